package dev.berth.bench.memory;

import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchStatus;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One strategy on one instance, as the bench saw it.
 *
 * @param instance         the problem's name
 * @param buffers          its buffer count
 * @param capacity         its capacity, or {@code null} when unbounded
 * @param strategy         the allocator's name (in an ablation: the configuration's label)
 * @param status           the strategy's status, or INVALID / ERROR (see {@link BenchStatus})
 * @param peak             the peak of the valid layout, or -1 without one
 * @param bound            max of {@code MemoryLowerBound.of(problem)} and the bound the strategy reported
 * @param overCapacityPeak the {@code overCapacityPeak} stat: how high the best layout above the capacity
 *                         reached, or {@code null}
 * @param seconds          wall-clock time of the {@code allocate} call, measured by the bench
 * @param heapPeakBytes    heap in use at the run's highest point, summed over heap pools (see
 *                         {@link MemoryBenchRunner} for how it is measured), or -1 if unavailable
 * @param heapBaseBytes    heap in use after the full GC just before the run
 * @param message          the strategy's reason, the check that failed, or the exception; may be null
 * @param stats            the strategy's own counters
 */
public record MemoryBenchRow(String instance, int buffers, Long capacity, String strategy, BenchStatus status,
                             long peak, long bound, Long overCapacityPeak, double seconds, long heapPeakBytes,
                             long heapBaseBytes, String message, Map<String, Object> stats) implements BenchRow {

    public MemoryBenchRow {
        stats = stats == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(stats));
    }

    /** peak / bound when there is a valid layout and a positive bound, else NaN. */
    public double ratio() {
        return peak >= 0 && bound > 0 ? (double) peak / bound : Double.NaN;
    }

    public boolean hasPeak() {
        return peak >= 0;
    }

    /** Heap the run added at its peak over what was live before it, or -1 if unavailable. */
    public long heapAddedBytes() {
        return heapPeakBytes < 0 ? -1 : Math.max(0, heapPeakBytes - heapBaseBytes);
    }

    /** This row turned INVALID with {@code why}: the layout no longer counts. */
    public MemoryBenchRow invalid(String why) {
        return new MemoryBenchRow(instance, buffers, capacity, strategy, BenchStatus.INVALID, -1, bound,
                overCapacityPeak, seconds, heapPeakBytes, heapBaseBytes, why, stats);
    }

    public MemoryBenchRow withStrategy(String name) {
        return new MemoryBenchRow(instance, buffers, capacity, name, status, peak, bound, overCapacityPeak, seconds,
                heapPeakBytes, heapBaseBytes, message, stats);
    }
}
