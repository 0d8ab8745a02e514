package dev.berth.cli;

import dev.berth.bench.memory.MemoryBenchRow;
import dev.berth.bench.memory.MemoryBenchRunner;
import dev.berth.bench.memory.MemoryTables;
import dev.berth.model.InputException;
import dev.berth.bench.sync.SyncBench;
import dev.berth.bench.sync.SyncBenchReport;
import dev.berth.model.sync.SyncProblem;
import dev.berth.solvers.sync.SyncStrategies;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.solvers.memory.MemoryStrategies;
import dev.berth.bench.tiles.TileBench;
import dev.berth.bench.tiles.TileBenchReport;
import dev.berth.model.tiles.TileProblem;
import dev.berth.solvers.tiles.TileStrategies;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code berth demo}: every strategy on the bundled examples, each answer checked, side by side. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Solve the bundled examples with every strategy, check each answer, print a table per example.")
final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--examples", paramLabel = "DIR", description = "examples directory (default: the bundled examples/memory)")
    Path examples;

    @Mixin
    SolveSettings settings;

    @Override
    public Integer call() {
        Path dir = examples != null ? examples : bundled();
        SolveOptions options = settings.options();
        if (!spec.commandLine().getParseResult().hasMatchedOption("--time-limit")) {
            options = options.withTimeLimit(java.time.Duration.ofSeconds(5));
        }
        PrintWriter out = spec.commandLine().getOut();
        MemoryBenchRunner runner = new MemoryBenchRunner(Checkers.memory());
        int bad = 0;
        for (Path file : InstanceFiles.expand(List.of(dir))) {
            MemoryProblem p = Inputs.memory(file, null, true);
            out.printf("%n%s: %d buffers, capacity %d, lower bound %d%n", file.getFileName(), p.size(), p.capacity(),
                    MemoryLowerBound.of(p));
            List<MemoryBenchRow> rows = new ArrayList<>();
            for (MemoryAllocator a : MemoryStrategies.all()) {
                MemoryBenchRow row = runner.run(p, a, options);
                rows.add(row);
                if (row.status().name().equals("INVALID") || row.status().name().equals("ERROR")) {
                    bad++;
                }
            }
            out.print(MemoryTables.demo(rows).render());
            for (MemoryBenchRow r : rows) {
                if (r.message() != null && !r.message().isEmpty()) {
                    out.printf("  %s: %s%n", r.strategy(), r.message());
                }
            }
        }
        if (examples == null) {
            bad += syncDemo(out, options);
            bad += tilesDemo(out, options);
        }
        out.println();
        out.println(bad == 0 ? "every answer passed the validator and the simulator"
                : bad + " answer(s) failed a check: this is a bug in berth");
        return bad == 0 ? ExitCodes.OK : ExitCodes.INTERNAL;
    }

    /** Every sync strategy on the bundled sync examples, each mapping checked by the validator and the warp simulator. */
    private int syncDemo(PrintWriter out, SolveOptions options) {
        Path dir = bundled().resolveSibling("sync");
        List<SyncProblem> instances = new ArrayList<>();
        for (Path file : InstanceFiles.expand(List.of(dir))) {
            if (!file.getFileName().toString().contains("mapping")) {
                SyncProblem s = (SyncProblem) Inputs.any(file, null, false);
                instances.add(new SyncProblem(file.getFileName().toString(), s.warps(), s.classes(), s.resources()));
            }
        }
        out.printf("%nsync examples (%s): physical resources used against the width, each mapping simulated%n", dir);
        out.flush();
        java.io.ByteArrayOutputStream buffer = new java.io.ByteArrayOutputStream();
        SyncBenchReport r = new SyncBench(instances, SyncStrategies.all(), options, null,
                new java.io.PrintStream(buffer, true, java.nio.charset.StandardCharsets.UTF_8), false)
                .withChecker(Checkers.sync()).run();
        out.print(buffer.toString(java.nio.charset.StandardCharsets.UTF_8));
        return r.invalid().size() + r.errors().size();
    }

    /** Every tiles strategy on the bundled tiles examples, each layout checked by the validator and the BSP simulator. */
    private int tilesDemo(PrintWriter out, SolveOptions options) {
        Path dir = bundled().resolveSibling("tiles");
        List<TileProblem> instances = new ArrayList<>();
        for (Path file : InstanceFiles.expand(List.of(dir))) {
            instances.add(((TileProblem) Inputs.any(file, null, false)).withName(file.getFileName().toString()));
        }
        out.printf("%ntiles examples (%s): largest tile peak against the lower bound, each layout simulated%n", dir);
        out.flush();
        java.io.ByteArrayOutputStream buffer = new java.io.ByteArrayOutputStream();
        TileBenchReport r = new TileBench(instances, TileStrategies.all(), options, null,
                new java.io.PrintStream(buffer, true, java.nio.charset.StandardCharsets.UTF_8), false)
                .withChecker(Checkers.tiles()).run();
        out.print(buffer.toString(java.nio.charset.StandardCharsets.UTF_8));
        return r.invalid().size() + r.errors().size();
    }

    private static Path bundled() {
        String home = System.getProperty("berth.home");
        Path dir = Path.of(home != null ? home : ".", "examples", "memory");
        if (!Files.isDirectory(dir)) {
            throw new InputException(dir.toString(), "bundled examples not found (run from the berth checkout or pass --examples DIR)");
        }
        return dir;
    }
}
