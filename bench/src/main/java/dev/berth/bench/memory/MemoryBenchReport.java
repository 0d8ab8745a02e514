package dev.berth.bench.memory;

import dev.berth.bench.BenchStatus;

import java.nio.file.Path;
import java.util.List;

/**
 * What a bench produced.
 *
 * @param rows      one per (instance, strategy), instances outer, strategies inner, in the order given
 * @param summaries one per strategy
 * @param files     the files written (empty without an output directory)
 */
public record MemoryBenchReport(List<MemoryBenchRow> rows, List<StrategySummary> summaries, List<Path> files) {

    public MemoryBenchReport {
        rows = List.copyOf(rows);
        summaries = List.copyOf(summaries);
        files = List.copyOf(files);
    }

    /** Rows flagged INVALID: wrong answers, bugs. */
    public List<MemoryBenchRow> invalid() {
        return rows.stream().filter(r -> r.status() == BenchStatus.INVALID).toList();
    }

    /** Rows flagged ERROR: the strategy threw or hung. */
    public List<MemoryBenchRow> errors() {
        return rows.stream().filter(r -> r.status() == BenchStatus.ERROR).toList();
    }
}
