package dev.berth.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Json;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A bench's files, the same for every family: {@code PREFIX.csv} (one line per run, every column),
 * {@code PREFIX.json} (the options, rows, summaries and proof checks), {@code PREFIX.md} (the options sentence
 * and the tables), {@code PREFIX-seconds.png} and {@code PREFIX-ratio.png} (per instance and strategy).
 */
final class BenchOutput {
    private final Path dir;
    private final String prefix;
    private final String keyHeader;
    private final List<String> scoreTerms;
    private final String boundName;

    /**
     * @param prefix    "results", or "ablation" for an ablation's files
     * @param keyHeader what the strategy column is called: "strategy", or "config" in an ablation
     */
    BenchOutput(Path dir, String prefix, String keyHeader, List<String> scoreTerms, String boundName) {
        this.dir = dir;
        this.prefix = prefix;
        this.keyHeader = keyHeader;
        this.scoreTerms = scoreTerms;
        this.boundName = boundName;
    }

    List<Path> write(String family, SolveOptions options, List<BenchRow> rows, List<BenchSummary> summaries,
                     List<ProofCheck> checks) throws IOException {
        Files.createDirectories(dir);
        List<Path> files = new ArrayList<>();
        files.add(csv(rows));
        files.add(json(family, options, rows, summaries, checks));
        files.add(markdown(options, rows, summaries, checks));
        if (!rows.isEmpty()) {
            files.add(BenchFiles.savePng(StrategyBars.seconds(rows, "seconds per instance", BenchRow::seconds),
                    dir.resolve(prefix + "-seconds.png")));
            files.add(BenchFiles.savePng(StrategyBars.ratio(rows, scoreTerms.get(0) + " / " + boundName
                            + " per instance (no bar: no valid answer)",
                    scoreTerms.get(0) + " / " + boundName, BenchRow::ratio), dir.resolve(prefix + "-ratio.png")));
        }
        return files;
    }

    private Path csv(List<BenchRow> rows) throws IOException {
        List<String> facts = BenchTables.factColumns(rows);
        List<String> extras = BenchTables.extraColumns(rows);
        List<String> header = new ArrayList<>(List.of("instance", "group"));
        header.addAll(facts);
        header.addAll(List.of(keyHeader, "status"));
        header.addAll(scoreTerms);
        header.addAll(List.of(boundName, "ratio", "reported_bound", "proof", "seconds", "heap_peak_bytes",
                "heap_base_bytes", "validator", "second_opinion"));
        extras.forEach(k -> header.add(k.replace(' ', '_'))); // "over capacity" reads well in a table, not in a CSV header
        header.addAll(List.of("message", "stats"));
        StringBuilder sb = new StringBuilder(String.join(",", header)).append('\n');
        for (BenchRow r : rows) {
            List<String> f = new ArrayList<>(List.of(r.instance(), r.group() == null ? "" : r.group()));
            facts.forEach(k -> f.add(String.valueOf(BenchTables.cell(r.facts(), k))));
            f.addAll(List.of(r.strategy(), r.status().name()));
            for (int i = 0; i < scoreTerms.size(); i++) {
                f.add(r.score() != null ? Long.toString(r.score()[i]) : ""); // an INVALID row's too, for the record
            }
            f.addAll(List.of(Long.toString(r.bound()), Double.isNaN(r.ratio()) ? "" : String.format(Locale.ROOT, "%.6f", r.ratio()),
                    Long.toString(r.reportedBound()), r.proof(), String.format(Locale.ROOT, "%.6f", r.seconds()),
                    Long.toString(r.heapPeakBytes()), Long.toString(r.heapBaseBytes()),
                    r.validator() == null ? "" : r.validator(), r.secondOpinion() == null ? "" : r.secondOpinion()));
            extras.forEach(k -> f.add(String.valueOf(BenchTables.cell(r.extras(), k))));
            f.add(r.message() == null ? "" : r.message());
            f.add(BenchFiles.statsJson(r.stats()));
            BenchFiles.csvLine(sb, f.toArray(new String[0]));
        }
        Path file = dir.resolve(prefix + ".csv");
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    private Path json(String family, SolveOptions options, List<BenchRow> rows, List<BenchSummary> summaries,
                      List<ProofCheck> checks) throws IOException {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("family", family);
        root.put("boundName", boundName); // what a row's "bound" is (sync: the width)
        root.set("options", options(options));
        ArrayNode arr = root.putArray("rows");
        for (BenchRow r : rows) {
            ObjectNode o = arr.addObject();
            o.put("instance", r.instance());
            o.put("group", r.group());
            o.put(keyHeader, r.strategy());
            o.put("status", r.status().name());
            for (int i = 0; i < scoreTerms.size(); i++) {
                if (r.score() != null) {
                    o.put(scoreTerms.get(i), r.score()[i]);
                } else {
                    o.putNull(scoreTerms.get(i));
                }
            }
            o.put("bound", r.bound());
            number(o, "ratio", r.ratio());
            o.put("reportedBound", r.reportedBound());
            o.put("proof", r.proof());
            o.put("seconds", r.seconds());
            o.put("heapPeakBytes", r.heapPeakBytes());
            o.put("heapBaseBytes", r.heapBaseBytes());
            o.put("validator", r.validator());
            o.put("secondOpinion", r.secondOpinion());
            o.put("message", r.message());
            o.set("facts", tree(r.facts()));
            o.set("extras", tree(r.extras()));
            o.set("stats", tree(r.stats()));
        }
        ArrayNode sum = root.putArray("summary");
        for (BenchSummary s : summaries) {
            ObjectNode o = Json.MAPPER.valueToTree(s);
            List<String> undefined = new ArrayList<>();
            o.properties().forEach(e -> {
                if (e.getValue().isDouble() && Double.isNaN(e.getValue().doubleValue())
                        || "NaN".equals(e.getValue().textValue())) {
                    undefined.add(e.getKey());
                }
            });
            undefined.forEach(o::putNull); // a mean over no runs is null, as in the rows, not the string "NaN"
            sum.add(o);
        }
        ArrayNode pc = root.putArray("proofChecks");
        for (ProofCheck c : checks) {
            ObjectNode o = pc.addObject();
            o.put("instance", c.row().instance());
            o.put(keyHeader, c.row().strategy());
            o.put("checkedBy", c.checker());
            o.put("verdict", c.verdict().name());
            o.put("detail", c.detail());
        }
        Path file = dir.resolve(prefix + ".json");
        Files.writeString(file, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n",
                StandardCharsets.UTF_8);
        return file;
    }

    private Path markdown(SolveOptions options, List<BenchRow> rows, List<BenchSummary> summaries,
                          List<ProofCheck> checks) throws IOException {
        StringBuilder sb = new StringBuilder(BenchFiles.optionsSentence(options)).append("\n\n");
        sb.append(BenchTables.runs(rows, scoreTerms, boundName, keyHeader).markdown()).append('\n');
        sb.append(BenchTables.summary(summaries, boundName, keyHeader).markdown());
        if (!checks.isEmpty()) {
            sb.append("\nSearch proofs checked by a second complete strategy:\n\n")
                    .append(BenchTables.proofChecks(checks).markdown());
        }
        Path file = dir.resolve(prefix + ".md");
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    static ObjectNode options(SolveOptions options) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("objective", options.objective().name());
        if (options.timeLimit() == null) {
            o.putNull("timeLimitSeconds");
        } else {
            o.put("timeLimitSeconds", options.timeLimit().toMillis() / 1e3);
        }
        o.put("seed", options.seed());
        o.put("nodeLimit", options.nodeLimit());
        o.put("threads", options.threads());
        ObjectNode p = o.putObject("params");
        new TreeMap<>(options.params()).forEach(p::put);
        return o;
    }

    /** A map as JSON; a value Jackson cannot serialise is written as its string form. */
    private static ObjectNode tree(Map<String, Object> m) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        m.forEach((k, v) -> o.set(k, BenchFiles.statValue(v)));
        return o;
    }

    private static void number(ObjectNode o, String field, double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            o.putNull(field);
        } else {
            o.put(field, v);
        }
    }
}
