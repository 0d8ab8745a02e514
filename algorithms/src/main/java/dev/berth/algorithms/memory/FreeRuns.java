package dev.berth.algorithms.memory;

import java.util.Arrays;

/**
 * The free address runs {@code [start, end)} left by some occupied ranges, ascending, the last one
 * unbounded; for first-fit placement with alignment.
 */
final class FreeRuns {
    private long[] starts;
    private long[] ends;
    private int count;

    /**
     * The complement in {@code [0, inf)} of the union of {@code [lows[i], highs[i])}, {@code i < n};
     * sorts both arrays in place (the union needs only the two sorted ends, not the pairs).
     */
    FreeRuns(long[] lows, long[] highs, int n) {
        Arrays.sort(lows, 0, n);
        Arrays.sort(highs, 0, n);
        starts = new long[n + 1];
        ends = new long[n + 1];
        long runStart = 0;
        int covering = 0;
        int i = 0;
        int j = 0;
        while (i < n || j < n) {
            if (i < n && lows[i] <= highs[j]) {
                if (covering == 0 && lows[i] > runStart) {
                    add(runStart, lows[i]);
                }
                covering++;
                i++;
            } else {
                covering--;
                if (covering == 0) {
                    runStart = Math.max(runStart, highs[j]);
                }
                j++;
            }
        }
        add(runStart, Long.MAX_VALUE);
    }

    /** The lowest multiple of {@code alignment} where {@code size} bytes are free. */
    long firstFit(long size, long alignment) {
        for (int r = 0; r < count; r++) {
            long x = GreedyPass.alignUp(starts[r], alignment);
            if (x >= starts[r] && x <= ends[r] - size) {
                return x;
            }
        }
        throw new IllegalStateException("the last run is unbounded");
    }

    /** Marks {@code [x, x + size)}, which lies inside one free run, as occupied. */
    void occupy(long x, long size) {
        if (size <= 0) {
            return;
        }
        int r = 0;
        while (ends[r] <= x) {
            r++;
        }
        long s = starts[r];
        long e = ends[r];
        if (x < s || x + size > e) {
            throw new IllegalArgumentException("[" + x + ", " + (x + size) + ") is not free");
        }
        if (s < x && x + size < e) {
            if (count == starts.length) {
                starts = Arrays.copyOf(starts, 2 * count);
                ends = Arrays.copyOf(ends, 2 * count);
            }
            System.arraycopy(starts, r + 1, starts, r + 2, count - r - 1);
            System.arraycopy(ends, r + 1, ends, r + 2, count - r - 1);
            count++;
            ends[r] = x;
            starts[r + 1] = x + size;
            ends[r + 1] = e;
        } else if (s < x) {
            ends[r] = x;
        } else if (x + size < e) {
            starts[r] = x + size;
        } else {
            System.arraycopy(starts, r + 1, starts, r, count - r - 1);
            System.arraycopy(ends, r + 1, ends, r, count - r - 1);
            count--;
        }
    }

    private void add(long s, long e) {
        starts[count] = s;
        ends[count] = e;
        count++;
    }
}
