package dev.berth.bench.memory;

import dev.berth.bench.BenchFiles;
import dev.berth.bench.HeapWatch;
import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.io.Instances;
import dev.berth.model.io.Json;
import dev.berth.model.io.TextFiles;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.simulator.Simulator;
import dev.berth.solvers.Plugins;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * How time and memory grow with the number of buffers, along the whole path a large trace takes: generated,
 * written and read back as JSON, its lower bound and quick infeasibility checks, solved by a strategy through
 * the gate (heap high-water mark of the solve, and the live set after it: a full collection with the instance
 * and the answer still held), checked again by the independent checker and the simulator, the solution written
 * and read back. One row per size, as CSV and markdown, and a chart ({@link LargeTraceChart}).
 *
 * <pre>
 * java -Xss64m -Xmx4g -XX:+UseParallelGC -cp cli/target/berth.jar dev.berth.bench.memory.LargeTraceSweep \
 *     --sizes 10000,30000,100000,300000,1000000 --seed 1 --time-limit 10 --out bench/results/large-sweep
 * </pre>
 *
 * Options: {@code --strategy NAME} (default the portfolio), {@code --time-limits a,b,...} (one per size,
 * instead of {@code --time-limit}), {@code --slack X} (capacity above the bound, default 0.5), {@code -P KEY=VALUE}
 * (the strategy's parameters, as {@code berth solve} takes them, e.g. {@code -P fit=first} for greedy),
 * {@code --weights} (traces with parameters: {@link MemoryTraceSpec#training} instead of
 * {@link MemoryTraceSpec#defaults}; each row then says what share of the bytes and of the bound they take).
 * The trace files go to a temporary directory, removed at the end.
 */
public final class LargeTraceSweep {
    /**
     * Capacity 1.5x the lower bound, so that a layout a little above the bound still counts and the ratio
     * measures the strategy (at the generator's 5 % a greedy layout may not fit, and then has no ratio).
     */
    static final double DEFAULT_SLACK = 0.5;

    private LargeTraceSweep() {
    }

    /** One size's figures; seconds per phase, bytes of heap. */
    public record Row(int buffers, long bound, String status, long peak, double ratio, String winner, double limit,
                      double generate, double writeInstance, double readInstance, double lowerBound,
                      double quickChecks, double solve, double check, double simulate, double writeSolution,
                      double readSolution, long heapBase, long heapPeak, long liveSet, String validator,
                      String stats, double weightBytes, double weightBound, double weightScale) {
    }

    public static void main(String[] args) throws IOException {
        List<Integer> sizes = List.of(10_000, 30_000, 100_000, 300_000, 1_000_000);
        long seed = 1;
        double slack = DEFAULT_SLACK;
        double[] limits = null;
        double limit = 10;
        Path out = Path.of("bench-out/large-sweep");
        String strategy = Plugins.of(MemoryFamily.INSTANCE).strategies().defaultName();
        Map<String, String> params = new LinkedHashMap<>();
        boolean weights = false;
        for (int i = 0; i < args.length; i += 2) {
            if (args[i].equals("--weights")) {
                weights = true;
                i--;
                continue;
            }
            String v = i + 1 < args.length ? args[i + 1] : null;
            if (v == null) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            switch (args[i]) {
                case "--sizes" -> sizes = Arrays.stream(v.split(",")).map(s -> Integer.parseInt(s.trim())).toList();
                case "--seed" -> seed = Long.parseLong(v);
                case "--slack" -> slack = Double.parseDouble(v);
                case "--time-limit" -> limit = Double.parseDouble(v);
                case "--time-limits" -> limits = Arrays.stream(v.split(",")).mapToDouble(Double::parseDouble).toArray();
                case "--out" -> out = Path.of(v);
                case "--strategy" -> strategy = v;
                case "-P" -> {
                    int eq = v.indexOf('=');
                    if (eq <= 0) {
                        throw new IllegalArgumentException("-P needs KEY=VALUE, got " + v);
                    }
                    params.put(v.substring(0, eq), v.substring(eq + 1));
                }
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + " (--sizes, --seed, --slack, --time-limit, --time-limits, --out, --strategy, -P, --weights)");
            }
        }
        if (limits != null && limits.length != sizes.size()) {
            throw new IllegalArgumentException("--time-limits needs one value per size");
        }
        Files.createDirectories(out);
        Path traces = Files.createTempDirectory("berth-sweep");
        List<Row> rows = new ArrayList<>();
        try {
            for (int k = 0; k < sizes.size(); k++) {
                MemoryTraceSpec spec = weights ? MemoryTraceSpec.training(sizes.get(k), seed)
                        : MemoryTraceSpec.defaults(sizes.get(k), seed);
                Row r = run(spec.withSlack(slack), limits != null ? limits[k] : limit, strategy, params, traces);
                rows.add(r);
                System.out.println(line(r));
                write(rows, strategy + (params.isEmpty() ? "" : " " + params), seed, slack, weights, out);
            }
        } finally {
            try (var files = Files.list(traces)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(traces);
        }
        System.out.println("wrote " + LargeTraceChart.write(rows, out.resolve("large-sweep.png")));
    }

    static Row run(MemoryTraceSpec spec, double limit, String strategyName, Map<String, String> params, Path dir)
            throws IOException {
        int n = spec.buffers();
        long seed = spec.seed();
        double[] s = new double[1];
        double[] wrote = new double[1];
        WeightShares[] shares = new WeightShares[1];
        double[] scale = new double[1];
        Path file = generateAndWrite(spec, dir, s, wrote, shares, scale); // from here on only what is read back
        double generate = s[0];
        double writeInstance = wrote[0];
        MemoryProblem p = timed(s, () -> (MemoryProblem) Instances.read(file));
        double readInstance = s[0];
        long bound = timed(s, () -> MemoryLowerBound.of(p));
        double lowerBound = s[0];
        timed(s, () -> MemoryInfeasibility.find(p));
        double quick = s[0];

        Strategy<MemoryProblem, MemoryLayout> strategy = Plugins.of(MemoryFamily.INSTANCE).strategies().byName(strategyName);
        SolveOptions options = SolveOptions.defaults().withTimeLimit(Duration.ofMillis((long) (limit * 1000)))
                .withSeed(seed);
        for (Map.Entry<String, String> e : params.entrySet()) {
            options = options.withParam(e.getKey(), e.getValue());
        }
        SolveOptions solveOptions = options;
        HeapWatch heap = HeapWatch.start();
        Result<MemoryLayout> r = timed(s, () -> strategy.solve(p, solveOptions, Budget.of(solveOptions.timeLimit())));
        double solve = s[0];
        long peakHeap = heap.peak();
        long live = liveHeap(); // the instance and the answer are still held: what a caller keeps
        double check = 0;
        double simulate = 0;
        double writeSolution = 0;
        double readSolution = 0;
        String validator = "";
        long peak = -1;
        if (r.hasSolution()) {
            MemoryLayout layout = r.solution();
            String v = timed(s, () -> MemoryChecker.firstViolation(p, layout.offsets()));
            check = s[0];
            Simulator<MemoryProblem, MemoryLayout> sim = Plugins.of(MemoryFamily.INSTANCE).simulator();
            String w = timed(s, () -> sim.secondOpinion(p, layout));
            simulate = s[0];
            validator = (v == null ? "valid" : v) + "/" + (w == null ? "valid" : w);
            peak = MemoryChecker.peak(p, layout.offsets());
            Path solution = dir.resolve(p.name() + ".solution.json");
            timed(s, () -> { // the solution JSON, as berth solve --out writes it
                Files.writeString(solution, Json.MAPPER.writeValueAsString(MemoryFamily.INSTANCE.writeSolution(p, r)));
                return null;
            });
            writeSolution = s[0];
            long[] back = timed(s, () -> MemoryFamily.INSTANCE.readSolution(solution.toString(),
                    solution.getFileName().toString(), TextFiles.read(solution), p).offsets());
            readSolution = s[0];
            if (!Arrays.equals(back, layout.offsets())) {
                validator += " (solution file read back differs)";
            }
            Files.deleteIfExists(solution);
        }
        Files.deleteIfExists(file);
        Object winner = r.stats().get("winner");
        Object members = r.stats().get("members");
        String stats = r.stats().entrySet().stream().filter(e -> !e.getKey().equals("members"))
                .map(e -> e.getKey() + "=" + e.getValue()).reduce((a, b) -> a + " " + b).orElse("");
        if (members instanceof java.util.Map<?, ?> m && winner != null && m.get(winner) instanceof Object o) {
            stats = stats + " " + winner + ":" + o;
        }
        return new Row(n, bound, r.status().name(), peak, peak > 0 && bound > 0 ? (double) peak / bound : Double.NaN,
                winner == null ? r.solver() : winner.toString(), limit, generate, writeInstance, readInstance,
                lowerBound, quick, solve, check, simulate, writeSolution, readSolution, heap.base(), peakHeap, live,
                validator, stats, spec.weights() > 0 ? shares[0].bytes() : Double.NaN,
                spec.weights() > 0 ? shares[0].bound() : Double.NaN, spec.weights() > 0 ? scale[0] : Double.NaN);
    }

    private static Path generateAndWrite(MemoryTraceSpec spec, Path dir, double[] generate, double[] write,
                                         WeightShares[] shares, double[] scale) throws IOException {
        NetworkTrace.Trace[] trace = new NetworkTrace.Trace[1];
        MemoryProblem generated = timed(generate, () -> {
            trace[0] = NetworkTrace.trace(spec);
            return MemoryTraceGenerator.problem(spec, trace[0].buffers());
        });
        shares[0] = WeightShares.of(trace[0]); // not timed: a measurement of the trace, not part of the path
        scale[0] = trace[0].parameterScale();
        return timed(write, () -> MemoryTraceGenerator.write(generated, dir, "json"));
    }

    /** The heap in use after a full collection. */
    private static long liveHeap() {
        System.gc();
        long used = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.isValid()) {
                used += pool.getUsage().getUsed();
            }
        }
        return used;
    }

    @FunctionalInterface
    private interface Call<T> {
        T get() throws IOException;
    }

    private static <T> T timed(double[] seconds, Call<T> call) throws IOException {
        long t = System.nanoTime();
        T v = call.get();
        seconds[0] = (System.nanoTime() - t) / 1e9;
        return v;
    }

    static final String HEADER = "buffers,bound,status,peak,ratio,winner,time_limit,generate_s,write_instance_s,"
            + "read_instance_s,lower_bound_s,quick_checks_s,solve_s,check_s,simulate_s,write_solution_s,"
            + "read_solution_s,heap_base_bytes,heap_peak_bytes,live_set_bytes,validator,stats,weight_bytes_share,"
            + "weight_bound_share,weight_scale";

    private static void write(List<Row> rows, String strategy, long seed, double slack, boolean weights, Path out)
            throws IOException {
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        StringBuilder md = new StringBuilder("Strategy `" + strategy + "`, generated training traces "
                + "(`MemoryTraceSpec." + (weights ? "training" : "defaults") + "(n, " + seed + ").withSlack(" + slack
                + ")`), JVM max heap "
                + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB, " + Runtime.getRuntime().availableProcessors()
                + " CPUs.\n\n| buffers | status | peak / bound | solve s (limit) | read s | bound s | check s | "
                + "simulate s | write sol. s | heap peak MiB | live set MiB |\n|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            BenchFiles.csvLine(csv, Integer.toString(r.buffers()), Long.toString(r.bound()), r.status(),
                    Long.toString(r.peak()), fmt("%.6f", r.ratio()), r.winner(), fmt("%.1f", r.limit()),
                    fmt("%.3f", r.generate()), fmt("%.3f", r.writeInstance()), fmt("%.3f", r.readInstance()),
                    fmt("%.3f", r.lowerBound()), fmt("%.3f", r.quickChecks()), fmt("%.3f", r.solve()),
                    fmt("%.3f", r.check()), fmt("%.3f", r.simulate()), fmt("%.3f", r.writeSolution()),
                    fmt("%.3f", r.readSolution()), Long.toString(r.heapBase()), Long.toString(r.heapPeak()),
                    Long.toString(r.liveSet()), r.validator(), r.stats(), fmt("%.4f", r.weightBytes()),
                    fmt("%.4f", r.weightBound()), Double.toString(r.weightScale()));
            md.append(String.format(Locale.ROOT, "| %,d | %s | %.5f | %.1f (%.0f) | %.1f | %.2f | %.1f | %.1f | %.1f | %d | %d |%n",
                    r.buffers(), r.status(), r.ratio(), r.solve(), r.limit(), r.readInstance(), r.lowerBound(),
                    r.check(), r.simulate(), r.writeSolution(), r.heapPeak() >> 20, r.liveSet() >> 20));
        }
        if (weights) {
            md.append("\n| buffers | parameters' share of all bytes | of the bound (at its time) | shapes scaled by |\n"
                    + "|---|---|---|---|\n");
            for (Row r : rows) {
                md.append(String.format(Locale.ROOT, "| %,d | %.4f | %.4f | %.3g |%n", r.buffers(), r.weightBytes(),
                        r.weightBound(), r.weightScale()));
            }
        }
        Files.writeString(out.resolve("large-sweep.csv"), csv);
        Files.writeString(out.resolve("large-sweep.md"), md);
    }

    private static String line(Row r) {
        return String.format(Locale.ROOT, "%,9d buffers  %-8s ratio %.5f  solve %.1f s  read %.1f s  check %.1f s  "
                        + "heap peak %d MiB  live %d MiB  %s%s", r.buffers(), r.status(), r.ratio(), r.solve(),
                r.readInstance(), r.check(), r.heapPeak() >> 20, r.liveSet() >> 20, r.validator(),
                Double.isNaN(r.weightBound()) ? "" : String.format(Locale.ROOT,
                        "  parameters: %.3f of bytes, %.3f of bound", r.weightBytes(), r.weightBound()));
    }

    private static String fmt(String f, double v) {
        return String.format(Locale.ROOT, f, v);
    }
}
