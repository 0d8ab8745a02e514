package dev.berth.model.memory;

/**
 * One piece of a buffer's occupancy: during {@code [start, end)} it holds bytes {@code [lower, upper)}
 * relative to its offset. A buffer without gaps is one segment {@code (start, end, 0, size)}.
 */
public record Segment(long start, long end, long lower, long upper) {
    public boolean overlapsInTime(Segment o) {
        return start < o.end && o.start < end;
    }
}
