package dev.berth.solvers.memory.timefold;

import java.util.Arrays;

/**
 * Where a slot can go, given the offsets of all slots. One window pair with a neighbour at {@code oj}
 * blocks the offsets {@code o} in the open interval {@code (oj + lb - ua, oj + ub - la)}; a sweep over the
 * sorted ends of those intervals finds the free offsets. When there is none, the least overlap needs more:
 * the bytes held twice as a function of {@code o} form a trapezoid per window pair (zero up to the
 * interval's start, rising with slope 1, flat, falling back to zero at its end), and a sweep over the
 * sorted slope changes of all trapezoids gives the overlap as a piecewise linear function of the offset.
 * Only aligned offsets in {@code [0, maxOffset]} count. Not thread-safe (scratch arrays): the solver thread
 * uses it.
 */
final class FreePositions {
    private final Interference interference;
    private final NeighbourCache neighbours;
    private final long[] size;
    private final long[] alignment;
    private final long[] maxOffset;
    /**
     * Sorted event offsets of the last sweep: where an interval blocks from and is free again from, or where
     * the slope rises by 1 (a trapezoid starts or ends) and falls by 1 (its top starts or ends).
     */
    private long[] ups = new long[16];
    private long[] downs = new long[16];
    private int events;
    /** Where a sweep over those events stands: the first rise and the first fall not yet passed. */
    private int upAt;
    private int downAt;
    /** Interval starts packed with the interval's number, for the one sort of {@link #lowestFree}. */
    private long[] keys = new long[16];

    FreePositions(Interference interference, NeighbourCache neighbours, long[] size, long[] alignment,
                  long[] maxOffset) {
        this.interference = interference;
        this.neighbours = neighbours;
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
        long free = lowestFree(slot, offsets);
        return free >= 0 ? free : leastOverlapSweep(slot, offsets);
    }

    /**
     * The lowest free offset of {@code slot}, or -1 when it has none. A candidate (0 at first) is free unless
     * an interval starting at or below it ends above it, so the intervals are taken in order of their start,
     * each pushing the candidate to its end: one sort of the starts, each packed with its interval's number
     * (the two sorts of {@link #holeBottoms} when the starts are too far apart to pack).
     */
    private long lowestFree(int slot, long[] offsets) {
        gather(slot, offsets);
        long a = alignment[slot];
        long max = maxOffset[slot];
        if (events == 0) {
            return max >= 0 ? 0 : -1;
        }
        long lowest = Long.MAX_VALUE;
        long highest = Long.MIN_VALUE;
        for (int k = 0; k < events; k++) {
            lowest = Math.min(lowest, ups[k]);
            highest = Math.max(highest, ups[k]);
        }
        int shift = Math.max(1, 32 - Integer.numberOfLeadingZeros(events - 1));
        long spread = highest - lowest;
        if (spread < 0 || spread >= 1L << (63 - shift)) {
            long[] bottoms = holeBottoms(slot, offsets);
            return bottoms.length == 0 ? -1 : bottoms[0];
        }
        if (keys.length < events) {
            keys = new long[ups.length];
        }
        for (int k = 0; k < events; k++) {
            keys[k] = (ups[k] - lowest) << shift | k;
        }
        Arrays.sort(keys, 0, events);
        long mask = (1L << shift) - 1;
        long candidate = 0;
        for (int q = 0; q < events && candidate <= max; q++) {
            int k = (int) (keys[q] & mask);
            if (candidate < (keys[q] >>> shift) + lowest) {
                return candidate;
            }
            if (candidate < downs[k]) {
                candidate = alignUp(downs[k], a);
            }
        }
        return candidate <= max ? candidate : -1;
    }

    private long leastOverlapSweep(int slot, long[] offsets) {
        collect(slot, offsets);
        long a = alignment[slot];
        long max = maxOffset[slot];
        long bestOffset = 0;
        long bestOverlap = Long.MAX_VALUE;
        long f = 0;
        long slope = 0;
        long prev = Long.MIN_VALUE;
        rewind();
        while (true) {
            long next = nextEvent();
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
            slope += pass(next);
            prev = next;
        }
    }

    /**
     * The first free offset of every run of free offsets, ascending: where {@code slot} can sit at the
     * bottom of a hole.
     */
    long[] holeBottoms(int slot, long[] offsets) {
        blocked(slot, offsets);
        long a = alignment[slot];
        long max = maxOffset[slot];
        long[] out = new long[events + 1];
        int found = 0;
        long lastFree = Long.MIN_VALUE;
        int open = 0;
        long prev = 0;
        rewind();
        while (true) {
            long next = nextEvent();
            long lo = alignUp(prev, a);
            if (lo > max) {
                return Arrays.copyOf(out, found);
            }
            if (open == 0 && lo < next) {
                // [prev, next) is free: its aligned offsets continue the run that ended at lastFree, if adjacent
                if (lastFree == Long.MIN_VALUE || lo - a != lastFree) {
                    out[found++] = lo;
                }
                lastFree = next == Long.MAX_VALUE ? max : Math.min(alignDown(next - 1, a), max);
            }
            if (next == Long.MAX_VALUE) {
                return Arrays.copyOf(out, found);
            }
            open += pass(next);
            prev = Math.max(prev, next);
        }
    }

    private void rewind() {
        upAt = 0;
        downAt = 0;
    }

    /** The offset of the sweep's next event, {@link Long#MAX_VALUE} past the last. */
    private long nextEvent() {
        return Math.min(upAt < events ? ups[upAt] : Long.MAX_VALUE, downAt < events ? downs[downAt] : Long.MAX_VALUE);
    }

    /** Passes the events at {@code at}: how many rise there less how many fall. */
    private int pass(long at) {
        int change = 0;
        for (; upAt < events && ups[upAt] == at; upAt++) {
            change++;
        }
        for (; downAt < events && downs[downAt] == at; downAt++) {
            change--;
        }
        return change;
    }

    /** Whether {@code slot} at {@code offset} collides with its neighbour {@code other} at {@code otherOffset}. */
    boolean collides(int slot, long offset, int other, long otherOffset) {
        return interference.collides(slot, offset, other, otherOffset);
    }

    int[] neighbours(int slot) {
        return neighbours.of(slot);
    }

    /** The blocked intervals of {@code slot}, the starts and the ends each sorted. */
    private void blocked(int slot, long[] offsets) {
        gather(slot, offsets);
        Arrays.sort(ups, 0, events);
        Arrays.sort(downs, 0, events);
    }

    /**
     * The blocked intervals of {@code slot} that block some offset in {@code [0, maxOffset]}, unsorted:
     * interval {@code k} blocks the offsets from {@code ups[k]} (its start + 1) up to {@code downs[k]},
     * exclusive. Neighbours out of the way (taken out far below 0 by a ruin move, or high above) drop out.
     */
    private void gather(int slot, long[] offsets) {
        events = 0;
        long max = maxOffset[slot];
        for (int j : neighbours(slot)) {
            long oj = offsets[j];
            if (interference.plain(slot, j)) {
                interval(oj - size[slot], oj + size[j], max);
                continue;
            }
            long[] w = interference.windows(slot, j);
            for (int q = 0; q < w.length; q += 4) {
                interval(oj + w[q + 2] - w[q + 1], oj + w[q + 3] - w[q], max);
            }
        }
    }

    /** Offsets in the open interval {@code (after, before)} are blocked; kept when some are in {@code [0, max]}. */
    private void interval(long after, long before, long max) {
        if (before <= 0 || after >= max) {
            return;
        }
        if (events == ups.length) {
            ups = Arrays.copyOf(ups, 2 * ups.length);
            downs = Arrays.copyOf(downs, 2 * downs.length);
        }
        ups[events] = after + 1;
        downs[events] = before;
        events++;
    }

    /** The slope changes of all trapezoids of {@code slot}, sorted. */
    private void collect(int slot, long[] offsets) {
        events = 0;
        for (int j : neighbours(slot)) {
            long oj = offsets[j];
            if (interference.plain(slot, j)) {
                trapezoid(0, size[slot], oj, oj + size[j]);
                continue;
            }
            long[] w = interference.windows(slot, j);
            for (int q = 0; q < w.length; q += 4) {
                trapezoid(w[q], w[q + 1], oj + w[q + 2], oj + w[q + 3]);
            }
        }
        Arrays.sort(ups, 0, events);
        Arrays.sort(downs, 0, events);
    }

    /** Own window {@code [lower, upper)} against the other's bytes {@code [from, to)} (absolute). */
    private void trapezoid(long lower, long upper, long from, long to) {
        long own = upper - lower;
        long other = to - from;
        long start = from - upper;
        if (events + 2 > ups.length) {
            ups = Arrays.copyOf(ups, 2 * ups.length);
            downs = Arrays.copyOf(downs, 2 * downs.length);
        }
        ups[events] = start;
        ups[events + 1] = start + own + other;
        downs[events] = start + Math.min(own, other);
        downs[events + 1] = start + Math.max(own, other);
        events += 2;
    }

    static long alignUp(long x, long a) {
        return Math.ceilDiv(x, a) * a;
    }

    static long alignDown(long x, long a) {
        return Math.floorDiv(x, a) * a;
    }
}
