package dev.berth.simulator.channels;

import dev.berth.model.CurrentBudget;

import java.util.Arrays;
import java.util.StringJoiner;

/**
 * The pool as the hardware holds it: each segment of {@link SequentialProgram} tagged with the instance that
 * last wrote it. Writes land when their intrinsic ends; reads are checked when the intrinsic starts and again
 * when it ends, so that data changing under a running read is seen too.
 */
final class TaggedPool {
    private final SequentialProgram program;
    private final int[] tag;
    /** Readers looked at: a producer over a segment many consumers read scans them all. */
    private long scanned;

    TaggedPool(SequentialProgram program) {
        this.program = program;
        this.tag = new int[program.boundary.length == 0 ? 0 : program.boundary.length - 1];
        Arrays.fill(tag, SequentialProgram.INITIAL);
    }

    /** Instance k's writes land. */
    void stamp(int k) {
        for (int s : program.writeSegments.get(k)) {
            tag[s] = k;
        }
    }

    /**
     * The bytes instance k reads that do not hold what its producer wrote, as "[15, 20) holds s1:p:1's data,
     * not s2:p:0's", runs of segments with one expected and one found writer joined; null when all are right.
     */
    String wrongRead(int k) {
        int[] segments = program.readSegments.get(k);
        int[] expected = program.expectedWriters.get(k);
        StringJoiner out = new StringJoiner(", ");
        for (int j = 0; j < segments.length; j++) {
            if (tag[segments[j]] == expected[j]) {
                continue;
            }
            int end = j;
            while (end + 1 < segments.length && segments[end + 1] == segments[end] + 1
                    && expected[end + 1] == expected[j] && tag[segments[end + 1]] == tag[segments[j]]) {
                end++;
            }
            out.add(program.bytes(segments[j], segments[end]) + " holds " + program.writerName(tag[segments[j]])
                    + "'s data, not " + program.writerName(expected[j]) + "'s");
            j = end;
        }
        return out.length() == 0 ? null : out.toString();
    }

    /**
     * The bytes producer k is about to write that an earlier consumer in program order has not finished
     * reading, as "[20, 30) still to be read by s1:c:2 (not started)"; null when all are released.
     */
    String unreleased(int k, boolean[] started, boolean[] finished) {
        StringJoiner out = new StringJoiner(", ");
        int[] segments = program.writeSegments.get(k);
        for (int j = 0; j < segments.length; j++) {
            int reader = firstPendingReader(segments[j], k, finished);
            if (reader < 0) {
                continue;
            }
            int end = j;
            while (end + 1 < segments.length && segments[end + 1] == segments[end] + 1
                    && firstPendingReader(segments[end + 1], k, finished) == reader) {
                end++;
            }
            out.add(program.bytes(segments[j], segments[end]) + " still to be read by " + program.names.get(reader)
                    + (started[reader] ? " (reading)" : " (not started)"));
            j = end;
        }
        return out.length() == 0 ? null : out.toString();
    }

    /** The first reader of segment s before instance k in program order that has not finished, or -1. */
    private int firstPendingReader(int s, int k, boolean[] finished) {
        for (int r : program.readersOf[s]) {
            if ((++scanned & 0xfff) == 0) {
                CurrentBudget.check("checking the pool's readers");
            }
            if (r >= k) {
                return -1;
            }
            if (!finished[r]) {
                return r;
            }
        }
        return -1;
    }

    /** Where the pool differs from what the program leaves sequentially, or null. */
    String wrongFinalContents() {
        StringJoiner out = new StringJoiner(", ");
        for (int s = 0; s < tag.length; s++) {
            if ((s & 0xfff) == 0) {
                CurrentBudget.check("comparing the pool with the sequential program's");
            }
            if (tag[s] == program.finalWriter[s]) {
                continue;
            }
            int end = s;
            while (end + 1 < tag.length && tag[end + 1] == tag[s] && program.finalWriter[end + 1] == program.finalWriter[s]) {
                end++;
            }
            out.add(program.bytes(s, end) + " holds " + program.writerName(tag[s]) + "'s data, not "
                    + program.writerName(program.finalWriter[s]) + "'s");
            s = end;
        }
        return out.length() == 0 ? null : out.toString();
    }
}
