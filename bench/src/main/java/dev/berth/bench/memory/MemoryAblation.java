package dev.berth.bench.memory;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchStatus;
import dev.berth.bench.ResultTable;
import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Json;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * What each technique switch of one strategy is worth: the strategy runs on every instance with every
 * switch on ({@code all-on}: each switch's param set to {@code "true"}), then once more per switch with just
 * that one set to {@code "false"} ({@code no-<switch>}). Runs are checked as in {@link MemoryBench}.
 * Prints a summary per configuration (instances solved, optimal, mean peak/bound, total seconds) and an
 * instance x configuration table, and writes {@code ablation.csv}, {@code ablation.json},
 * {@code ablation-seconds.png} and {@code ablation-peak-ratio.png} into the output directory.
 */
public final class MemoryAblation {
    public static final String ALL_ON = "all-on";

    private final MemoryAllocator strategy;
    private final List<String> switches;
    private final List<MemoryProblem> instances;
    private final SolveOptions options;
    private final Path outputDir;
    private final PrintStream out;
    private final boolean progress;
    private final List<BiFunction<MemoryProblem, long[], String>> extraCheckers;

    /**
     * @param switches  param keys the strategy reads as on/off switches
     * @param outputDir where files go (created if missing); {@code null} writes nothing
     */
    public MemoryAblation(MemoryAllocator strategy, List<String> switches, List<MemoryProblem> instances,
                          SolveOptions options, Path outputDir, PrintStream out, boolean progress) {
        this(strategy, switches, instances, options, outputDir, out, progress, List.of());
    }

    public MemoryAblation(MemoryAllocator strategy, List<String> switches, List<MemoryProblem> instances,
                          SolveOptions options, Path outputDir, PrintStream out, boolean progress,
                          List<BiFunction<MemoryProblem, long[], String>> extraCheckers) {
        Set<String> unique = new LinkedHashSet<>(switches);
        if (unique.size() != switches.size()) {
            throw new IllegalArgumentException("a switch is listed twice: " + switches);
        }
        this.strategy = strategy;
        this.switches = List.copyOf(switches);
        this.instances = List.copyOf(instances);
        this.options = options;
        this.outputDir = outputDir;
        this.out = out;
        this.progress = progress;
        this.extraCheckers = List.copyOf(extraCheckers);
    }

    /** The options of a configuration: every switch on, except {@code off} (null: none). */
    public SolveOptions optionsFor(String off) {
        SolveOptions o = options;
        for (String s : switches) {
            o = o.withParam(s, s.equals(off) ? "false" : "true");
        }
        return o;
    }

    public MemoryAblationReport run() {
        List<String> labels = new ArrayList<>();
        List<MemoryAllocator> configs = new ArrayList<>();
        labels.add(ALL_ON);
        configs.add(configured(ALL_ON, optionsFor(null)));
        for (String s : switches) {
            labels.add("no-" + s);
            configs.add(configured("no-" + s, optionsFor(s)));
        }
        List<MemoryBenchRow> rows = MemoryCrossCheck.apply(MemoryBench.runAll(instances, configs, options,
                new MemoryBenchRunner(extraCheckers), progress, "ablation " + strategy.name()));
        List<StrategySummary> summaries = StrategySummary.of(rows);
        List<Path> files = outputDir == null ? List.of() : write(rows, summaries);
        out.println("ablation of " + strategy.name() + " over " + instances.size() + " instance(s)");
        MemoryTables.summary(summaries, "config").print(out);
        out.println();
        perInstance(labels, rows).print(out);
        BenchRow.flag(out, rows);
        files.forEach(f -> out.println("wrote " + f));
        out.flush();
        return new MemoryAblationReport(strategy.name(), labels, rows, summaries, files);
    }

    /** One row per instance, one column per configuration: peak/bound (or status) and seconds. */
    static ResultTable perInstance(List<String> labels, List<MemoryBenchRow> rows) {
        List<String> headers = new ArrayList<>();
        headers.add("instance");
        headers.addAll(labels);
        ResultTable t = new ResultTable(headers);
        Map<String, Map<String, MemoryBenchRow>> byInstance = new java.util.LinkedHashMap<>();
        for (MemoryBenchRow r : rows) {
            byInstance.computeIfAbsent(r.instance(), k -> new HashMap<>()).put(r.strategy(), r);
        }
        byInstance.forEach((instance, byConfig) -> {
            Object[] cells = new Object[headers.size()];
            cells[0] = instance;
            for (int i = 0; i < labels.size(); i++) {
                MemoryBenchRow r = byConfig.get(labels.get(i));
                cells[i + 1] = r == null ? "" : cell(r);
            }
            t.add(cells);
        });
        return t;
    }

    private static String cell(MemoryBenchRow r) {
        String what = r.status().solved() ? ResultTable.ratio(r.ratio()) + (r.status() == BenchStatus.OPTIMAL ? "*" : "")
                : r.status().name();
        return what + String.format(Locale.ROOT, " %.3fs", r.seconds());
    }

    /** The strategy under a configuration's label and options (the runner's options are ignored). */
    private MemoryAllocator configured(String label, SolveOptions configOptions) {
        return new MemoryAllocator() {
            @Override
            public String name() {
                return label;
            }

            @Override
            public String description() {
                return strategy.description() + " [" + label + "]";
            }

            @Override
            public MemoryResult allocate(MemoryProblem problem, SolveOptions ignored, Budget budget) {
                return strategy.allocate(problem, configOptions, budget);
            }
        };
    }

    private List<Path> write(List<MemoryBenchRow> rows, List<StrategySummary> summaries) {
        try {
            Files.createDirectories(outputDir);
            List<Path> files = new ArrayList<>();
            files.add(MemoryBenchFiles.writeCsv(outputDir.resolve("ablation.csv"), rows, "config"));
            ObjectNode root = Json.MAPPER.createObjectNode();
            root.put("family", "memory");
            root.put("strategy", strategy.name());
            switches.forEach(root.putArray("switches")::add);
            files.add(MemoryBenchFiles.writeJson(outputDir.resolve("ablation.json"), root, options, rows, summaries));
            if (!rows.isEmpty()) {
                files.add(MemoryBenchCharts.seconds(outputDir.resolve("ablation-seconds.png"), rows));
                files.add(MemoryBenchCharts.ratio(outputDir.resolve("ablation-peak-ratio.png"), rows));
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the ablation results into " + outputDir + ": " + e.getMessage(), e);
        }
    }
}
