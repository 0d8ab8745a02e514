package dev.berth.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Json;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.internal.chartpart.IChart;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Pieces the benches' result files share: CSV fields and lines, the options sentence, stats, PNG charts. */
public final class BenchFiles {
    private BenchFiles() {
    }

    /** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
    public static String csvField(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    /** Appends one CSV line of {@code fields} (null written as empty) and its line break. */
    public static StringBuilder csvLine(StringBuilder sb, String... fields) {
        for (int i = 0; i < fields.length; i++) {
            sb.append(i == 0 ? "" : ",").append(csvField(fields[i] == null ? "" : fields[i]));
        }
        return sb.append('\n');
    }

    /** "Options: time limit 5.0 s, seed 1, node limit none, threads 2, params {share=none}." */
    public static String optionsSentence(SolveOptions o) {
        return "Options: time limit " + (o.timeLimit() == null ? "none" : o.timeLimit().toMillis() / 1e3 + " s")
                + ", seed " + o.seed() + ", node limit " + (o.nodeLimit() == 0 ? "none" : o.nodeLimit()) + ", threads "
                + o.threads() + (o.params().isEmpty() ? "" : ", params " + new TreeMap<>(o.params())) + ".";
    }

    /** A strategy's stats as one JSON object of strings, keys sorted; empty when there are none. */
    public static String statsJson(Map<String, Object> stats) {
        if (stats.isEmpty()) {
            return "";
        }
        ObjectNode o = Json.MAPPER.createObjectNode();
        new TreeMap<>(stats).forEach((k, v) -> o.set(k, statValue(v)));
        try {
            return Json.MAPPER.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e); // a tree always serialises
        }
    }

    /** A stat as JSON: numbers stay numbers and a portfolio's member map stays a map; anything else as text. */
    public static JsonNode statValue(Object v) {
        try {
            return Json.MAPPER.valueToTree(v);
        } catch (IllegalArgumentException e) {
            return TextNode.valueOf(String.valueOf(v));
        }
    }

    /** Sets headless rendering unless the caller chose otherwise; charts are drawn off-screen. */
    public static void headless() {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    /** Writes {@code chart} as a PNG; returns the file. */
    public static Path savePng(IChart chart, Path file) throws IOException {
        headless();
        try (OutputStream out = Files.newOutputStream(file)) {
            BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
        }
        return file;
    }

    /** Writes {@code charts} as one PNG, stacked top to bottom in the order given. */
    public static Path savePng(List<? extends IChart> charts, Path file) throws IOException {
        headless();
        try (OutputStream out = Files.newOutputStream(file)) {
            BitmapEncoder.saveBitmap(charts, charts.size(), 1, out, BitmapEncoder.BitmapFormat.PNG);
        }
        return file;
    }
}
