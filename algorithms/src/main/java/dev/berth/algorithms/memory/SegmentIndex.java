package dev.berth.algorithms.memory;

import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * Every segment of every buffer in flat arrays (per buffer, in its order), the distinct segment boundaries,
 * and an index answering "which segments overlap [a, b)" in O(log T + answers) instead of a pass over all
 * buffers (the reference allocator's interference scans).
 *
 * <p>Overlap with {@code [a, b)} splits into segments starting inside {@code [a, b)} (a range of the
 * start-sorted array) and segments starting before {@code a} that contain {@code a} (a stabbing query on
 * a segment tree over the compressed times, where each segment sits in O(log T) canonical nodes and a
 * point meets each containing segment exactly once). Each segment is therefore reported once per query.
 */
final class SegmentIndex {
    final long[] start;
    final long[] end;
    /** Byte window {@code [lower, upper)} of the segment, relative to its buffer's offset. */
    final long[] lower;
    final long[] upper;
    final int[] owner;
    /** Segments of buffer {@code b} are {@code firstSegment[b] .. firstSegment[b + 1] - 1}. */
    final int[] firstSegment;

    private final long[] times;
    private final int base;
    // the overlap structure, built on first use (the greedy allocator needs only the segments and times)
    private int[] nodeFirst;
    private int[] nodeItems;
    private int[] byStart;
    private long[] sortedStarts;

    private SegmentIndex(MemoryProblem problem) {
        int n = problem.size();
        firstSegment = new int[n + 1];
        int total = 0;
        Segment[][] all = new Segment[n][];
        for (int b = 0; b < n; b++) {
            all[b] = problem.buffer(b).segments().toArray(new Segment[0]);
            total += all[b].length;
        }
        start = new long[total];
        end = new long[total];
        lower = new long[total];
        upper = new long[total];
        owner = new int[total];
        int k = 0;
        for (int b = 0; b < n; b++) {
            firstSegment[b] = k;
            for (Segment s : all[b]) {
                start[k] = s.start();
                end[k] = s.end();
                lower[k] = s.lower();
                upper[k] = s.upper();
                owner[k] = b;
                k++;
            }
        }
        firstSegment[n] = k;

        long[] t = new long[2 * total];
        for (int i = 0; i < total; i++) {
            t[2 * i] = start[i];
            t[2 * i + 1] = end[i];
        }
        Arrays.sort(t);
        int distinct = 0;
        for (int i = 0; i < t.length; i++) {
            if (i == 0 || t[i] != t[i - 1]) {
                t[distinct++] = t[i];
            }
        }
        times = Arrays.copyOf(t, distinct);
        int leaves = Math.max(1, distinct - 1);
        int b2 = 1;
        while (b2 < leaves) {
            b2 <<= 1;
        }
        base = b2;

    }

    private void buildOverlapStructure() {
        int total = start.length;
        // two passes over the canonical nodes: count, then fill (compressed rows, no per-node lists)
        int[] count = new int[2 * base + 1];
        for (int s = 0; s < total; s++) {
            forEachCanonicalNode(s, node -> count[node + 1]++);
        }
        for (int i = 1; i < count.length; i++) {
            count[i] += count[i - 1];
        }
        int[] items = new int[count[count.length - 1]];
        int[] fill = Arrays.copyOf(count, count.length - 1);
        for (int s = 0; s < total; s++) {
            final int seg = s;
            forEachCanonicalNode(s, node -> items[fill[node]++] = seg);
        }
        // segments by start: (rank of the start among the times, segment) packed in one long
        long[] keyed = new long[total];
        for (int i = 0; i < total; i++) {
            keyed[i] = (long) Arrays.binarySearch(times, start[i]) << 32 | i;
        }
        Arrays.sort(keyed);
        byStart = new int[total];
        sortedStarts = new long[total];
        for (int i = 0; i < total; i++) {
            byStart[i] = (int) keyed[i];
            sortedStarts[i] = start[byStart[i]];
        }
        nodeFirst = count;
        nodeItems = items;
    }

    static SegmentIndex of(MemoryProblem problem) {
        return new SegmentIndex(problem);
    }

    int segmentCount() {
        return start.length;
    }

    /** The distinct segment boundaries, ascending (shared, not to be modified). */
    long[] times() {
        return times;
    }

    /** Calls {@code sink} once with every segment that overlaps {@code [a, b)} in time. */
    void forEachOverlapping(long a, long b, IntConsumer sink) {
        if (a >= b) {
            return;
        }
        if (nodeItems == null) {
            buildOverlapStructure();
        }
        for (int i = lowerBound(sortedStarts, a), hi = lowerBound(sortedStarts, b); i < hi; i++) {
            sink.accept(byStart[i]);
        }
        int leaf = Arrays.binarySearch(times, a);
        if (leaf < 0) {
            leaf = -leaf - 2; // the elementary interval [times[leaf], times[leaf + 1]) holding a
        }
        if (leaf < 0 || leaf >= times.length - 1) {
            return;
        }
        for (int node = leaf + base; node >= 1; node >>= 1) {
            for (int i = nodeFirst[node], e = nodeFirst[node + 1]; i < e; i++) {
                int s = nodeItems[i];
                if (start[s] < a) {
                    sink.accept(s);
                }
            }
        }
    }

    private void forEachCanonicalNode(int s, IntConsumer visit) {
        int l = Arrays.binarySearch(times, start[s]) + base;
        int r = Arrays.binarySearch(times, end[s]) + base;
        while (l < r) {
            if ((l & 1) == 1) {
                visit.accept(l++);
            }
            if ((r & 1) == 1) {
                visit.accept(--r);
            }
            l >>= 1;
            r >>= 1;
        }
    }

    private static int lowerBound(long[] sorted, long key) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
