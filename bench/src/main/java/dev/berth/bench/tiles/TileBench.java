package dev.berth.bench.tiles;

import dev.berth.bench.BenchProgress;
import dev.berth.bench.BenchRow;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.TileProblem;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * Runs every tiles strategy on every instance, checks every answer ({@link TileBenchRunner}, then
 * {@link TileCrossCheck} across the runs of an instance), prints the runs and the per-strategy summary,
 * flags INVALID and ERROR rows loudly, and writes into the output directory:
 * <ul>
 *   <li>{@code results.csv}: one line per run, columns {@link TileBenchFiles#CSV_COLUMNS};</li>
 *   <li>{@code results.md}: the options, the summary and the runs as markdown tables;</li>
 *   <li>{@code peak-ratio.png}: max peak / bound per instance and strategy.</li>
 * </ul>
 * The bound ({@code TileLowerBound}) is computed once per instance. Each strategy gets the same options and a
 * fresh budget of {@code options.timeLimit()} per run; {@code -P} parameters such as {@code share=rule}
 * travel in {@code options.params()}. The summary compares every strategy's max peak with the reference
 * strategy's ({@link #withReference}, by default {@value #DEFAULT_REFERENCE}).
 */
public final class TileBench {
    public static final String DEFAULT_REFERENCE = "reference";

    private final List<TileProblem> instances;
    private final List<TileAllocator> strategies;
    private final SolveOptions options;
    private final Path outputDir;
    private final PrintStream out;
    private final boolean progress;
    private final BiFunction<TileProblem, TileLayout, String> checker;
    private final String referenceName;

    /**
     * @param outputDir where files go (created if missing); {@code null} writes nothing
     * @param out       where the tables go
     * @param progress  show a progress bar on stderr
     */
    public TileBench(List<TileProblem> instances, List<TileAllocator> strategies, SolveOptions options, Path outputDir,
                     PrintStream out, boolean progress) {
        this(instances, strategies, options, outputDir, out, progress, null, DEFAULT_REFERENCE);
    }

    private TileBench(List<TileProblem> instances, List<TileAllocator> strategies, SolveOptions options, Path outputDir,
                      PrintStream out, boolean progress, BiFunction<TileProblem, TileLayout, String> checker,
                      String referenceName) {
        this.instances = List.copyOf(instances);
        this.strategies = List.copyOf(strategies);
        this.options = Objects.requireNonNull(options);
        this.outputDir = outputDir;
        this.out = out;
        this.progress = progress;
        this.checker = checker;
        this.referenceName = Objects.requireNonNull(referenceName);
    }

    /**
     * The same bench with a second opinion on every layout (for example the simulator): it returns null
     * when it accepts the layout, else what is wrong. Its verdict is recorded next to the validator's and a
     * complaint makes the row INVALID.
     */
    public TileBench withChecker(BiFunction<TileProblem, TileLayout, String> secondOpinion) {
        return new TileBench(instances, strategies, options, outputDir, out, progress, secondOpinion, referenceName);
    }

    /** The same bench comparing max peaks with the strategy named {@code name} in the summary. */
    public TileBench withReference(String name) {
        return new TileBench(instances, strategies, options, outputDir, out, progress, checker, name);
    }

    public TileBenchReport run() {
        List<Run> runs = strategies.stream().map(s -> new Run(s, options, s.name())).toList();
        List<TileBenchRow> rows = TileCrossCheck.apply(runAll(instances, runs, new TileBenchRunner(checker), progress,
                "tiles bench"));
        List<TileBenchSummary> summaries = TileBenchSummary.of(rows, referenceName);
        List<Path> files = outputDir == null ? List.of() : write(rows, summaries);
        TileTables.runs(rows).print(out);
        out.println();
        TileTables.summary(summaries).print(out);
        BenchRow.flag(out, rows);
        files.forEach(f -> out.println("wrote " + f));
        out.flush();
        return new TileBenchReport(rows, summaries, files);
    }

    /** One strategy with its options, its rows labelled {@code label}. */
    record Run(TileAllocator strategy, SolveOptions options, String label) {
    }

    /** Instances outer, runs inner; the bound once per instance; the progress bar names the pair being run. */
    static List<TileBenchRow> runAll(List<TileProblem> instances, List<Run> runs, TileBenchRunner runner,
                                     boolean progress, String task) {
        List<TileBenchRow> rows = new ArrayList<>();
        try (BenchProgress bar = BenchProgress.of(progress, task, (long) instances.size() * runs.size())) {
            for (TileProblem p : instances) {
                bar.message(p.name() + " / bound");
                long bound = TileLowerBound.of(p).max();
                for (Run r : runs) {
                    bar.message(p.name() + " / " + r.label());
                    TileBenchRow row = runner.run(p, bound, r.strategy(), r.options());
                    rows.add(row.strategy().equals(r.label()) ? row : row.withStrategy(r.label()));
                    bar.step();
                }
            }
        }
        return rows;
    }

    private List<Path> write(List<TileBenchRow> rows, List<TileBenchSummary> summaries) {
        try {
            Files.createDirectories(outputDir);
            List<Path> files = new ArrayList<>();
            files.add(TileBenchFiles.writeCsv(outputDir.resolve("results.csv"), rows));
            files.add(TileBenchFiles.writeMarkdown(outputDir.resolve("results.md"), options, rows, summaries));
            if (!rows.isEmpty()) {
                files.add(TileBenchCharts.peakRatio(outputDir.resolve("peak-ratio.png"), rows));
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the tiles bench results into " + outputDir + ": "
                    + e.getMessage(), e);
        }
    }
}
