package dev.berth.bench.sync;

import dev.berth.bench.BenchFiles;
import dev.berth.model.SolveOptions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** results.csv (one line per run) and results.md (options, the runs and the summary as markdown tables). */
final class SyncBenchFiles {
    static final List<String> CSV_COLUMNS = List.of("instance", "family", "warps", "pairs", "semantics", "strategy",
            "status", "used", "width", "gap", "ratio", "bound", "removed", "seconds", "width_seconds", "validator",
            "second_opinion", "message", "stats");

    private SyncBenchFiles() {
    }

    static Path writeCsv(Path file, List<SyncBenchRow> rows) throws IOException {
        StringBuilder sb = new StringBuilder(String.join(",", CSV_COLUMNS)).append('\n');
        for (SyncBenchRow r : rows) {
            BenchFiles.csvLine(sb,
                r.instance(), r.family(), Integer.toString(r.warps()), Integer.toString(r.pairs()), r.semantics(),
                r.strategy(), r.status().name(), r.used() >= 0 ? Integer.toString(r.used()) : "",
                Integer.toString(r.width()), Double.isNaN(r.gap()) ? "" : Long.toString((long) r.gap()),
                Double.isNaN(r.ratio()) ? "" : String.format(Locale.ROOT, "%.6f", r.ratio()),
                Integer.toString(r.bound()), Integer.toString(r.removed()),
                String.format(Locale.ROOT, "%.6f", r.seconds()), String.format(Locale.ROOT, "%.6f", r.widthSeconds()),
                r.validator(), r.secondOpinion(), r.message(), BenchFiles.statsJson(r.stats()));
        }
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    static Path writeMarkdown(Path file, SolveOptions options, List<SyncBenchRow> rows,
                              List<SyncBenchSummary> summaries) throws IOException {
        String text = "# Sync bench\n\n" + BenchFiles.optionsSentence(options) + "\n\n"
                + "`used`: physical resources of the mapping; `width`: the proven minimum with no pair removed "
                + "(SyncWidth); `gap` = used - width (negative only when removed pairs lowered the width).\n\n"
                + "## Summary\n\n" + SyncTables.summary(summaries).markdown() + "\n"
                + "## Runs\n\n" + SyncTables.runs(rows).markdown();
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
