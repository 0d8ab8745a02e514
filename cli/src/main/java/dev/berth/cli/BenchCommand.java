package dev.berth.cli;

import dev.berth.bench.memory.ExternalAllocator;
import dev.berth.bench.memory.MemoryAblation;
import dev.berth.bench.memory.MemoryAblationReport;
import dev.berth.bench.memory.MemoryBench;
import dev.berth.bench.memory.MemoryBenchReport;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.model.sync.SyncProblem;
import dev.berth.bench.sync.SyncBench;
import dev.berth.bench.sync.SyncBenchReport;
import dev.berth.solvers.sync.SyncStrategies;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Numbers;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.solvers.memory.MemoryStrategies;
import dev.berth.bench.tiles.TileBench;
import dev.berth.bench.tiles.TileBenchReport;
import dev.berth.bench.tiles.TileSharingReport;
import dev.berth.bench.tiles.TileSharingStudy;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileProblem;
import dev.berth.solvers.tiles.TileStrategies;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code berth bench}: strategies x instances, with a table, CSV/JSON results and plots. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Run strategies on instances; print a table, write results.csv/json and PNG plots.")
final class BenchCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "DIR|FILE", description = "instance files or directories of them")
    List<Path> paths;

    @Option(names = "--solvers", paramLabel = "a,b", split = ",", description = "strategies (default: all)")
    List<String> solvers;

    @Option(names = "--capacity", paramLabel = "N", description = "capacity for every instance (overrides the files)")
    Long capacity;

    @Option(names = "--out", paramLabel = "DIR", description = "where results go (default: bench-out/<time>)")
    Path out;

    @Option(names = "--ablation", paramLabel = "STRATEGY", description = "run STRATEGY with all --switches on, then each off in turn")
    String ablation;

    @Option(names = "--switches", paramLabel = "a,b", split = ",", description = "technique switches for --ablation")
    List<String> switches;

    @Option(names = "--external", paramLabel = "NAME=COMMAND",
            description = "an outside allocator run as one more strategy after the --solvers ones (repeatable). "
                    + "COMMAND is split on whitespace into argv words (no shell); placeholders: {input} (the instance as "
                    + "MiniMalloc CSV), {output} (where it must write its layout: CSV with an offset column), {capacity}, "
                    + "{seconds} (budget left), {threads}. Its layouts are checked like Berth's own. E.g. "
                    + "--external 'minimalloc=/path/to/minimalloc --capacity={capacity} --input={input} --output={output}'")
    List<String> externals = new ArrayList<>();

    @Option(names = "--sharing", paramLabel = "STRATEGY",
            description = "tiles: also run STRATEGY with -P share=none (replicate everything) and report the memory "
                    + "sharing saves and the exchange cycles it costs, per instance, with a plot")
    String sharing;

    @Option(names = "--no-progress", description = "no progress bar")
    boolean noProgress;

    @Mixin
    SolveSettings settings;

    @Override
    public Integer call() {
        SolveOptions options = settings.options();
        List<MemoryAllocator> outside = externals(externals); // a malformed --external fails before any file is read
        List<Path> files = InstanceFiles.expand(paths);
        List<Problem> problems = new ArrayList<>();
        for (Path p : files) {
            problems.add(Inputs.any(p, capacity, true));
        }
        if (!problems.isEmpty() && problems.stream().allMatch(x -> x instanceof SyncProblem)) {
            return benchSync(files, problems, options);
        }
        if (!problems.isEmpty() && problems.stream().allMatch(x -> x instanceof TileProblem)) {
            return benchTiles(files, problems, options);
        }
        if (problems.stream().anyMatch(x -> !(x instanceof MemoryProblem))) {
            throw new InputException(paths.get(0).toString(), "mixes families: bench one family at a time");
        }
        if (sharing != null) {
            throw new InputException("--sharing", "applies to tiles instances only");
        }
        List<MemoryProblem> instances = new ArrayList<>();
        for (int k = 0; k < files.size(); k++) {
            Path p = files.get(k);
            MemoryProblem m = (MemoryProblem) problems.get(k);
            // tables and plots name instances by file, not by the path they were given as
            instances.add(new MemoryProblem(p.getFileName().toString(), m.buffers(), m.capacity()));
        }
        Path dir = out != null ? out : Path.of("bench-out", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        PrintStream stdout = System.out;
        if (ablation != null) {
            if (!outside.isEmpty()) {
                throw new InputException("--external", "does not combine with --ablation (switches are Berth's own)");
            }
            if (switches == null || switches.isEmpty()) {
                throw new InputException("--switches", "--ablation needs the switches to turn off, e.g. --switches redundant-cumulative");
            }
            MemoryAblationReport r = new MemoryAblation(MemoryStrategies.byName(ablation), switches, instances, options,
                    dir, stdout, !noProgress, Checkers.memory()).run();
            stdout.println("results: " + dir);
            return r.rows().stream().anyMatch(x -> x.status().name().equals("INVALID") || x.status().name().equals("ERROR"))
                    ? ExitCodes.INTERNAL : ExitCodes.OK;
        }
        List<MemoryAllocator> strategies = new ArrayList<>();
        if (solvers == null) {
            strategies.addAll(MemoryStrategies.all());
        } else {
            List<String> outsideNames = outside.stream().map(MemoryAllocator::name).toList();
            for (String s : solvers) {
                if (!outsideNames.contains(s.trim())) { // an --external named in --solvers still runs after the rest
                    strategies.add(MemoryStrategies.byName(s.trim()));
                }
            }
        }
        strategies.addAll(outside);
        MemoryBenchReport r = new MemoryBench(instances, strategies, options, dir, stdout, !noProgress, Checkers.memory()).run();
        stdout.println("results: " + dir);
        return r.invalid().isEmpty() && r.errors().isEmpty() ? ExitCodes.OK : ExitCodes.INTERNAL;
    }

    private int benchTiles(List<Path> files, List<Problem> problems, SolveOptions options) {
        if (ablation != null || !externals.isEmpty()) {
            throw new InputException(ablation != null ? "--ablation" : "--external", "applies to memory instances only");
        }
        List<TileProblem> instances = new ArrayList<>();
        for (int k = 0; k < files.size(); k++) {
            instances.add(((TileProblem) problems.get(k)).withName(files.get(k).getFileName().toString()));
        }
        List<TileAllocator> strategies = new ArrayList<>();
        if (solvers == null) {
            strategies.addAll(TileStrategies.all());
        } else {
            for (String s : solvers) {
                strategies.add(TileStrategies.byName(s.trim()));
            }
        }
        TileAllocator studied = sharing == null ? null : TileStrategies.byName(sharing.trim());
        Path dir = out != null ? out : Path.of("bench-out", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        TileBenchReport r = new TileBench(instances, strategies, options, dir, System.out, !noProgress)
                .withChecker(Checkers.tiles()).run();
        boolean bad = !r.invalid().isEmpty() || !r.errors().isEmpty();
        if (studied != null) {
            TileSharingReport s = new TileSharingStudy(instances, studied, options, dir, System.out, !noProgress)
                    .withChecker(Checkers.tiles()).run();
            bad |= s.rows().stream().flatMap(x -> java.util.stream.Stream.of(x.shared(), x.replicated()))
                    .anyMatch(x -> x != null && (x.status().name().equals("INVALID") || x.status().name().equals("ERROR")));
        }
        System.out.println("results: " + dir);
        return bad ? ExitCodes.INTERNAL : ExitCodes.OK;
    }

    private int benchSync(List<Path> files, List<Problem> problems, SolveOptions options) {
        if (ablation != null || !externals.isEmpty()) {
            throw new InputException(ablation != null ? "--ablation" : "--external", "applies to memory instances only");
        }
        List<SyncProblem> instances = new ArrayList<>();
        for (int k = 0; k < files.size(); k++) {
            SyncProblem s = (SyncProblem) problems.get(k);
            instances.add(new SyncProblem(files.get(k).getFileName().toString(), s.warps(), s.classes(), s.resources()));
        }
        List<SyncAllocator> strategies = new ArrayList<>();
        if (solvers == null) {
            strategies.addAll(SyncStrategies.all());
        } else {
            for (String s : solvers) {
                strategies.add(SyncStrategies.byName(s.trim()));
            }
        }
        Path dir = out != null ? out : Path.of("bench-out", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        SyncBenchReport r = new SyncBench(instances, strategies, options, dir, System.out, !noProgress)
                .withChecker(Checkers.sync()).run();
        System.out.println("results: " + dir);
        return r.invalid().isEmpty() && r.errors().isEmpty() ? ExitCodes.OK : ExitCodes.INTERNAL;
    }

    /** The {@code --external NAME=COMMAND} values as allocators, in the order given. */
    static List<MemoryAllocator> externals(List<String> values) {
        List<String> builtIn = MemoryStrategies.names();
        List<MemoryAllocator> out = new ArrayList<>();
        for (String value : values) {
            int eq = value.indexOf('=');
            String name = eq < 0 ? "" : value.substring(0, eq).strip();
            List<String> argv = eq < 0 ? List.of() : Arrays.stream(value.substring(eq + 1).strip().split("\\s+"))
                    .filter(w -> !w.isEmpty()).toList();
            if (name.isEmpty() || argv.isEmpty()) {
                throw new InputException("--external", "expected NAME=COMMAND, e.g. 'minimalloc=/path/to/minimalloc "
                        + "--capacity={capacity} --input={input} --output={output}', got '" + Numbers.abbreviate(value) + "'");
            }
            if (builtIn.contains(name)) {
                throw new InputException("--external", "'" + name + "' is a built-in strategy: give the external one another name");
            }
            if (out.stream().anyMatch(a -> a.name().equals(name))) {
                throw new InputException("--external", "'" + name + "' is given twice");
            }
            try {
                out.add(new ExternalAllocator(name, argv));
            } catch (IllegalArgumentException e) {
                throw new InputException("--external", e.getMessage());
            }
        }
        return out;
    }
}
