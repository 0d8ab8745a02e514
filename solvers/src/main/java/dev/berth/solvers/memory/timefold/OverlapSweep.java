package dev.berth.solvers.memory.timefold;

import java.util.Arrays;

/**
 * Bytes held twice in a layout, summed over every pair of segments of different slots live at the same time
 * (the score's hard part from scratch). A sweep over time keeps how many live segments cover each address,
 * in a segment tree over the compressed addresses with range add and range sum, so a starting segment adds
 * the coverage of its bytes: O(n log n), however many buffers are live together.
 */
final class OverlapSweep {
    /** Sorted distinct addresses: elementary interval {@code k} is {@code [xs[k], xs[k + 1])}. */
    private final long[] xs;
    /** Per node: coverage times bytes over its range, and the coverage added to its whole range. */
    private final long[] sum;
    private final long[] added;

    private OverlapSweep(long[] xs) {
        this.xs = xs;
        int nodes = 4 * Math.max(1, xs.length);
        this.sum = new long[nodes];
        this.added = new long[nodes];
    }

    static long total(Interference interference, long[] offsets) {
        int segments = 0;
        for (int i = 0; i < interference.size(); i++) {
            segments += interference.quads(i).length / 4;
        }
        long[] from = new long[segments];
        long[] to = new long[segments];
        long[] lo = new long[segments];
        long[] hi = new long[segments];
        int k = 0;
        for (int i = 0; i < interference.size(); i++) {
            long[] q = interference.quads(i);
            for (int p = 0; p < q.length; p += 4, k++) {
                from[k] = q[p];
                to[k] = q[p + 1];
                lo[k] = offsets[i] + q[p + 2];
                hi[k] = offsets[i] + q[p + 3];
            }
        }
        long[] xs = new long[2 * segments];
        System.arraycopy(lo, 0, xs, 0, segments);
        System.arraycopy(hi, 0, xs, segments, segments);
        xs = Arrays.stream(xs).sorted().distinct().toArray();
        if (xs.length < 2) {
            return 0;
        }
        OverlapSweep tree = new OverlapSweep(xs);
        int[] byStart = byKey(from);
        int[] byEnd = byKey(to);
        int last = xs.length - 1;
        long total = 0;
        int e = 0;
        for (int s : byStart) {
            // half-open lifespans: what ends when this one starts is gone already
            while (e < segments && to[byEnd[e]] <= from[s]) {
                int d = byEnd[e++];
                tree.add(1, 0, last, tree.index(lo[d]), tree.index(hi[d]), -1);
            }
            int a = tree.index(lo[s]);
            int b = tree.index(hi[s]);
            total += tree.covered(1, 0, last, a, b);
            tree.add(1, 0, last, a, b, 1);
        }
        return total;
    }

    /** Segment numbers in ascending order of {@code key}. */
    private static int[] byKey(long[] key) {
        return java.util.stream.IntStream.range(0, key.length).boxed()
                .sorted((x, y) -> Long.compare(key[x], key[y])).mapToInt(Integer::intValue).toArray();
    }

    private int index(long x) {
        return Arrays.binarySearch(xs, x);
    }

    /** Adds {@code v} to the coverage of elementary intervals {@code [a, b)}; the node spans {@code [l, r)}. */
    private void add(int node, int l, int r, int a, int b, long v) {
        if (b <= l || r <= a) {
            return;
        }
        if (a <= l && r <= b) {
            added[node] += v;
            sum[node] += v * (xs[r] - xs[l]);
            return;
        }
        int m = (l + r) >>> 1;
        add(2 * node, l, m, a, b, v);
        add(2 * node + 1, m, r, a, b, v);
        sum[node] = added[node] * (xs[r] - xs[l]) + sum[2 * node] + sum[2 * node + 1];
    }

    /** Coverage times bytes over elementary intervals {@code [a, b)} within the node's {@code [l, r)}. */
    private long covered(int node, int l, int r, int a, int b) {
        if (b <= l || r <= a) {
            return 0;
        }
        if (a <= l && r <= b) {
            return sum[node];
        }
        int m = (l + r) >>> 1;
        long within = xs[Math.min(r, b)] - xs[Math.max(l, a)];
        return added[node] * within + covered(2 * node, l, m, a, b) + covered(2 * node + 1, m, r, a, b);
    }
}
