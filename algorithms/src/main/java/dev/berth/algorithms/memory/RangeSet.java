package dev.berth.algorithms.memory;

import java.util.Arrays;

/**
 * Disjoint, non-touching address ranges sorted by address, packed as {@code lower0, upper0, lower1, ...}: one
 * set of an {@link OccupancyTree}.
 *
 * <p>It also finds the first free gap of at least a given length after a range ({@link #firstGapAtLeast})
 * without walking the gaps in between: a max-tree over the gaps' lengths. A block cannot sit in a gap
 * shorter than itself, so a placement may jump over every such gap of a set at once; model weights of a few
 * bytes to a few hundred kilobytes stacked with alignment padding left one set with 18,000 holes that every
 * placement walked. Insertions shift the gaps' indices, so the tree is brought up to date lazily, from the
 * lowest index changed since, when it is next asked (an insertion moves that many bounds anyway); a range
 * that only grows updates its two gaps in place.
 */
final class RangeSet {
    long[] bounds = new long[4];
    int count;

    // leaf j: the length of the gap after range j (the last one unbounded; leaves past the last range -1)
    private long[] gapTree = new long[0];
    private int leaves;
    private int builtCount;
    private int dirtyFrom; // leaves from dirtyFrom - 1 on are stale; Integer.MAX_VALUE: none

    /** The first range ending at or after {@code x}. */
    int firstEndingAtOrAfter(long x) {
        int lo = 0;
        int hi = count;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (bounds[2 * mid + 1] < x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The first range from {@code i} on starting after {@code x}. */
    int firstStartingAfter(int i, long x) {
        int j = i;
        while (j < count && bounds[2 * j] <= x) {
            j++;
        }
        return j;
    }

    /** Replaces ranges {@code [i, j)} (none when equal: an insertion at {@code i}) by their union with {@code [lower, upper)}. */
    void replace(int i, int j, long lower, long upper) {
        if (j == i + 1) {
            bounds[2 * i] = Math.min(lower, bounds[2 * i]);
            bounds[2 * i + 1] = Math.max(upper, bounds[2 * i + 1]);
            changedAt(i);
            return;
        }
        changedFrom(i);
        if (i == j) {
            if (2 * count == bounds.length) {
                bounds = Arrays.copyOf(bounds, 2 * bounds.length);
            }
            System.arraycopy(bounds, 2 * i, bounds, 2 * i + 2, 2 * (count - i));
            bounds[2 * i] = lower;
            bounds[2 * i + 1] = upper;
            count++;
            return;
        }
        long lo = Math.min(lower, bounds[2 * i]);
        long hi = Math.max(upper, bounds[2 * j - 1]);
        bounds[2 * i] = lo;
        bounds[2 * i + 1] = hi;
        System.arraycopy(bounds, 2 * j, bounds, 2 * i + 2, 2 * (count - j));
        count -= j - i - 1;
    }

    /**
     * Undoes a {@link #replace} that put one range at {@code i} in place of the {@code merged} ranges whose
     * bounds are in {@code saved} from {@code from} on (none: it was inserted).
     */
    void undo(int i, int merged, long[] saved, int from) {
        if (merged == 1) {
            bounds[2 * i] = saved[from];
            bounds[2 * i + 1] = saved[from + 1];
            changedAt(i);
            return;
        }
        changedFrom(i);
        if (merged == 0) {
            System.arraycopy(bounds, 2 * i + 2, bounds, 2 * i, 2 * (count - i - 1));
            count--;
            return;
        }
        int grown = count + merged - 1;
        if (2 * grown > bounds.length) {
            bounds = Arrays.copyOf(bounds, Math.max(2 * grown, 2 * bounds.length));
        }
        System.arraycopy(bounds, 2 * i + 2, bounds, 2 * (i + merged), 2 * (count - i - 1));
        System.arraycopy(saved, from, bounds, 2 * i, 2 * merged);
        count = grown;
    }

    /**
     * The first range {@code j >= i} ({@code i < count}) followed by a gap of at least {@code length} bytes;
     * the last range is followed by an unbounded one.
     */
    int firstGapAtLeast(int i, long length) {
        bringUpToDate();
        int v = i + leaves;
        if (gapTree[v] >= length) {
            return i;
        }
        while (true) {
            if ((v & 1) == 0 && gapTree[v + 1] >= length) {
                v++;
                break;
            }
            v >>= 1; // the root is never reached: the last gap, at or after i, is unbounded
        }
        while (v < leaves) {
            v = gapTree[2 * v] >= length ? 2 * v : 2 * v + 1;
        }
        return v - leaves;
    }

    /** Range {@code i} changed its bounds and no range moved: only the gaps on either side of it change. */
    private void changedAt(int i) {
        if (dirtyFrom != Integer.MAX_VALUE) {
            changedFrom(i);
            return;
        }
        gapChanged(i - 1);
        gapChanged(i);
    }

    private void gapChanged(int j) {
        if (j < 0) {
            return;
        }
        int v = leaves + j;
        gapTree[v] = gap(j);
        for (v >>= 1; v >= 1; v >>= 1) {
            gapTree[v] = Math.max(gapTree[2 * v], gapTree[2 * v + 1]);
        }
    }

    private long gap(int j) {
        return j >= count ? -1 : j == count - 1 ? Long.MAX_VALUE : bounds[2 * j + 2] - bounds[2 * j + 1];
    }

    private void changedFrom(int i) {
        dirtyFrom = Math.min(dirtyFrom, i);
    }

    private void bringUpToDate() {
        if (count > leaves) {
            int l = Math.max(2 * leaves, 16);
            while (l < count) {
                l <<= 1;
            }
            leaves = l;
            gapTree = new long[2 * l];
            Arrays.fill(gapTree, -1);
            builtCount = 0;
            dirtyFrom = 0;
        }
        if (dirtyFrom == Integer.MAX_VALUE) {
            return;
        }
        int hi = Math.max(count, builtCount);
        int lo = Math.max(0, dirtyFrom - 1); // the gap after range dirtyFrom - 1 ends at range dirtyFrom
        for (int j = lo; j < hi; j++) {
            gapTree[leaves + j] = gap(j);
        }
        for (int a = (leaves + lo) >> 1, z = (leaves + hi - 1) >> 1; lo < hi && a >= 1; a >>= 1, z >>= 1) {
            for (int v = a; v <= z; v++) {
                gapTree[v] = Math.max(gapTree[2 * v], gapTree[2 * v + 1]);
            }
        }
        builtCount = count;
        dirtyFrom = Integer.MAX_VALUE;
    }
}
