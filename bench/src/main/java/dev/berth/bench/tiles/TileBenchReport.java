package dev.berth.bench.tiles;

import dev.berth.bench.BenchStatus;

import java.nio.file.Path;
import java.util.List;

/**
 * What a tiles bench produced.
 *
 * @param rows      one per (instance, strategy), instances outer, strategies inner, in the order given
 * @param summaries one per strategy ({@link TileBenchSummary#of})
 * @param files     the files written (empty without an output directory)
 */
public record TileBenchReport(List<TileBenchRow> rows, List<TileBenchSummary> summaries, List<Path> files) {

    public TileBenchReport {
        rows = List.copyOf(rows);
        summaries = List.copyOf(summaries);
        files = List.copyOf(files);
    }

    /** Rows flagged INVALID: wrong answers, bugs. */
    public List<TileBenchRow> invalid() {
        return rows.stream().filter(r -> r.status() == BenchStatus.INVALID).toList();
    }

    /** Rows flagged ERROR: the strategy threw or hung. */
    public List<TileBenchRow> errors() {
        return rows.stream().filter(r -> r.status() == BenchStatus.ERROR).toList();
    }
}
