package dev.berth.bench.memory;

import dev.berth.bench.BenchProgress;
import dev.berth.bench.BenchRow;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Json;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Runs every strategy on every instance, checks every answer ({@link MemoryBenchRunner}, then
 * {@link MemoryCrossCheck} across the runs of an instance), prints a table and per-strategy summary, flags
 * INVALID and ERROR rows loudly, and writes into the output directory:
 * <ul>
 *   <li>{@code results.csv}: one line per run, columns {@link MemoryBenchFiles#CSV_COLUMNS};</li>
 *   <li>{@code results.json}: the options, the rows and the summaries;</li>
 *   <li>{@code seconds.png}: seconds per instance per strategy, log scale;</li>
 *   <li>{@code peak-ratio.png}: peak / bound per instance per strategy.</li>
 * </ul>
 * Each strategy gets the same options and a fresh budget of {@code options.timeLimit()} per run.
 */
public final class MemoryBench {
    private final List<MemoryProblem> instances;
    private final List<MemoryAllocator> strategies;
    private final SolveOptions options;
    private final Path outputDir;
    private final PrintStream out;
    private final boolean progress;
    private final List<BiFunction<MemoryProblem, long[], String>> extraCheckers;

    /**
     * @param outputDir where files go (created if missing); {@code null} writes nothing
     * @param out       where the table goes
     * @param progress  show a progress bar on stderr
     */
    public MemoryBench(List<MemoryProblem> instances, List<MemoryAllocator> strategies, SolveOptions options,
                       Path outputDir, PrintStream out, boolean progress) {
        this(instances, strategies, options, outputDir, out, progress, List.of());
    }

    /**
     * @param extraCheckers checkers run on every layout after {@code MemoryChecker}: each returns null when
     *                      it accepts the layout, else why not (see {@link MemoryBenchRunner#independentCheck})
     */
    public MemoryBench(List<MemoryProblem> instances, List<MemoryAllocator> strategies, SolveOptions options,
                       Path outputDir, PrintStream out, boolean progress,
                       List<BiFunction<MemoryProblem, long[], String>> extraCheckers) {
        this.instances = List.copyOf(instances);
        this.strategies = List.copyOf(strategies);
        this.options = options;
        this.outputDir = outputDir;
        this.out = out;
        this.progress = progress;
        this.extraCheckers = List.copyOf(extraCheckers);
    }

    /** The same bench with one more independent checker of layouts. */
    public MemoryBench withChecker(BiFunction<MemoryProblem, long[], String> checker) {
        List<BiFunction<MemoryProblem, long[], String>> all = new ArrayList<>(extraCheckers);
        all.add(checker);
        return new MemoryBench(instances, strategies, options, outputDir, out, progress, all);
    }

    public MemoryBenchReport run() {
        List<MemoryBenchRow> rows = MemoryCrossCheck.apply(runAll(instances, strategies, options,
                new MemoryBenchRunner(extraCheckers), progress, "bench"));
        List<StrategySummary> summaries = StrategySummary.of(rows);
        List<Path> files = outputDir == null ? List.of() : write(rows, summaries);
        MemoryTables.bench(rows).print(out);
        out.println();
        MemoryTables.summary(summaries).print(out);
        BenchRow.flag(out, rows);
        files.forEach(f -> out.println("wrote " + f));
        out.flush();
        return new MemoryBenchReport(rows, summaries, files);
    }

    /** Instances outer, strategies inner; with a progress bar on stderr naming the pair being run. */
    static List<MemoryBenchRow> runAll(List<MemoryProblem> instances, List<MemoryAllocator> strategies,
                                       SolveOptions options, MemoryBenchRunner runner, boolean progress, String task) {
        List<MemoryBenchRow> rows = new ArrayList<>();
        try (BenchProgress bar = BenchProgress.of(progress, task, (long) instances.size() * strategies.size())) {
            for (MemoryProblem p : instances) {
                for (MemoryAllocator s : strategies) {
                    bar.message(p.name() + " / " + s.name());
                    rows.add(runner.run(p, s, options));
                    bar.step();
                }
            }
        }
        return rows;
    }

    private List<Path> write(List<MemoryBenchRow> rows, List<StrategySummary> summaries) {
        try {
            Files.createDirectories(outputDir);
            List<Path> files = new ArrayList<>();
            files.add(MemoryBenchFiles.writeCsv(outputDir.resolve("results.csv"), rows, "strategy"));
            files.add(MemoryBenchFiles.writeJson(outputDir.resolve("results.json"),
                    Json.MAPPER.createObjectNode().put("family", "memory"), options, rows, summaries));
            if (!rows.isEmpty()) {
                files.add(MemoryBenchCharts.seconds(outputDir.resolve("seconds.png"), rows));
                files.add(MemoryBenchCharts.ratio(outputDir.resolve("peak-ratio.png"), rows));
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the bench results into " + outputDir + ": " + e.getMessage(), e);
        }
    }
}
