package dev.berth.bench.tiles;

import dev.berth.bench.BenchFiles;
import dev.berth.model.SolveOptions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The tiles bench's files: results.csv (one line per run) and results.md (options, summary, runs); the
 * sharing study's sharing.csv and sharing.md.
 */
final class TileBenchFiles {
    static final List<String> CSV_COLUMNS = List.of("instance", "tiles", "variables", "sets", "structures",
            "strategy", "status", "max_peak", "total_memory", "exchange_cycles", "shared", "bound", "reported_bound",
            "ratio", "seconds", "validator", "second_opinion", "message", "stats");
    static final List<String> SHARING_COLUMNS = List.of("instance", "strategy", "status_shared", "status_replicated",
            "max_peak_shared", "max_peak_replicated", "max_peak_saved", "max_peak_saved_pct", "total_shared",
            "total_replicated", "total_saved", "total_saved_pct", "exchange_cycles", "shared", "structures",
            "seconds_shared", "seconds_replicated");

    private TileBenchFiles() {
    }

    static Path writeCsv(Path file, List<TileBenchRow> rows) throws IOException {
        StringBuilder sb = new StringBuilder(String.join(",", CSV_COLUMNS)).append('\n');
        for (TileBenchRow r : rows) {
            BenchFiles.csvLine(sb, r.instance(), Integer.toString(r.tiles()), Integer.toString(r.variables()),
                    Integer.toString(r.sets()), Integer.toString(r.structures()), r.strategy(), r.status().name(),
                    number(r.maxPeak()), number(r.totalMemory()), number(r.exchangeCycles()), number(r.shared()),
                    Long.toString(r.bound()), Long.toString(r.reportedBound()), decimal(r.ratio()), decimal(r.seconds()),
                    r.validator(), r.secondOpinion(), r.message(), BenchFiles.statsJson(r.stats()));
        }
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    static Path writeMarkdown(Path file, SolveOptions options, List<TileBenchRow> rows,
                              List<TileBenchSummary> summaries) throws IOException {
        String reference = summaries.isEmpty() ? "reference" : summaries.get(0).reference();
        String text = "# Tiles bench\n\n" + BenchFiles.optionsSentence(options) + "\n\n"
                + "`max peak`: the largest tile's peak of the layout, `total memory`: the sum of the tiles' peaks, "
                + "`exchange cycles`: what the shared structures cost (all recomputed by the bench); `bound`: "
                + "TileLowerBound, the same for every strategy; `<= " + reference + "`: instances where the strategy "
                + "has a valid layout whose max peak is no larger than " + reference + "'s (or " + reference
                + " has none).\n\n"
                + "## Summary\n\n" + TileTables.summary(summaries).markdown() + "\n"
                + "## Runs\n\n" + TileTables.runs(rows).markdown();
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    static Path writeSharingCsv(Path file, List<TileSharingRow> rows) throws IOException {
        StringBuilder sb = new StringBuilder(String.join(",", SHARING_COLUMNS)).append('\n');
        for (TileSharingRow r : rows) {
            TileBenchRow s = r.shared();
            TileBenchRow n = r.replicated();
            BenchFiles.csvLine(sb, r.instance(), s.strategy(), s.status().name(), n.status().name(),
                    s.solved() ? Long.toString(s.maxPeak()) : "", n.solved() ? Long.toString(n.maxPeak()) : "",
                    r.comparable() ? Long.toString(r.maxPeakSaved()) : "", decimal(r.maxPeakSavedPercent()),
                    s.solved() ? Long.toString(s.totalMemory()) : "", n.solved() ? Long.toString(n.totalMemory()) : "",
                    r.comparable() ? Long.toString(r.totalSaved()) : "", decimal(r.totalSavedPercent()),
                    number(r.exchangeCycles()), s.solved() ? Integer.toString(s.shared()) : "",
                    Integer.toString(s.structures()), decimal(s.seconds()), decimal(n.seconds()));
        }
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    static Path writeSharingMarkdown(Path file, SolveOptions options, List<TileSharingRow> rows) throws IOException {
        String text = "# Sharing vs replicating everything\n\n" + BenchFiles.optionsSentence(options)
                + " The replicated run adds `share=none`.\n\n"
                + "`saved`: replicated minus shared (negative: sharing made it worse), for the largest tile's peak "
                + "and for the sum of the tiles' peaks; `exchange cycles`: what the shared run's exchanges cost; "
                + "`total`: total memory; `status`: shared run / replicated run.\n\n"
                + TileTables.sharing(rows).markdown();
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    private static String number(long x) {
        return x >= 0 ? Long.toString(x) : "";
    }

    private static String decimal(double x) {
        return Double.isNaN(x) ? "" : String.format(Locale.ROOT, "%.6f", x);
    }
}
