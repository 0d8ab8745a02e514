package dev.berth.bench.memory;

import dev.berth.bench.BenchFiles;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Json;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** results.csv and results.json of a bench: one record per run, plus the options and summaries in JSON. */
final class MemoryBenchFiles {
    static final List<String> CSV_COLUMNS = List.of("instance", "buffers", "capacity", "strategy", "status", "peak",
            "bound", "ratio", "over_capacity_peak", "seconds", "heap_peak_bytes", "heap_base_bytes", "message", "stats");

    private MemoryBenchFiles() {
    }

    /** {@code strategyColumn} names the strategy column: "strategy", or "config" in an ablation. */
    static Path writeCsv(Path file, List<MemoryBenchRow> rows, String strategyColumn) throws IOException {
        List<String> header = CSV_COLUMNS.stream().map(c -> c.equals("strategy") ? strategyColumn : c).toList();
        StringBuilder sb = new StringBuilder(String.join(",", header)).append('\n');
        for (MemoryBenchRow r : rows) {
            BenchFiles.csvLine(sb,
                r.instance(), Integer.toString(r.buffers()), r.capacity() == null ? "" : r.capacity().toString(),
                r.strategy(), r.status().name(), r.hasPeak() ? Long.toString(r.peak()) : "", Long.toString(r.bound()),
                Double.isNaN(r.ratio()) ? "" : String.format(Locale.ROOT, "%.6f", r.ratio()),
                r.overCapacityPeak() == null ? "" : r.overCapacityPeak().toString(),
                String.format(Locale.ROOT, "%.6f", r.seconds()), Long.toString(r.heapPeakBytes()),
                Long.toString(r.heapBaseBytes()), r.message() == null ? "" : r.message(),
                r.stats().isEmpty() ? "" : Json.MAPPER.writeValueAsString(stats(r.stats())));
        }
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    /** {@code root} may carry fields of its own (an ablation's strategy and switches); rows go under "rows". */
    static Path writeJson(Path file, ObjectNode root, SolveOptions options, List<MemoryBenchRow> rows,
                          List<StrategySummary> summaries) throws IOException {
        root.set("options", options(options));
        ArrayNode arr = root.putArray("rows");
        rows.forEach(r -> arr.add(row(r)));
        ArrayNode sum = root.putArray("summary");
        for (StrategySummary s : summaries) {
            ObjectNode o = sum.addObject();
            o.put("strategy", s.strategy());
            o.put("runs", s.runs());
            o.put("solved", s.solved());
            o.put("optimal", s.optimal());
            o.put("infeasible", s.infeasible());
            o.put("unknown", s.unknown());
            o.put("invalid", s.invalid());
            o.put("errors", s.errors());
            number(o, "meanRatio", s.meanRatio());
            o.put("totalSeconds", s.totalSeconds());
        }
        Files.writeString(file, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n",
                StandardCharsets.UTF_8);
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
        new java.util.TreeMap<>(options.params()).forEach(p::put);
        return o;
    }

    static ObjectNode row(MemoryBenchRow r) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("instance", r.instance());
        o.put("buffers", r.buffers());
        if (r.capacity() == null) {
            o.putNull("capacity");
        } else {
            o.put("capacity", r.capacity());
        }
        o.put("strategy", r.strategy());
        o.put("status", r.status().name());
        if (r.hasPeak()) {
            o.put("peak", r.peak());
        } else {
            o.putNull("peak");
        }
        o.put("bound", r.bound());
        number(o, "ratio", r.ratio());
        if (r.overCapacityPeak() == null) {
            o.putNull("overCapacityPeak");
        } else {
            o.put("overCapacityPeak", r.overCapacityPeak());
        }
        o.put("seconds", r.seconds());
        o.put("heapPeakBytes", r.heapPeakBytes());
        o.put("heapBaseBytes", r.heapBaseBytes());
        if (r.message() == null) {
            o.putNull("message");
        } else {
            o.put("message", r.message());
        }
        o.set("stats", stats(r.stats()));
        return o;
    }

    /** Stats as JSON; a value Jackson cannot serialise is written as its string form. */
    private static ObjectNode stats(Map<String, Object> stats) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        stats.forEach((k, v) -> {
            JsonNode n;
            try {
                n = Json.MAPPER.valueToTree(v);
            } catch (IllegalArgumentException e) {
                n = Json.MAPPER.getNodeFactory().textNode(String.valueOf(v));
            }
            o.set(k, n);
        });
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
