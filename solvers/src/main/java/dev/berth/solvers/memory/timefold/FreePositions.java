package dev.berth.solvers.memory.timefold;

import java.util.Arrays;

/**
 * Where a slot can go without colliding, given the offsets of all slots: each neighbour forbids the
 * closed interval of offsets {@code [oj + lb - ua + 1, oj + ub - la - 1]} per window pair, and the free
 * offsets are the aligned ones in {@code [0, maxOffset]} outside all of them.
 */
final class FreePositions {
    private final Interference interference;
    private final long[] size;
    private final long[] alignment;
    private final long[] maxOffset;

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

    /** The lowest free offset of {@code slot}, or -1 when none is within its range. */
    long lowest(int slot, long[] offsets) {
        long[] iv = forbidden(slot, offsets);
        long o = 0;
        for (int k = 0; k < iv.length; k += 2) {
            if (iv[k] > o) {
                break;
            }
            if (iv[k + 1] >= o) {
                o = alignUp(iv[k + 1] + 1, alignment[slot]);
            }
        }
        return o <= maxOffset[slot] ? o : -1;
    }

    /** The lowest free offset of every hole: 0 if free, and each aligned offset just above a forbidden run. */
    long[] holeBottoms(int slot, long[] offsets) {
        long[] iv = forbidden(slot, offsets);
        long[] out = new long[iv.length / 2 + 1];
        int count = 0;
        long o = 0;
        for (int k = 0; k < iv.length && o <= maxOffset[slot]; k += 2) {
            if (o < iv[k]) {
                out[count++] = o;
            }
            if (iv[k + 1] >= o) {
                o = alignUp(iv[k + 1] + 1, alignment[slot]);
            }
        }
        if (o <= maxOffset[slot]) {
            out[count++] = o;
        }
        return Arrays.copyOf(out, count);
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

    /** Forbidden closed intervals as {lo, hi} pairs sorted by lo. */
    private long[] forbidden(int slot, long[] offsets) {
        int[] nb = interference.neighbours(slot);
        int count = 0;
        for (int k = 0; k < nb.length; k++) {
            count += interference.windows(slot, k).length / 4;
        }
        long[] lo = new long[count];
        long[] hi = new long[count];
        int c = 0;
        for (int k = 0; k < nb.length; k++) {
            long oj = offsets[nb[k]];
            long[] w = interference.windows(slot, k);
            for (int q = 0; q < w.length; q += 4) {
                lo[c] = oj + w[q + 2] - w[q + 1] + 1;
                hi[c] = oj + w[q + 3] - w[q] - 1;
                c++;
            }
        }
        Integer[] order = new Integer[count];
        for (int k = 0; k < count; k++) {
            order[k] = k;
        }
        Arrays.sort(order, (x, y) -> Long.compare(lo[x], lo[y]));
        long[] out = new long[2 * count];
        for (int k = 0; k < count; k++) {
            out[2 * k] = lo[order[k]];
            out[2 * k + 1] = hi[order[k]];
        }
        return out;
    }

    static long alignUp(long x, long a) {
        return Math.ceilDiv(x, a) * a;
    }

    static long alignDown(long x, long a) {
        return Math.floorDiv(x, a) * a;
    }
}
