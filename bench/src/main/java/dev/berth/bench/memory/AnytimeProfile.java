package dev.berth.bench.memory;

import dev.berth.model.families.MemoryFamily;

import dev.berth.solvers.Plugins;

import dev.berth.bench.BenchFiles;
import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.io.Instances;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * How close the default portfolio gets to the lower bound as it is given more time: each trace solved with
 * limits of 1, 2, 5, 10 and 30 s (a fresh solve per limit, in one warm JVM, as {@code berth serve} or the Java API
 * runs them), first on a quiet machine, then with a second 2-thread {@code berth solve} of another trace running
 * in its own process the whole time (a compiler's parallel build sharing the cores). Rows, a markdown table and a
 * plot ({@link AnytimeChart}).
 *
 * <pre>
 * java -Xss64m -Xmx4g -XX:+UseParallelGC -cp cli/target/berth.jar dev.berth.bench.memory.AnytimeProfile \
 *     --traces bench/suites/real-traces --generate 18700:1:weights,28500:1 --limits 1,2,5,10,30 \
 *     --berth ./berth --out bench/results/anytime
 * </pre>
 *
 * {@code --replot DIR} writes the table and the plot again from {@code DIR/rows.csv}. {@code --traces} takes instance files or folders of them (JSON or CSV); {@code --generate N:SEED[:weights]}
 * adds generated traces (written to a temporary folder); {@code --modes quiet,loaded} picks the runs; the load is
 * {@code BERTH solve} of a generated 28,500-buffer trace ({@code --load-buffers}) with {@code --threads 2},
 * restarted whenever it ends.
 */
public final class AnytimeProfile {
    private AnytimeProfile() {
    }

    /** One solve: a trace under a limit, quiet or loaded. */
    public record Row(String mode, String trace, int buffers, double limit, String status, long peak, long bound,
                      double ratio, double wall, double cpu, String winner) {
    }

    static final String HEADER = "mode,trace,buffers,time_limit_s,status,peak,bound,ratio,wall_s,process_cpu_s,winner";

    public static void main(String[] args) throws Exception {
        List<Path> traces = new ArrayList<>();
        List<String> generate = new ArrayList<>();
        double[] limits = {1, 2, 5, 10, 30};
        List<String> modes = List.of("quiet", "loaded");
        Path out = Path.of("bench-out/anytime");
        String berth = "./berth";
        int loadBuffers = 28_500;
        if (args.length == 2 && args[0].equals("--replot")) {
            replot(Path.of(args[1]));
            return;
        }
        for (int i = 0; i < args.length; i += 2) {
            String v = i + 1 < args.length ? args[i + 1] : null;
            if (v == null) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            switch (args[i]) {
                case "--traces" -> Arrays.stream(v.split(",")).map(Path::of).forEach(traces::add);
                case "--generate" -> generate.addAll(Arrays.asList(v.split(",")));
                case "--limits" -> limits = Arrays.stream(v.split(",")).mapToDouble(Double::parseDouble).toArray();
                case "--modes" -> modes = List.of(v.split(","));
                case "--out" -> out = Path.of(v);
                case "--berth" -> berth = v;
                case "--load-buffers" -> loadBuffers = Integer.parseInt(v);
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + " (--traces, --generate, --limits, --modes, --out, --berth, --load-buffers)");
            }
        }
        Files.createDirectories(out);
        Path tmp = Files.createTempDirectory("berth-anytime");
        try {
            List<Path> files = files(traces);
            for (String g : generate) {
                files.add(generated(g, tmp));
            }
            List<Row> rows = new ArrayList<>();
            warmUp(files.get(0));
            for (String mode : modes) {
                try (BackgroundSolve load = mode.equals("loaded")
                        ? BackgroundSolve.start(berth, generated(loadBuffers + ":7", tmp)) : null) {
                    for (Path f : files) {
                        MemoryProblem p = (MemoryProblem) Instances.read(f);
                        long bound = MemoryLowerBound.of(p);
                        for (double limit : limits) {
                            Row r = solve(mode, name(f), p, bound, limit);
                            rows.add(r);
                            System.out.printf(Locale.ROOT, "%-7s %-40s %7d buffers  %5.1f s: %-8s %s  (%.2f s wall)%n",
                                    r.mode(), r.trace(), r.buffers(), r.limit(), r.status(),
                                    r.ratio() > 0 ? String.format(Locale.ROOT, "%.5f", r.ratio()) : "-", r.wall());
                            write(rows, limits, out);
                        }
                    }
                }
            }
            System.out.println("wrote " + AnytimeChart.write(rows, out.resolve("anytime.png")));
        } finally {
            try (Stream<Path> left = Files.list(tmp)) {
                for (Path f : left.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(tmp);
        }
    }

    /** The table and the plot again from a run's rows.csv ({@code --replot DIR}), the limits those of the rows. */
    static void replot(Path dir) throws IOException {
        List<Row> rows = new ArrayList<>();
        List<String> lines = Files.readAllLines(dir.resolve("rows.csv"));
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.replace("\"", "").split(",", -1);
            rows.add(new Row(f[0], f[1], Integer.parseInt(f[2]), Double.parseDouble(f[3]), f[4], Long.parseLong(f[5]),
                    Long.parseLong(f[6]), Double.parseDouble(f[7]), Double.parseDouble(f[8]), Double.parseDouble(f[9]),
                    f[10]));
        }
        double[] limits = rows.stream().mapToDouble(Row::limit).distinct().sorted().toArray();
        Files.writeString(dir.resolve("table.md"), AnytimeChart.markdown(rows, limits));
        System.out.println("wrote " + AnytimeChart.write(rows, dir.resolve("anytime.png")));
    }

    /** The instance files named, folders expanded (their .json and .csv files, by name). */
    static List<Path> files(List<Path> named) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path p : named) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    s.filter(f -> f.toString().endsWith(".json") || f.toString().endsWith(".csv")).sorted()
                            .forEach(out::add);
                }
            } else {
                out.add(p);
            }
        }
        return out;
    }

    /** A generated trace, {@code N:SEED[:weights]}, written to {@code dir}. */
    static Path generated(String spec, Path dir) {
        String[] f = spec.split(":");
        int n = Integer.parseInt(f[0]);
        long seed = f.length > 1 ? Long.parseLong(f[1]) : 1;
        boolean weights = f.length > 2 && f[2].equals("weights");
        MemoryTraceSpec s = weights ? MemoryTraceSpec.training(n, seed) : MemoryTraceSpec.defaults(n, seed);
        return MemoryTraceGenerator.write(MemoryTraceGenerator.generate(s), dir, "json");
    }

    private static String name(Path f) {
        String n = f.getFileName().toString();
        return n.replaceFirst("\\.(json|csv)$", "");
    }

    /** A first solve, not recorded: the JIT compiles the solvers' code, as in a server that has run before. */
    private static void warmUp(Path f) {
        MemoryProblem p = (MemoryProblem) Instances.read(f);
        solve("warm-up", name(f), p, MemoryLowerBound.of(p), 2);
    }

    static Row solve(String mode, String trace, MemoryProblem p, long bound, double limit) {
        Strategy<MemoryProblem, MemoryLayout> portfolio = Plugins.of(MemoryFamily.INSTANCE).strategies().byName(
                Plugins.of(MemoryFamily.INSTANCE).strategies().defaultName());
        SolveOptions options = SolveOptions.defaults().withTimeLimit(Duration.ofMillis(Math.round(limit * 1000)))
                .withThreads(Runtime.getRuntime().availableProcessors());
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpu0 = os.getProcessCpuTime();
        long t0 = System.nanoTime();
        Result<MemoryLayout> r = portfolio.solve(p, options, Budget.of(options.timeLimit()));
        double wall = (System.nanoTime() - t0) / 1e9;
        double cpu = (os.getProcessCpuTime() - cpu0) / 1e9;
        long best = Math.max(bound, r.bound());
        long peak = r.hasSolution() ? r.objective() : -1;
        Object winner = r.stats().get("winner");
        return new Row(mode, trace, p.size(), limit, r.status().name(), peak, best,
                peak > 0 && best > 0 ? peak / (double) best : 0, wall, cpu, winner == null ? "" : winner.toString());
    }

    private static void write(List<Row> rows, double[] limits, Path out) throws IOException {
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        for (Row r : rows) {
            BenchFiles.csvLine(csv, r.mode(), r.trace(), Integer.toString(r.buffers()), fmt(r.limit()), r.status(),
                    Long.toString(r.peak()), Long.toString(r.bound()), String.format(Locale.ROOT, "%.6f", r.ratio()),
                    String.format(Locale.ROOT, "%.3f", r.wall()), String.format(Locale.ROOT, "%.3f", r.cpu()),
                    r.winner());
        }
        Files.writeString(out.resolve("rows.csv"), csv);
        Files.writeString(out.resolve("table.md"), AnytimeChart.markdown(rows, limits));
    }

    static String fmt(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
