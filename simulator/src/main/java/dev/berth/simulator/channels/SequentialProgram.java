package dev.berth.simulator.channels;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsLimits;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The simulator's own reading of the sequential program, from the records alone: every instance
 * {@code STAGE:ID:I} in program order with its cycles and absolute ranges, and what running the program
 * sequentially means for the pool — which instance each read must find there and what the pool holds at the
 * end.
 *
 * <p>The pool is cut into segments at every range boundary any instance uses, so that a tag per segment is
 * exact (no range starts or ends inside one) and a pool of megabytes costs what its accesses cost.
 */
final class SequentialProgram {
    private static final String DOING = "unrolling the program to simulate it";
    /** A tag for bytes no instance has written. */
    static final int INITIAL = -1;

    final List<String> names = new ArrayList<>();
    final Map<String, Integer> position = new HashMap<>();
    final List<Long> cycles = new ArrayList<>();
    /** Per instance: the segments it reads, ascending. */
    final List<int[]> readSegments = new ArrayList<>();
    /** Per instance: the segments it writes, ascending. */
    final List<int[]> writeSegments = new ArrayList<>();
    /** Per instance, parallel to its read segments: the instance sequential execution leaves there before it reads. */
    final List<int[]> expectedWriters = new ArrayList<>();
    /** Per segment: the instances that read it, in program order. */
    final int[][] readersOf;
    /** Per segment: the last writer in program order (the pool's contents after the program), or {@link #INITIAL}. */
    final int[] finalWriter;
    /** Segment k is {@code [boundary[k], boundary[k + 1])}. */
    final long[] boundary;
    final long sequentialCycles;

    /**
     * @param offsets each buffer's offset in the pool (a solution's {@code offsets}, else the instance's own);
     *                every buffer an access names must have one
     */
    SequentialProgram(ChannelsProblem p, Map<String, Long> offsets) {
        List<List<long[]>> reads = new ArrayList<>();
        List<List<long[]>> writes = new ArrayList<>();
        TreeSet<Long> cuts = new TreeSet<>();
        long total = 0;
        for (Stage st : p.stages()) {
            for (int i = 0; i < st.repeat() && !st.body().isEmpty(); i++) {
                CurrentBudget.check(DOING);
                for (Intrinsic x : st.body()) {
                    String name = st.instanceName(x, i);
                    position.put(name, names.size());
                    names.add(name);
                    cycles.add(x.cycles());
                    total += x.cycles();
                    reads.add(ranges(x.reads(), offsets, i, cuts));
                    writes.add(ranges(x.writes(), offsets, i, cuts));
                }
            }
        }
        sequentialCycles = total;
        boundary = cuts.stream().mapToLong(Long::longValue).toArray();
        ChannelsLimits.checkPieces((p.name() == null || p.name().isEmpty() ? "" : p.name() + ": ") + "stages", boundary,
                flat(reads, writes));
        int segments = Math.max(0, boundary.length - 1);
        for (int k = 0; k < names.size(); k++) {
            CurrentBudget.check(DOING);
            readSegments.add(segments(reads.get(k)));
            writeSegments.add(segments(writes.get(k)));
        }
        int[] last = new int[segments];
        Arrays.fill(last, INITIAL);
        List<List<Integer>> readers = new ArrayList<>();
        for (int s = 0; s < segments; s++) {
            readers.add(new ArrayList<>());
        }
        for (int k = 0; k < names.size(); k++) {
            CurrentBudget.check(DOING);
            // an instance that reads and writes the same bytes reads them before it writes them
            int[] rs = readSegments.get(k);
            int[] expected = new int[rs.length];
            for (int j = 0; j < rs.length; j++) {
                expected[j] = last[rs[j]];
                readers.get(rs[j]).add(k);
            }
            expectedWriters.add(expected);
            for (int s : writeSegments.get(k)) {
                last[s] = k;
            }
        }
        finalWriter = last;
        readersOf = new int[segments][];
        for (int s = 0; s < segments; s++) {
            readersOf[s] = readers.get(s).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /** Each buffer's offset: the solution's where it gives one, else the instance's; null for a buffer with neither. */
    static Map<String, Long> offsets(ChannelsProblem p, Map<String, Long> fromSolution) {
        Map<String, Long> out = new HashMap<>();
        for (ChannelBuffer b : p.buffers()) {
            Long o = fromSolution.get(b.id());
            if (o == null && b.placed()) {
                o = b.offset();
            }
            out.put(b.id(), o);
        }
        return out;
    }

    /** Start, end, start, end, ... of every range, read or written. */
    private static long[] flat(List<List<long[]>> reads, List<List<long[]>> writes) {
        long[] out = new long[2 * (reads.stream().mapToInt(List::size).sum() + writes.stream().mapToInt(List::size).sum())];
        int at = 0;
        for (List<List<long[]>> side : List.of(reads, writes)) {
            for (List<long[]> instance : side) {
                for (long[] r : instance) {
                    out[at++] = r[0];
                    out[at++] = r[1];
                }
            }
        }
        return out;
    }

    private static List<long[]> ranges(List<Access> accesses, Map<String, Long> offsets, int i, TreeSet<Long> cuts) {
        List<long[]> out = new ArrayList<>();
        for (Access a : accesses) {
            long base = offsets.get(a.buffer());
            long[] r = {base + a.start(i), base + a.end(i)};
            cuts.add(r[0]);
            cuts.add(r[1]);
            out.add(r);
        }
        return out;
    }

    private int[] segments(List<long[]> ranges) {
        TreeSet<Integer> out = new TreeSet<>();
        for (long[] r : ranges) {
            for (int s = Arrays.binarySearch(boundary, r[0]); boundary[s] < r[1]; s++) {
                if ((s & 0xfff) == 0) {
                    CurrentBudget.check(DOING);
                }
                out.add(s);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    int size() {
        return names.size();
    }

    /** "[15, 30)" for a run of consecutive segments from {@code first} to {@code last} inclusive. */
    String bytes(int first, int last) {
        return "[" + boundary[first] + ", " + boundary[last + 1] + ")";
    }

    /** An instance's name, or "nothing (initial contents)" for {@link #INITIAL}. */
    String writerName(int instance) {
        return instance == INITIAL ? "nothing (initial contents)" : names.get(instance);
    }
}
