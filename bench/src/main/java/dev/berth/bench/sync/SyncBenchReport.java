package dev.berth.bench.sync;

import dev.berth.bench.BenchStatus;

import java.nio.file.Path;
import java.util.List;

/**
 * What a sync bench produced.
 *
 * @param rows      one per (instance, strategy), instances outer, strategies inner, in the order given
 * @param summaries per family and strategy (see {@link SyncBenchSummary#of})
 * @param files     the files written (empty without an output directory)
 */
public record SyncBenchReport(List<SyncBenchRow> rows, List<SyncBenchSummary> summaries, List<Path> files) {

    public SyncBenchReport {
        rows = List.copyOf(rows);
        summaries = List.copyOf(summaries);
        files = List.copyOf(files);
    }

    /** Rows flagged INVALID: wrong answers, bugs. */
    public List<SyncBenchRow> invalid() {
        return rows.stream().filter(r -> r.status() == BenchStatus.INVALID).toList();
    }

    /** Rows flagged ERROR: the strategy threw or hung. */
    public List<SyncBenchRow> errors() {
        return rows.stream().filter(r -> r.status() == BenchStatus.ERROR).toList();
    }
}
