package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
import dev.berth.model.memory.Segment;

import java.util.List;

/**
 * The pairs of segments whose (half-open) time intervals overlap, found by a sweep in O(m log m + pairs)
 * instead of testing all m^2 pairs: with segments sorted by start, segment i overlaps exactly the later ones
 * that start before it ends. Segments of one buffer never overlap each other in time, so a pair always joins
 * two buffers. Segments with no duration are ignored.
 */
public final class TimeOverlaps {
    /** Receives one overlapping pair of segment indices. */
    @FunctionalInterface
    public interface PairConsumer {
        void accept(int a, int b);
    }

    private final List<Segment> segments;
    /** Segment indices by increasing start (ties by index); durationless segments left out. */
    private final int[] byStart;
    private final long[] starts;

    public TimeOverlaps(List<Segment> segments) {
        this.segments = segments;
        this.byStart = java.util.stream.IntStream.range(0, segments.size())
                .filter(k -> segments.get(k).end() > segments.get(k).start())
                .boxed()
                .sorted((a, b) -> {
                    int c = Long.compare(segments.get(a).start(), segments.get(b).start());
                    return c != 0 ? c : Integer.compare(a, b);
                })
                .mapToInt(Integer::intValue).toArray();
        this.starts = new long[byStart.length];
        for (int r = 0; r < byStart.length; r++) {
            starts[r] = segments.get(byStart[r]).start();
        }
    }

    /** How many pairs overlap in time, in O(m log m), without listing them. */
    public long countPairs() {
        long total = 0;
        for (int r = 0; r < byStart.length; r++) {
            total += firstStartingAtOrAfter(segments.get(byStart[r]).end(), r + 1) - r - 1;
        }
        return total;
    }

    /**
     * Gives every overlapping pair to {@code out}, polling the budget every 4096 segments.
     *
     * @return how many segments had all their pairs given: {@link #segments()} unless the budget ran out
     */
    public int forEachPair(PairConsumer out, Budget budget) {
        for (int r = 0; r < byStart.length; r++) {
            if ((r & 1023) == 0 && budget.exhausted()) {
                return r;
            }
            int a = byStart[r];
            long end = segments.get(a).end();
            for (int q = r + 1; q < byStart.length && starts[q] < end; q++) {
                out.accept(a, byStart[q]);
            }
        }
        return byStart.length;
    }

    /** Segments that last some time (the others overlap nothing). */
    public int segments() {
        return byStart.length;
    }

    /** Per segment: whether it overlaps some other segment in time. */
    public boolean[] overlapping() {
        boolean[] out = new boolean[segments.size()];
        long maxEnd = Long.MIN_VALUE;
        for (int r = 0; r < byStart.length; r++) {
            Segment s = segments.get(byStart[r]);
            boolean earlier = maxEnd > s.start();
            boolean later = r + 1 < byStart.length && starts[r + 1] < s.end();
            out[byStart[r]] = earlier || later;
            maxEnd = Math.max(maxEnd, s.end());
        }
        return out;
    }

    /** Rank of the first sorted segment at or after {@code from} that starts at or after {@code time}. */
    private int firstStartingAtOrAfter(long time, int from) {
        int lo = from;
        int hi = byStart.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (starts[mid] < time) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
