package dev.berth.solvers.memory.timefold;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Segment;

import java.util.Arrays;
import java.util.List;

/**
 * Which modelled buffers (slots) can collide, and through which byte windows. The pairs are found on demand
 * with an interval index over the lifespans, never stored: on real traces the pairs of buffers live at the
 * same time grow quadratically (17 million among 20,000 buffers), far beyond what a solve can hold in memory
 * or build within its time. Built once per solve in O(n log n) and shared by every clone of the working
 * solution; read-only, so safe to share between threads.
 */
final class Interference {
    private static final long[] NONE = new long[0];
    private static final int BLOCK = 32;

    private final long[] size;
    private final long[] start;
    private final long[] end;
    /**
     * Per slot with gaps: its segments as quadruples {start, end, lower, upper}; null for a slot that holds
     * {@code [0, size)} over its whole lifespan (the common case, handled without arrays).
     */
    private final long[][] segments;
    /** Slots with something to hold, by lifespan start, with their starts and ends in that order. */
    private final int[] byStart;
    private final long[] sortedStarts;
    private final long[] endAt;
    /**
     * Segment tree over blocks of {@link #BLOCK} consecutive {@code byStart} positions: the latest lifespan
     * end within each node's range. Blocks are scanned, not split: a short scan is cheaper than descending.
     */
    private final long[] maxEnd;
    private final int leaves;

    private Interference(long[] size, long[] start, long[] end, long[][] segments, int[] byStart) {
        this.size = size;
        this.start = start;
        this.end = end;
        this.segments = segments;
        this.byStart = byStart;
        this.sortedStarts = new long[byStart.length];
        this.endAt = new long[byStart.length];
        for (int p = 0; p < byStart.length; p++) {
            sortedStarts[p] = start[byStart[p]];
            endAt[p] = end[byStart[p]];
        }
        int blocks = (byStart.length + BLOCK - 1) / BLOCK;
        int l = 1;
        while (l < blocks) {
            l *= 2;
        }
        this.leaves = l;
        this.maxEnd = new long[2 * l];
        Arrays.fill(maxEnd, Long.MIN_VALUE);
        for (int p = 0; p < byStart.length; p++) {
            maxEnd[l + p / BLOCK] = Math.max(maxEnd[l + p / BLOCK], endAt[p]);
        }
        for (int node = l - 1; node >= 1; node--) {
            maxEnd[node] = Math.max(maxEnd[2 * node], maxEnd[2 * node + 1]);
        }
    }

    /**
     * {@code buffers.get(i)} is slot {@code i}; buffers that hold nothing (zero size or lifespan) collide with
     * nothing.
     */
    static Interference of(List<Buffer> buffers) {
        int n = buffers.size();
        long[] size = new long[n];
        long[] start = new long[n];
        long[] end = new long[n];
        long[][] segments = new long[n][];
        int live = 0;
        for (int i = 0; i < n; i++) {
            Buffer b = buffers.get(i);
            size[i] = b.size();
            start[i] = b.start();
            end[i] = b.end();
            List<Segment> segs = b.segments();
            if (segs.isEmpty()) {
                segments[i] = NONE;
                continue;
            }
            live++;
            Segment only = segs.get(0);
            boolean whole = segs.size() == 1 && only.start() == b.start() && only.end() == b.end()
                    && only.lower() == 0 && only.upper() == b.size();
            if (!whole) {
                long[] quads = new long[4 * segs.size()];
                for (int k = 0; k < segs.size(); k++) {
                    Segment s = segs.get(k);
                    quads[4 * k] = s.start();
                    quads[4 * k + 1] = s.end();
                    quads[4 * k + 2] = s.lower();
                    quads[4 * k + 3] = s.upper();
                }
                segments[i] = quads;
            }
        }
        int[] byStart = new int[live];
        int p = 0;
        for (int i = 0; i < n; i++) {
            if (segments[i] != NONE) {
                byStart[p++] = i;
            }
        }
        Integer[] boxed = Arrays.stream(byStart).boxed().toArray(Integer[]::new);
        Arrays.sort(boxed, (x, y) -> Long.compare(start[x], start[y]));
        for (int k = 0; k < live; k++) {
            byStart[k] = boxed[k];
        }
        return new Interference(size, start, end, segments, byStart);
    }

    int size() {
        return size.length;
    }

    /** The slots that can collide with {@code slot} (some segments of both overlap in time), ascending by start. */
    int[] neighbours(int slot) {
        if (segments[slot] == NONE) {
            return new int[0];
        }
        long after = start[slot];
        int from = lowerBound(sortedStarts, after);
        int to = lowerBound(sortedStarts, end[slot]);
        Found found = new Found(to - from + 16);
        // started earlier: only those still live at our start, found through the latest ends per block
        if (from > 0) {
            visit(1, 0, leaves, (from - 1) / BLOCK, from, slot, found);
        }
        // started during our lifespan: all live with us
        for (int p = from; p < to; p++) {
            consider(slot, byStart[p], found);
        }
        return Arrays.copyOf(found.slots, found.count);
    }

    /**
     * The slots at positions below {@code limit} in the blocks {@code [lo, lo + width) ∩ [0, lastBlock]}
     * that end after our start.
     */
    private void visit(int node, int lo, int width, int lastBlock, int limit, int slot, Found found) {
        if (lo > lastBlock || maxEnd[node] <= start[slot]) {
            return;
        }
        if (width == 1) {
            for (int p = lo * BLOCK, stop = Math.min(limit, p + BLOCK); p < stop; p++) {
                if (endAt[p] > start[slot]) {
                    consider(slot, byStart[p], found);
                }
            }
            return;
        }
        int half = width / 2;
        visit(2 * node, lo, half, lastBlock, limit, slot, found);
        visit(2 * node + 1, lo + half, half, lastBlock, limit, slot, found);
    }

    /** Adds {@code j}, whose lifespan overlaps ours, when some segments of both overlap in time. */
    private void consider(int slot, int j, Found found) {
        if (j != slot && (plain(slot, j) || interferes(slot, j))) {
            found.add(j);
        }
    }

    private static final class Found {
        int[] slots;
        int count;

        Found(int capacity) {
            slots = new int[capacity];
        }

        void add(int slot) {
            if (count == slots.length) {
                slots = Arrays.copyOf(slots, 2 * count);
            }
            slots[count++] = slot;
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

    private boolean interferes(int a, int b) {
        long[] sa = quads(a);
        long[] sb = quads(b);
        for (int p = 0; p < sa.length; p += 4) {
            for (int q = 0; q < sb.length; q += 4) {
                if (sa[p] < sb[q + 1] && sb[q] < sa[p + 1]) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The segments of {@code slot} as quadruples {start, end, lower, upper}; none when it holds nothing. */
    long[] quads(int slot) {
        return segments[slot] != null ? segments[slot] : new long[] {start[slot], end[slot], 0, size[slot]};
    }

    /** Whether both slots hold their whole size all their lifespan: their only window pair is the two blocks. */
    boolean plain(int slot, int other) {
        return segments[slot] == null && segments[other] == null;
    }

    /**
     * The window pairs of two neighbours as quadruples {own lower, own upper, other lower, other upper}, seen
     * from {@code slot}: one per pair of their segments that overlap in time.
     */
    long[] windows(int slot, int other) {
        if (plain(slot, other)) {
            return new long[] {0, size[slot], 0, size[other]};
        }
        long[] sa = quads(slot);
        long[] sb = quads(other);
        long[] out = new long[4 * (sa.length / 4) * (sb.length / 4)];
        int c = 0;
        for (int p = 0; p < sa.length; p += 4) {
            for (int q = 0; q < sb.length; q += 4) {
                if (sa[p] < sb[q + 1] && sb[q] < sa[p + 1]) {
                    out[c] = sa[p + 2];
                    out[c + 1] = sa[p + 3];
                    out[c + 2] = sb[q + 2];
                    out[c + 3] = sb[q + 3];
                    c += 4;
                }
            }
        }
        return Arrays.copyOf(out, c);
    }

    /** Bytes held twice by two neighbours at these offsets (summed over their window pairs); 0 when apart. */
    long overlap(int slot, long offset, int other, long otherOffset) {
        if (plain(slot, other)) {
            long lo = Math.max(offset, otherOffset);
            long hi = Math.min(offset + size[slot], otherOffset + size[other]);
            return Math.max(0, hi - lo);
        }
        long[] w = windows(slot, other);
        long total = 0;
        for (int k = 0; k < w.length; k += 4) {
            long lo = Math.max(offset + w[k], otherOffset + w[k + 2]);
            long hi = Math.min(offset + w[k + 1], otherOffset + w[k + 3]);
            if (hi > lo) {
                total += hi - lo;
            }
        }
        return total;
    }

    /** Whether two neighbours at these offsets hold some byte at the same time. */
    boolean collides(int slot, long offset, int other, long otherOffset) {
        return overlap(slot, offset, other, otherOffset) > 0;
    }
}
