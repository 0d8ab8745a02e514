package dev.berth.bench;

import dev.berth.solvers.SharedEngines;
import dev.berth.model.Problem;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs strategies on instances of any family and checks every answer: each run through the
 * {@link BenchRunner} (the family's checker and simulator, the bench's own bound), then the runs of an
 * instance against each other ({@link CrossCheck}), then every search proof against a second complete
 * strategy where the family has one ({@link ProofCheck}). Prints a table per run, a summary per strategy,
 * the proof checks, flags INVALID and ERROR rows and disagreements loudly, and writes the files of
 * {@link BenchOutput}. Each run gets a fresh budget of its options' time limit.
 */
public final class Bench<P extends Problem, S> {
    private final BenchKit<P, S> kit;
    private final List<P> instances;
    private final List<BenchRun<P, S>> runs;
    private final SolveOptions options;
    private Path outputDir;
    private PrintStream out = System.out;
    private boolean progress;
    private BenchRunner<P, S> runner;
    private int parallelRuns = 1;
    private RunExecutor executor;
    private String prefix = "results";
    private String keyHeader = "strategy";
    private String versus;
    private boolean checkProofs = true;
    private final Map<String, Long> bounds = new HashMap<>();

    /**
     * @param runs    the strategies (gated) and their options, one column each
     * @param options the options the result files record
     */
    public Bench(BenchKit<P, S> kit, List<P> instances, List<BenchRun<P, S>> runs, SolveOptions options) {
        this.kit = kit;
        this.instances = List.copyOf(instances);
        this.runs = List.copyOf(runs);
        this.options = options;
        this.runner = new BenchRunner<>(kit);
    }

    /** Every strategy with the same options, each labelled with its own label. */
    public static <P extends Problem, S> Bench<P, S> of(BenchKit<P, S> kit, List<P> instances,
                                                       List<Strategy<P, S>> strategies, SolveOptions options) {
        return new Bench<>(kit, instances, strategies.stream().map(s -> new BenchRun<>(s, options, s.label())).toList(),
                options);
    }

    /**
     * Runs {@code n} (instance, strategy) pairs at once as leaves of the shared engine ({@link SharedEngines}),
     * the options' threads split between them (each solve gets {@code threads / n}, at least one), so that time
     * limits stay honest with cores of their own; rows come back in the order of a sequential sweep. Heap figures
     * are then the process's, shared by the runs in flight. 1 (the default) runs them one after the other, each
     * with all the threads.
     */
    public Bench<P, S> parallelRuns(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("parallel runs must be at least 1, got " + n);
        }
        this.parallelRuns = n;
        return this;
    }

    /**
     * Makes every run (and every proof check's run) through {@code e} instead of in this JVM; the rows, tables
     * and files are those of a sequential sweep. Replaces {@link #parallelRuns(int)}.
     */
    public Bench<P, S> runningOn(RunExecutor e) {
        this.executor = e;
        return this;
    }

    /** Where files go (created if missing); none by default. */
    public Bench<P, S> writingTo(Path dir) {
        this.outputDir = dir;
        return this;
    }

    /** Where the tables go (stdout by default). */
    public Bench<P, S> printingTo(PrintStream stream) {
        this.out = stream;
        return this;
    }

    /** A progress bar on stderr. */
    public Bench<P, S> withProgress(boolean show) {
        this.progress = show;
        return this;
    }

    public Bench<P, S> withRunner(BenchRunner<P, S> r) {
        this.runner = r;
        return this;
    }

    /** File names start with {@code filePrefix} and the strategy column is called {@code header} (an ablation). */
    public Bench<P, S> named(String filePrefix, String header) {
        this.prefix = filePrefix;
        this.keyHeader = header;
        return this;
    }

    /** Summaries count the instances where each run is no worse than the run labelled {@code label}. */
    public Bench<P, S> versus(String label) {
        this.versus = label;
        return this;
    }

    /** Skips putting search proofs to a second complete strategy. */
    public Bench<P, S> withoutProofChecks() {
        this.checkProofs = false;
        return this;
    }

    public BenchReport run() {
        List<BenchRow> rows = CrossCheck.apply(runAll());
        List<ProofCheck> checks = checkProofs ? proofChecks(rows) : List.of();
        String against = versus != null ? versus
                : runs.stream().anyMatch(r -> r.label().equals("reference")) ? "reference" : null;
        List<BenchSummary> summaries = BenchSummary.of(rows, against);
        List<String> terms = kit.family().scoreTerms();
        List<Path> files = List.of();
        if (outputDir != null) {
            try {
                files = new BenchOutput(outputDir, prefix, keyHeader, terms, kit.boundName())
                        .write(kit.family().name(), options, rows, summaries, checks);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the bench results into " + outputDir + ": " + e.getMessage(), e);
            }
        }
        BenchTables.runs(rows, terms, kit.boundName(), keyHeader).print(out);
        out.println();
        BenchTables.summary(summaries, kit.boundName(), keyHeader).print(out);
        if (!checks.isEmpty()) {
            out.println();
            out.println("search proofs checked by a second complete strategy:");
            BenchTables.proofChecks(checks).print(out);
        }
        BenchRow.flag(out, rows);
        List<ProofCheck> against2 = checks.stream().filter(c -> c.verdict() == ProofCheck.Verdict.DISAGREES).toList();
        if (!against2.isEmpty()) {
            out.println();
            out.println("!!! " + against2.size() + " search proof(s) contradicted by a second complete strategy — one of them is wrong:");
            against2.forEach(c -> out.println("!!!   " + c.row().instance() + " / " + c.row().strategy() + ": " + c.detail()));
        }
        files.forEach(f -> out.println("wrote " + f));
        out.flush();
        return new BenchReport(rows, summaries, checks, files);
    }

    /** Instances outer, runs inner; the bench's bound once per instance; the bar names the pair being run. */
    private List<BenchRow> runAll() {
        if (executor != null) {
            return runElsewhere();
        }
        if (parallelRuns > 1) {
            return runAllAtOnce();
        }
        List<BenchRow> rows = new ArrayList<>();
        try (BenchProgress bar = BenchProgress.of(progress, prefix, (long) instances.size() * runs.size())) {
            for (P p : instances) {
                bar.message(p.name() + " / " + kit.boundName());
                long bound = bound(p);
                for (BenchRun<P, S> r : runs) {
                    bar.message(p.name() + " / " + r.label());
                    rows.add(runner.run(p, bound, r.strategy(), r.options(), r.label()));
                    bar.step();
                }
            }
        }
        return rows;
    }

    /** The pairs of {@link #runAll()} as the engine's leaves, one pair a leaf, rows in the same order. */
    private List<BenchRow> runAllAtOnce() {
        try (BenchProgress bar = BenchProgress.of(progress, prefix, (long) instances.size() * runs.size())) {
            bar.message("bounds");
            long[] bounds = instances.stream().mapToLong(this::bound).toArray();
            bar.message(parallelRuns + " runs at a time");
            int perInstance = runs.size();
            return SharedEngines.map(parallelRuns, instances.size() * perInstance, i -> {
                P p = instances.get(i / perInstance);
                BenchRun<P, S> r = runs.get(i % perInstance);
                SolveOptions lane = r.options().withThreads(Math.max(1, r.options().threads() / parallelRuns));
                BenchRow row = runner.run(p, bounds[i / perInstance], r.strategy(), lane, r.label());
                bar.step();
                return row;
            });
        }
    }

    /** The pairs of {@link #runAll()}, in its order, made by the {@link #executor}. */
    private List<BenchRow> runElsewhere() {
        try (BenchProgress bar = BenchProgress.of(progress, prefix, (long) instances.size() * runs.size())) {
            bar.message("bounds");
            List<PlannedRun<P, S>> planned = new ArrayList<>();
            for (P p : instances) {
                long bound = bound(p);
                runs.forEach(r -> planned.add(new PlannedRun<>(p, bound, r.strategy(), r.options(), r.label())));
            }
            bar.message("runs");
            return executor.run("runs", runner, planned, bar);
        }
    }

    /**
     * Every search proof of a valid run, put to the first complete strategy other than the one that made it:
     * first the checks are planned (one run per instance and checking strategy), then made, then judged.
     */
    private List<ProofCheck> proofChecks(List<BenchRow> rows) {
        Map<String, P> byName = new HashMap<>();
        instances.forEach(p -> byName.put(p.name(), p));
        Map<String, PlannedRun<P, S>> planned = new LinkedHashMap<>();
        List<BenchRow> checked = new ArrayList<>();
        List<String> checkKeys = new ArrayList<>();
        for (BenchRow r : rows) {
            boolean search = "search".equals(r.proof()) && r.status() != BenchStatus.INVALID && r.status() != BenchStatus.ERROR
                    && (r.status() != BenchStatus.FEASIBLE && r.status() != BenchStatus.UNKNOWN
                    || r.reportedBound() > bound(byName.get(r.instance())));
            if (!search) {
                continue;
            }
            String made = r.stats().get("winner") instanceof String w ? w : r.strategy();
            String checker = kit.completeStrategies().stream()
                    .filter(c -> !c.equals(first(made)) && !c.equals(first(r.strategy()))).findFirst().orElse(null);
            if (checker == null) {
                continue;
            }
            P p = byName.get(r.instance());
            String key = r.instance() + "\u0000" + checker;
            planned.computeIfAbsent(key, k -> new PlannedRun<>(p, bound(p), kit.registry().byName(checker), options, checker));
            checked.add(r);
            checkKeys.add(key);
        }
        List<PlannedRun<P, S>> toRun = new ArrayList<>(planned.values());
        List<BenchRow> made = executor != null
                ? executor.run("proof checks", runner, toRun, BenchProgress.of(false, "proof checks", toRun.size()))
                : toRun.stream().map(c -> runner.run(c.problem(), c.bound(), c.strategy(), c.options(), c.label())).toList();
        Map<String, BenchRow> second = new HashMap<>();
        List<String> keys = new ArrayList<>(planned.keySet());
        for (int i = 0; i < keys.size(); i++) {
            second.put(keys.get(i), made.get(i));
        }
        List<ProofCheck> out2 = new ArrayList<>();
        for (int i = 0; i < checked.size(); i++) {
            out2.add(ProofCheck.judge(checked.get(i), second.get(checkKeys.get(i))));
        }
        return out2;
    }

    /** The kit's bound, computed once per instance (a sync width or a tile bound is not free). */
    private long bound(P p) {
        return bounds.computeIfAbsent(p.name(), n -> kit.bound(p));
    }

    private static String first(String label) {
        int space = label.indexOf(' ');
        return space < 0 ? label : label.substring(0, space);
    }
}
