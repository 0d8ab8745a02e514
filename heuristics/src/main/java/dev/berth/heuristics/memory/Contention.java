package dev.berth.heuristics.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;

import java.util.Arrays;
import java.util.stream.LongStream;

/**
 * Each buffer's contention: the most bytes live at one instant of its lifespan {@code [start, end)}, gaps
 * included in the span (a gap does not make the buffer any less part of its time's crowd). The load counts
 * every buffer's bytes as its segments hold them, pinned ones too. O(n log n): the load between consecutive
 * event times in a max segment tree, one range query per buffer.
 */
final class Contention {
    private Contention() {
    }

    /** The contention of every buffer, by index; 0 for a buffer that lives no time. */
    static long[] of(MemoryProblem problem) {
        int n = problem.size();
        LongStream.Builder times = LongStream.builder();
        for (Buffer b : problem.buffers()) {
            times.add(b.start()).add(b.end());
            if (!b.gaps().isEmpty()) {
                b.segments().forEach(s -> times.add(s.start()).add(s.end()));
            }
        }
        long[] t = times.build().sorted().distinct().toArray();
        long[] change = new long[t.length + 1];
        for (Buffer b : problem.buffers()) {
            for (Segment s : b.segments()) {
                long bytes = s.upper() - s.lower();
                change[slot(t, s.start())] += bytes;
                change[slot(t, s.end())] -= bytes;
            }
        }
        int leaves = Integer.highestOneBit(Math.max(1, t.length - 1) * 2);
        long[] tree = new long[2 * leaves];
        long live = 0;
        for (int i = 0; i < t.length; i++) {
            live += change[i];
            if (i < leaves) {
                tree[leaves + i] = live; // the load over [t[i], t[i + 1])
            }
        }
        for (int i = leaves - 1; i >= 1; i--) {
            tree[i] = Math.max(tree[2 * i], tree[2 * i + 1]);
        }
        long[] out = new long[n];
        for (int j = 0; j < n; j++) {
            Buffer b = problem.buffer(j);
            out[j] = max(tree, leaves + slot(t, b.start()), leaves + slot(t, b.end()));
        }
        return out;
    }

    private static int slot(long[] t, long time) {
        return Arrays.binarySearch(t, time);
    }

    /** The maximum of the leaves {@code [lo, hi)}. */
    private static long max(long[] tree, int lo, int hi) {
        long best = 0;
        while (lo < hi) {
            if ((lo & 1) == 1) {
                best = Math.max(best, tree[lo++]);
            }
            if ((hi & 1) == 1) {
                best = Math.max(best, tree[--hi]);
            }
            lo >>= 1;
            hi >>= 1;
        }
        return best;
    }
}
