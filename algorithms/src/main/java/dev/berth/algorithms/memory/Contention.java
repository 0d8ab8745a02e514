package dev.berth.algorithms.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;

import java.util.Arrays;

/**
 * Each buffer's contention: the most bytes live at one instant of its lifespan {@code [start, end)}, gaps
 * included in the span (a gap does not make the buffer any less part of its time's crowd). The load is the
 * family's live-bytes profile ({@link MemoryLowerBound#profile}: segments as they hold bytes, pinned buffers
 * too, a co-location group its union). O(n log n): the profile's entries in a max segment tree, one range
 * query per buffer.
 */
final class Contention {
    private Contention() {
    }

    /** The contention of every buffer, by index; 0 for a buffer that lives no time. */
    static long[] of(MemoryProblem problem) {
        long[][] profile = MemoryLowerBound.profile(problem);
        long[] times = new long[profile.length];
        int leaves = Integer.highestOneBit(Math.max(1, profile.length) * 2);
        long[] tree = new long[2 * leaves];
        for (int i = 0; i < profile.length; i++) {
            times[i] = profile[i][0];
            tree[leaves + i] = profile[i][1]; // the load from times[i] to the next entry
        }
        for (int i = leaves - 1; i >= 1; i--) {
            tree[i] = Math.max(tree[2 * i], tree[2 * i + 1]);
        }
        long[] out = new long[problem.size()];
        for (int j = 0; j < out.length; j++) {
            Buffer b = problem.buffer(j);
            // the entries in force at some instant of [start, end): from the last one at or before start up to,
            // not including, the first one at or after end
            int from = Arrays.binarySearch(times, b.start());
            from = from >= 0 ? from : Math.max(0, -from - 2);
            int to = Arrays.binarySearch(times, b.end());
            to = to >= 0 ? to : -to - 1;
            out[j] = b.start() < b.end() ? max(tree, leaves + from, leaves + to) : 0;
        }
        return out;
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
