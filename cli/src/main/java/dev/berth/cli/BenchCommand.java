package dev.berth.cli;

import dev.berth.solvers.Plugins;

import dev.berth.bench.Ablation;
import dev.berth.bench.Bench;
import dev.berth.bench.BenchKit;
import dev.berth.bench.BenchKits;
import dev.berth.bench.StudyRequest;
import dev.berth.bench.BenchReport;
import dev.berth.bench.memory.ExternalAllocator;
import dev.berth.cluster.ClusterMember;
import dev.berth.cluster.ClusterSweep;
import dev.berth.model.Families;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.io.Numbers;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.solvers.Gate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code berth bench}: strategies x instances of one family, with tables, CSV/JSON/markdown results and plots. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Run strategies on instances of one family; print tables, write results.csv/json/md and PNG plots.")
final class BenchCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "DIR|FILE", description = "instance files or directories of them")
    List<Path> paths;

    @Option(names = "--solvers", paramLabel = "a,b", split = ",", description = "strategies (default: all)")
    List<String> solvers;

    @Option(names = "--capacity", paramLabel = "N", description = "memory: capacity for every instance (overrides the files)")
    Long capacity;

    @Option(names = "--out", paramLabel = "DIR", description = "where results go (default: bench-out/<time>)")
    Path out;

    @Option(names = "--ablation", paramLabel = "STRATEGY", description = "run STRATEGY with all --switches on, then each off in turn")
    String ablation;

    @Option(names = "--switches", paramLabel = "a,b", split = ",", description = "true/false parameters of the --ablation strategy")
    List<String> switches;

    @Option(names = "--external", paramLabel = "NAME=COMMAND",
            description = "memory: an outside allocator run as one more strategy after the --solvers ones (repeatable). "
                    + "COMMAND is split on whitespace into argv words (no shell); placeholders: {input} (the instance as "
                    + "MiniMalloc CSV), {output} (where it must write its layout: CSV with an offset column), {capacity}, "
                    + "{seconds} (budget left), {threads}. Its layouts are checked like Berth's own. E.g. "
                    + "--external 'minimalloc=/path/to/minimalloc --capacity={capacity} --input={input} --output={output}'")
    List<String> externals = new ArrayList<>();

    @Option(names = "--sharing", paramLabel = "STRATEGY",
            description = "tiles: also run STRATEGY replicating everything (every share parameter set to none) and "
                    + "report the memory sharing saves and the exchange cycles it costs, per instance, with a plot")
    String sharing;

    @Option(names = "--capacities", paramLabel = "PCT[,PCT...]", split = ",",
            description = "channels: after the bench, run the instances with unplaced buffers at these pool sizes (%% of"
                    + " their buffers' total) by the first strategy and by first fit; makespan against capacity, with"
                    + " a plot")
    List<Integer> capacities;

    @Option(names = "--versus", paramLabel = "STRATEGY",
            description = "summaries count the instances where each strategy is no worse than this one (default: reference, when run)")
    String versus;

    @Option(names = "--no-proof-check", description = "do not put search proofs to a second complete strategy")
    boolean noProofCheck;

    @Option(names = "--parallel-runs", paramLabel = "N", defaultValue = "1",
            description = "run N (instance, strategy) pairs at once on the shared engine, --threads split between "
                    + "them (at most --threads; default: ${DEFAULT-VALUE}: one after the other, each with --threads)")
    int parallelRuns;

    @Option(names = "--no-progress", description = "no progress bar")
    boolean noProgress;

    @Option(names = "--cluster",
            description = "make the runs on a Hazelcast cluster: this JVM is a member (it solves too, --slots) and the "
                    + "coordinator; 'berth worker --join THIS_HOST:PORT' adds machines; files as a local run's")
    boolean cluster;

    @Option(names = "--wait-for", paramLabel = "N", defaultValue = "1",
            description = "with --cluster: wait (up to 5 minutes) until the cluster has N members before the first run "
                    + "(default: ${DEFAULT-VALUE}: start at once, members joining later get runs as they come)")
    int waitFor;

    @Option(names = "--resume",
            description = "with --cluster: go on with the sweep whose --out directory is given, skipping the rows "
                    + "its journal holds (after the coordinator died)")
    boolean resume;

    @Mixin
    ClusterOptions clusterOptions;

    @Mixin
    SolveSettings settings;

    @Override
    public Integer call() {
        SolveOptions options = settings.options();
        checkClusterOptions();
        if (cluster) {
            options = options.withThreads(1); // each solve gets one core on its member: the files say so
        }
        List<Strategy<MemoryProblem, MemoryLayout>> outside = externals(externals); // fail before reading any file
        List<Path> files = InstanceFiles.expand(paths);
        List<Problem> problems = new ArrayList<>();
        for (Path p : files) {
            // tables and plots name instances by file, not by the path they were given as
            Problem read = Inputs.read(p, capacity, true);
            problems.add(read.withName(p.getFileName().toString()));
        }
        if (problems.stream().map(Problem::family).distinct().count() > 1) {
            throw new InputException(paths.get(0).toString(), "mixes families: bench one family at a time");
        }
        if (!outside.isEmpty() && !problems.get(0).family().equals(MemoryFamily.INSTANCE.name())) {
            throw new InputException("--external", "applies to memory instances only");
        }
        BenchKit<?, ?> kit = BenchKits.of(problems.get(0));
        for (String flag : studyFlags().keySet()) {
            if (!kit.studyFlags().containsKey(flag)) {
                List<String> families = BenchKits.all().stream().filter(k -> k.studyFlags().containsKey(flag))
                        .map(k -> k.family().name()).toList();
                throw new InputException(flag, "applies to " + String.join(", ", families) + " instances only");
            }
        }
        kit.checkStudy(studyFlags()); // before the bench: a bad study setting costs no runs
        return bench(kit, problems, options, outside);
    }

    private <P extends Problem, S> int bench(BenchKit<P, S> kit, List<Problem> problems, SolveOptions options,
                                            List<Strategy<MemoryProblem, MemoryLayout>> outside) {
        List<P> instances = problems.stream().map(kit.family()::cast).toList();
        Path dir = out != null ? out : Path.of("bench-out", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        PrintStream stdout = System.out;
        BenchReport report;
        if (ablation != null) {
            if (!outside.isEmpty()) {
                throw new InputException("--external", "does not combine with --ablation (switches are Berth's own)");
            }
            if (switches == null || switches.isEmpty()) {
                throw new InputException("--switches", "--ablation needs the switches to turn off, e.g. --switches dominance");
            }
            Strategy<P, S> s = kit.registry().byName(ablation);
            kit.registry().checkParams(options.params(), List.of(s));
            report = new Ablation<>(kit, s, switches, options).run(instances, dir, stdout, !noProgress);
        } else {
            List<Strategy<P, S>> strategies = strategies(kit, outside);
            kit.registry().checkParams(options.params(), strategies);
            if (parallelRuns < 1) {
                throw new InputException("--parallel-runs", "must be at least 1, got " + parallelRuns);
            }
            if (parallelRuns > options.threads()) {
                // more runs than threads would share cores, and their time limits would no longer be honest
                throw new InputException("--parallel-runs", parallelRuns + " runs at once need --threads "
                        + parallelRuns + " or more (threads: " + options.threads() + ")");
            }
            Bench<P, S> bench = Bench.of(kit, instances, strategies, options).writingTo(dir).withProgress(!noProgress)
                    .parallelRuns(parallelRuns);
            if (versus != null) {
                bench = bench.versus(versus);
            }
            if (noProofCheck) {
                bench = bench.withoutProofChecks();
            }
            report = cluster ? onCluster(bench, dir) : bench.run();
            report = kit.study(new StudyRequest<>(instances, strategies, options, studyFlags(), report, dir, stdout,
                    !noProgress));
        }
        stdout.println("results: " + dir);
        return report.clean() ? ExitCodes.OK : ExitCodes.INTERNAL;
    }

    /** Options that make sense with --cluster only, or not with it, refused before anything starts. */
    private void checkClusterOptions() {
        if (!cluster) {
            if (clusterOptions.given()) {
                throw new InputException(clusterOptions.first(), "applies with --cluster only");
            }
            if (resume) {
                throw new InputException("--resume", "applies with --cluster only");
            }
            return;
        }
        if (resume && out == null) {
            throw new InputException("--resume", "needs --out DIR: the directory of the sweep to go on with");
        }
        if (waitFor < 1) {
            throw new InputException("--wait-for", "must be at least 1 member, got " + waitFor);
        }
        if (parallelRuns != 1) {
            throw new InputException("--parallel-runs", "does not combine with --cluster (set --slots instead)");
        }
        if (ablation != null) {
            throw new InputException("--ablation", "does not combine with --cluster");
        }
        if (!externals.isEmpty()) {
            throw new InputException("--external", "does not combine with --cluster (the allocator is on this machine only)");
        }
        clusterOptions.settings(); // a bad --join fails here, before any instance is read
    }

    /** The bench's runs on a cluster this JVM joins (or starts) for the bench's time. */
    private <P extends Problem, S> BenchReport onCluster(Bench<P, S> bench, Path dir) {
        try (ClusterMember member = ClusterMember.start(clusterOptions.settings())) {
            System.err.println("berth: cluster '" + member.settings().clusterName() + "': this coordinator is "
                    + member.address() + " (" + member.settings().slots() + " slots), " + member.size()
                    + " members; add machines with 'berth worker --join " + member.address() + "'");
            member.onMembershipChange(line -> System.err.println("berth: " + line));
            member.awaitMembers(waitFor, Duration.ofMinutes(5), "--wait-for");
            try (ClusterSweep sweep = new ClusterSweep(member, dir, resume, System.out)) {
                return bench.runningOn(sweep).run();
            }
        }
    }

    /** The study options given, by flag, for the family's kit ({@link BenchKit#study}). */
    private java.util.Map<String, String> studyFlags() {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        if (sharing != null) {
            out.put("--sharing", sharing);
        }
        if (capacities != null) {
            out.put("--capacities", String.join(",", capacities.stream().map(String::valueOf).toList()));
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private <P extends Problem, S> List<Strategy<P, S>> strategies(BenchKit<P, S> kit,
                                                                    List<Strategy<MemoryProblem, MemoryLayout>> outside) {
        List<Strategy<P, S>> out2 = new ArrayList<>();
        List<String> outsideNames = outside.stream().map(Strategy::name).toList();
        if (solvers == null) {
            out2.addAll(kit.registry().all());
        } else {
            for (String s : solvers) {
                if (!outsideNames.contains(s.trim())) { // an --external named in --solvers still runs after the rest
                    out2.add(kit.registry().byName(s.trim()));
                }
            }
        }
        for (Strategy<MemoryProblem, MemoryLayout> e : outside) {
            out2.add((Strategy<P, S>) e); // the family was checked to be memory
        }
        return out2;
    }

    /** The {@code --external NAME=COMMAND} values as gated strategies, in the order given. */
    static List<Strategy<MemoryProblem, MemoryLayout>> externals(List<String> values) {
        List<String> builtIn = Plugins.of(MemoryFamily.INSTANCE).strategies().names();
        List<Strategy<MemoryProblem, MemoryLayout>> out = new ArrayList<>();
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
                out.add(Gate.of(MemoryFamily.INSTANCE, new ExternalAllocator(name, argv)));
            } catch (IllegalArgumentException e) {
                throw new InputException("--external", e.getMessage());
            }
        }
        return out;
    }
}
