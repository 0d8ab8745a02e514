package dev.berth.solvers.memory.timefold;

import java.util.Arrays;

/**
 * Where a slot can go, given the offsets of all slots. For one window pair with a neighbour at
 * {@code oj}, the bytes held twice as a function of the slot's offset {@code o} form a trapezoid: zero up
 * to {@code oj + lb - ua}, rising with slope 1, flat, falling back to zero at {@code oj + ub - la}. A
 * sweep over the sorted slope changes of all trapezoids gives the overlap as a piecewise linear function
 * of the offset, so the least-overlap offset and the free offsets (overlap 0) cost one sort. Only aligned
 * offsets in {@code [0, maxOffset]} count. Not thread-safe (scratch arrays): the solver thread uses it.
 */
final class FreePositions {
    private final Interference interference;
    private final long[] size;
    private final long[] alignment;
    private final long[] maxOffset;
    /** Offsets where the slope rises by 1 (a trapezoid starts or ends) and falls by 1 (its top starts or ends). */
    private long[] ups = new long[16];
    private long[] downs = new long[16];
    private int events;

    FreePositions(Interference interference, long[] size, long[] alignment, long[] maxOffset) {
        this.interference = interference;
        this.size = size;
        this.alignment = alignment;
        this.maxOffset = maxOffset;
    }

    long size(int slot) {
        return size[slot];
    }

    long alignment(int slot) {
        return alignment[slot];
    }

    long maxOffset(int slot) {
        return maxOffset[slot];
    }

    /**
     * The lowest offset of {@code slot} among those where it holds the fewest bytes twice: its lowest free
     * offset when it has one.
     */
    long leastOverlap(int slot, long[] offsets) {
        collect(slot, offsets);
        long a = alignment[slot];
        long max = maxOffset[slot];
        long bestOffset = 0;
        long bestOverlap = Long.MAX_VALUE;
        long f = 0;
        long slope = 0;
        long prev = Long.MIN_VALUE;
        int u = 0;
        int d = 0;
        while (true) {
            long next = Math.min(u < events ? ups[u] : Long.MAX_VALUE, d < events ? downs[d] : Long.MAX_VALUE);
            // on [prev, next) the overlap is linear: its least value over aligned offsets is at an end
            long lo = alignUp(Math.max(prev, 0), a);
            long hi = next == Long.MAX_VALUE ? max : Math.min(alignDown(next - 1, a), max);
            if (lo <= hi) {
                long atLo = prev == Long.MIN_VALUE ? 0 : f + slope * (lo - prev);
                if (atLo < bestOverlap) {
                    if (atLo == 0) {
                        return lo;
                    }
                    bestOverlap = atLo;
                    bestOffset = lo;
                }
                long atHi = prev == Long.MIN_VALUE ? 0 : f + slope * (hi - prev);
                if (atHi < bestOverlap) {
                    bestOverlap = atHi;
                    bestOffset = hi;
                }
            }
            if (next == Long.MAX_VALUE || next > max) {
                return bestOffset;
            }
            if (prev != Long.MIN_VALUE) {
                f += slope * (next - prev);
            }
            while (u < events && ups[u] == next) {
                slope++;
                u++;
            }
            while (d < events && downs[d] == next) {
                slope--;
                d++;
            }
            prev = next;
        }
    }

    /**
     * The first free offset of every run of free offsets, ascending: where {@code slot} can sit at the
     * bottom of a hole.
     */
    long[] holeBottoms(int slot, long[] offsets) {
        collect(slot, offsets);
        long a = alignment[slot];
        long max = maxOffset[slot];
        long[] out = new long[events / 2 + 2];
        int found = 0;
        long lastFree = Long.MIN_VALUE;
        long f = 0;
        long slope = 0;
        long prev = Long.MIN_VALUE;
        int u = 0;
        int d = 0;
        while (true) {
            long next = Math.min(u < events ? ups[u] : Long.MAX_VALUE, d < events ? downs[d] : Long.MAX_VALUE);
            long lo = alignUp(Math.max(prev, 0), a);
            long hi = next == Long.MAX_VALUE ? max : Math.min(alignDown(next - 1, a), max);
            long atLo = prev == Long.MIN_VALUE ? 0 : f + slope * (lo - prev);
            if (lo <= hi && atLo == 0) {
                if (lastFree == Long.MIN_VALUE || lo - a != lastFree) {
                    if (found == out.length) {
                        out = Arrays.copyOf(out, 2 * found);
                    }
                    out[found++] = lo;
                }
                // free on the whole piece when flat, else only at its first offset
                lastFree = slope == 0 ? hi : lo;
            }
            if (next == Long.MAX_VALUE || next > max) {
                return Arrays.copyOf(out, found);
            }
            if (prev != Long.MIN_VALUE) {
                f += slope * (next - prev);
            }
            while (u < events && ups[u] == next) {
                slope++;
                u++;
            }
            while (d < events && downs[d] == next) {
                slope--;
                d++;
            }
            prev = next;
        }
    }

    /** Whether {@code slot} at {@code offset} collides with neighbour number {@code k} at its offset. */
    boolean collides(int slot, long offset, int k, long otherOffset) {
        long[] w = interference.windows(slot, k);
        for (int q = 0; q < w.length; q += 4) {
            if (offset + w[q] < otherOffset + w[q + 3] && otherOffset + w[q + 2] < offset + w[q + 1]) {
                return true;
            }
        }
        return false;
    }

    /** The slope changes of all trapezoids of {@code slot}, sorted. */
    private void collect(int slot, long[] offsets) {
        int[] nb = interference.neighbours(slot);
        int c = 0;
        for (int k = 0; k < nb.length; k++) {
            long oj = offsets[nb[k]];
            long[] w = interference.windows(slot, k);
            for (int q = 0; q < w.length; q += 4) {
                long own = w[q + 1] - w[q];
                long other = w[q + 3] - w[q + 2];
                long start = oj + w[q + 2] - w[q + 1];
                if (c + 2 > ups.length) {
                    ups = Arrays.copyOf(ups, 2 * ups.length);
                    downs = Arrays.copyOf(downs, 2 * downs.length);
                }
                ups[c] = start;
                ups[c + 1] = start + own + other;
                downs[c] = start + Math.min(own, other);
                downs[c + 1] = start + Math.max(own, other);
                c += 2;
            }
        }
        events = c;
        Arrays.sort(ups, 0, c);
        Arrays.sort(downs, 0, c);
    }

    static long alignUp(long x, long a) {
        return Math.ceilDiv(x, a) * a;
    }

    static long alignDown(long x, long a) {
        return Math.floorDiv(x, a) * a;
    }
}
