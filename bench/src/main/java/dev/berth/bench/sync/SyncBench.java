package dev.berth.bench.sync;

import dev.berth.bench.BenchProgress;
import dev.berth.bench.BenchRow;
import dev.berth.model.SolveOptions;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.model.sync.SyncProblem;

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
 * Runs every sync strategy on every instance, checks every answer ({@link SyncBenchRunner}, then
 * {@link SyncCrossCheck} across the runs of an instance), prints the runs and the per-family, per-strategy
 * summary, flags INVALID and ERROR rows loudly, and writes into the output directory:
 * <ul>
 *   <li>{@code results.csv}: one line per run, columns {@link SyncBenchFiles#CSV_COLUMNS};</li>
 *   <li>{@code results.md}: the options, the summary and the runs as markdown tables;</li>
 *   <li>{@code used-vs-width.png}: physical resources used against the width, per strategy;</li>
 *   <li>{@code seconds-vs-pairs.png}: seconds against sync pairs, per strategy, log-log.</li>
 * </ul>
 * The width ({@code SyncWidth}) is computed once per instance. Each strategy gets the same options and a
 * fresh budget of {@code options.timeLimit()} per run; {@code -P} parameters such as
 * {@code remove-redundant=true} travel in {@code options.params()}.
 */
public final class SyncBench {
    private final List<SyncProblem> instances;
    private final List<SyncAllocator> strategies;
    private final SolveOptions options;
    private final Path outputDir;
    private final PrintStream out;
    private final boolean progress;
    private final BiFunction<SyncProblem, int[], String> checker;

    /**
     * @param outputDir where files go (created if missing); {@code null} writes nothing
     * @param out       where the tables go
     * @param progress  show a progress bar on stderr
     */
    public SyncBench(List<SyncProblem> instances, List<SyncAllocator> strategies, SolveOptions options,
                     Path outputDir, PrintStream out, boolean progress) {
        this(instances, strategies, options, outputDir, out, progress, null);
    }

    private SyncBench(List<SyncProblem> instances, List<SyncAllocator> strategies, SolveOptions options,
                      Path outputDir, PrintStream out, boolean progress, BiFunction<SyncProblem, int[], String> checker) {
        this.instances = List.copyOf(instances);
        this.strategies = List.copyOf(strategies);
        this.options = Objects.requireNonNull(options);
        this.outputDir = outputDir;
        this.out = out;
        this.progress = progress;
        this.checker = checker;
    }

    /**
     * The same bench with a second opinion on every mapping (for example the simulator): it returns null
     * when it accepts the mapping, else what is wrong. Its verdict is recorded next to the validator's and a
     * complaint makes the row INVALID.
     */
    public SyncBench withChecker(BiFunction<SyncProblem, int[], String> secondOpinion) {
        return new SyncBench(instances, strategies, options, outputDir, out, progress, secondOpinion);
    }

    public SyncBenchReport run() {
        List<SyncBenchRow> rows = SyncCrossCheck.apply(runAll());
        List<SyncBenchSummary> summaries = SyncBenchSummary.of(rows);
        List<Path> files = outputDir == null ? List.of() : write(rows, summaries);
        SyncTables.runs(rows).print(out);
        out.println();
        SyncTables.summary(summaries).print(out);
        BenchRow.flag(out, rows);
        files.forEach(f -> out.println("wrote " + f));
        out.flush();
        return new SyncBenchReport(rows, summaries, files);
    }

    /** Instances outer, strategies inner; the progress bar on stderr names the pair being run. */
    private List<SyncBenchRow> runAll() {
        SyncBenchRunner runner = new SyncBenchRunner(checker);
        List<SyncBenchRow> rows = new ArrayList<>();
        try (BenchProgress bar = BenchProgress.of(progress, "sync bench", (long) instances.size() * strategies.size())) {
            for (SyncProblem p : instances) {
                bar.message(p.name() + " / width");
                SyncInstance inst = SyncInstance.of(p);
                for (SyncAllocator s : strategies) {
                    bar.message(p.name() + " / " + s.name());
                    rows.add(runner.run(p, inst, s, options));
                    bar.step();
                }
            }
        }
        return rows;
    }

    private List<Path> write(List<SyncBenchRow> rows, List<SyncBenchSummary> summaries) {
        try {
            Files.createDirectories(outputDir);
            List<Path> files = new ArrayList<>();
            files.add(SyncBenchFiles.writeCsv(outputDir.resolve("results.csv"), rows));
            files.add(SyncBenchFiles.writeMarkdown(outputDir.resolve("results.md"), options, rows, summaries));
            Path used = SyncBenchCharts.usedVsWidth(outputDir.resolve("used-vs-width.png"), rows);
            Path time = SyncBenchCharts.secondsVsPairs(outputDir.resolve("seconds-vs-pairs.png"), rows);
            for (Path p : new Path[] {used, time}) {
                if (p != null) {
                    files.add(p);
                }
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the sync bench results into " + outputDir + ": "
                    + e.getMessage(), e);
        }
    }
}
