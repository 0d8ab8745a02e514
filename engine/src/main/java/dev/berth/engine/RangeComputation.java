package dev.berth.engine;

/**
 * A computation over the index range {@code [0, size)}: {@code compute} one contiguous non-empty sub-range,
 * {@code combine} the results of two adjacent sub-ranges (left first). The engine combines by position, never in
 * completion order; {@code combine} need not be commutative, and for a fixed cutoff and parts per leaf it need not
 * even be associative for the result to be reproducible.
 */
public interface RangeComputation<R> {

    R compute(long from, long to);

    R combine(R left, R right);
}
