package dev.berth.bench.tiles;

import dev.berth.bench.BenchRow;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileLayout;
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
 * What sharing buys: runs one strategy on every instance twice, as configured and with the parameter
 * {@value #SHARE_PARAM}={@value #SHARE_NONE} (replicate everything; the reference allocator reads
 * {@code share=rule|none}), checks both like {@link TileBench} does (runner, second opinion, cross-check of
 * the pair), prints one line per instance, flags INVALID and ERROR runs, and writes into the output
 * directory:
 * <ul>
 *   <li>{@code sharing.csv}: one line per instance, columns {@link TileBenchFiles#SHARING_COLUMNS};</li>
 *   <li>{@code sharing.md}: the options and the table;</li>
 *   <li>{@code sharing.png}: % of the largest tile peak and of total memory saved per instance, above the
 *       exchange cycles the sharing costs.</li>
 * </ul>
 */
public final class TileSharingStudy {
    public static final String SHARE_PARAM = "share";
    public static final String SHARE_NONE = "none";

    private final List<TileProblem> instances;
    private final TileAllocator strategy;
    private final SolveOptions options;
    private final Path outputDir;
    private final PrintStream out;
    private final boolean progress;
    private final BiFunction<TileProblem, TileLayout, String> checker;

    /**
     * @param options   the configured run's options; the replicated run gets the same plus {@code share=none}
     * @param outputDir where files go (created if missing); {@code null} writes nothing
     * @param out       where the table goes
     * @param progress  show a progress bar on stderr
     */
    public TileSharingStudy(List<TileProblem> instances, TileAllocator strategy, SolveOptions options, Path outputDir,
                            PrintStream out, boolean progress) {
        this(instances, strategy, options, outputDir, out, progress, null);
    }

    private TileSharingStudy(List<TileProblem> instances, TileAllocator strategy, SolveOptions options,
                             Path outputDir, PrintStream out, boolean progress,
                             BiFunction<TileProblem, TileLayout, String> checker) {
        this.instances = List.copyOf(instances);
        this.strategy = Objects.requireNonNull(strategy);
        this.options = Objects.requireNonNull(options);
        this.outputDir = outputDir;
        this.out = out;
        this.progress = progress;
        this.checker = checker;
    }

    /** The same study with a second opinion on every layout (see {@link TileBench#withChecker}). */
    public TileSharingStudy withChecker(BiFunction<TileProblem, TileLayout, String> secondOpinion) {
        return new TileSharingStudy(instances, strategy, options, outputDir, out, progress, secondOpinion);
    }

    /** The label of the replicated run's rows: the strategy's name and " share=none". */
    public static String replicatedLabel(String strategy) {
        return strategy + " " + SHARE_PARAM + "=" + SHARE_NONE;
    }

    public TileSharingReport run() {
        List<TileBench.Run> runs = List.of(new TileBench.Run(strategy, options, strategy.name()),
                new TileBench.Run(strategy, options.withParam(SHARE_PARAM, SHARE_NONE), replicatedLabel(strategy.name())));
        List<TileBenchRow> checked = TileCrossCheck.apply(TileBench.runAll(instances, runs,
                new TileBenchRunner(checker), progress, "sharing study"));
        List<TileSharingRow> rows = new ArrayList<>();
        for (int i = 0; i + 1 < checked.size(); i += 2) {
            rows.add(new TileSharingRow(checked.get(i).instance(), checked.get(i), checked.get(i + 1)));
        }
        List<Path> files = outputDir == null ? List.of() : write(rows);
        TileTables.sharing(rows).print(out);
        BenchRow.flag(out, checked);
        files.forEach(f -> out.println("wrote " + f));
        out.flush();
        return new TileSharingReport(rows, files);
    }

    private List<Path> write(List<TileSharingRow> rows) {
        try {
            Files.createDirectories(outputDir);
            List<Path> files = new ArrayList<>();
            files.add(TileBenchFiles.writeSharingCsv(outputDir.resolve("sharing.csv"), rows));
            files.add(TileBenchFiles.writeSharingMarkdown(outputDir.resolve("sharing.md"), options, rows));
            if (!rows.isEmpty()) {
                files.add(TileBenchCharts.sharing(outputDir.resolve("sharing.png"), rows));
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the sharing study into " + outputDir + ": " + e.getMessage(), e);
        }
    }
}
