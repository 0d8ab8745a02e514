package dev.berth.bench.sync;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Json;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

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
            String[] f = {
                r.instance(), r.family(), Integer.toString(r.warps()), Integer.toString(r.pairs()), r.semantics(),
                r.strategy(), r.status().name(), r.used() >= 0 ? Integer.toString(r.used()) : "",
                Integer.toString(r.width()), Double.isNaN(r.gap()) ? "" : Long.toString((long) r.gap()),
                Double.isNaN(r.ratio()) ? "" : String.format(Locale.ROOT, "%.6f", r.ratio()),
                Integer.toString(r.bound()), Integer.toString(r.removed()),
                String.format(Locale.ROOT, "%.6f", r.seconds()), String.format(Locale.ROOT, "%.6f", r.widthSeconds()),
                nullToEmpty(r.validator()), nullToEmpty(r.secondOpinion()), nullToEmpty(r.message()), stats(r)
            };
            for (int i = 0; i < f.length; i++) {
                sb.append(i == 0 ? "" : ",").append(csvField(f[i]));
            }
            sb.append('\n');
        }
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    static Path writeMarkdown(Path file, SolveOptions options, List<SyncBenchRow> rows,
                              List<SyncBenchSummary> summaries) throws IOException {
        String text = "# Sync bench\n\n" + options(options) + "\n\n"
                + "`used`: physical resources of the mapping; `width`: the proven minimum with no pair removed "
                + "(SyncWidth); `gap` = used - width (negative only when removed pairs lowered the width).\n\n"
                + "## Summary\n\n" + SyncTables.summary(summaries).markdown() + "\n"
                + "## Runs\n\n" + SyncTables.runs(rows).markdown();
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    private static String options(SolveOptions o) {
        return "Options: time limit " + (o.timeLimit() == null ? "none" : o.timeLimit().toMillis() / 1e3 + " s")
                + ", seed " + o.seed() + ", node limit " + (o.nodeLimit() == 0 ? "none" : o.nodeLimit()) + ", threads "
                + o.threads() + (o.params().isEmpty() ? "" : ", params " + new TreeMap<>(o.params())) + ".";
    }

    private static String stats(SyncBenchRow r) throws JsonProcessingException {
        if (r.stats().isEmpty()) {
            return "";
        }
        TreeMap<String, String> m = new TreeMap<>();
        r.stats().forEach((k, v) -> m.put(k, String.valueOf(v)));
        return Json.MAPPER.writeValueAsString(m);
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }

    /** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
    static String csvField(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
