package dev.berth.cluster;

import dev.berth.bench.Bench;
import dev.berth.bench.BenchReport;
import dev.berth.bench.BenchRow;
import dev.berth.bench.memory.MemoryBenchKit;
import dev.berth.bench.memory.MemoryTraceGenerator;
import dev.berth.bench.memory.MemoryTraceSpec;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.testing.TinyMemoryInstances;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The tests' sweep: small generated memory traces × deterministic strategies (node limits, fixed seed, no
 * clock), so a cluster's rows must equal a local run's. Tight capacities make exact and choco search and prove,
 * so proof checks run too.
 */
final class SmallSweep {
    static final MemoryBenchKit KIT = new MemoryBenchKit();
    static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(null).withNodeLimit(20_000).withThreads(1)
            .withSeed(1);
    static final List<String> STRATEGIES = List.of("greedy", "reference", "exact", "choco");
    /** The CSV columns that are measurements, not results. */
    private static final List<String> TIMING = List.of("seconds", "heap_peak_bytes", "heap_base_bytes");

    private SmallSweep() {
    }

    /**
     * {@code n} generated traces and {@code n} tiny random instances without a capacity, whose optimum is often
     * above the live-bytes bound: exact and choco prove it by search, so proof checks run (a second batch).
     */
    static List<MemoryProblem> instances(int n) {
        List<MemoryProblem> out = new ArrayList<>();
        for (int seed = 1; seed <= n; seed++) {
            out.add(MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(16 + 4 * seed, seed)));
            out.add(TinyMemoryInstances.random(seed, 8, true).withCapacity(MemoryProblem.UNBOUNDED));
        }
        return out;
    }

    static Bench<MemoryProblem, MemoryLayout> bench(List<MemoryProblem> instances, Path dir) {
        return Bench.of(KIT, instances, STRATEGIES.stream().map(KIT.registry()::byName).toList(), OPTIONS)
                .printingTo(new PrintStream(OutputStream.nullOutputStream())).writingTo(dir);
    }

    static BenchReport local(List<MemoryProblem> instances, Path dir) {
        return bench(instances, dir).run();
    }

    /** The results CSV with the timing columns blanked: what must not depend on where the runs were made. */
    static List<String> results(Path dir) {
        try {
            List<String> lines = Files.readAllLines(dir.resolve("results.csv"), StandardCharsets.UTF_8);
            List<String> header = Arrays.asList(lines.get(0).split(","));
            List<Integer> timing = TIMING.stream().map(header::indexOf).toList();
            List<String> out = new ArrayList<>();
            for (String line : lines) {
                List<String> f = new ArrayList<>(Arrays.asList(line.split(",", -1)));
                if (f.size() >= header.size() - 1) { // stats may hold commas: only the leading columns are cut
                    timing.forEach(i -> f.set(i, "_"));
                }
                out.add(String.join(",", f));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void assertSameRows(List<BenchRow> expected, List<BenchRow> actual) {
        assertEquals(expected.size(), actual.size(), "rows");
        for (int i = 0; i < expected.size(); i++) {
            BenchRow a = expected.get(i);
            BenchRow b = actual.get(i);
            String what = "row " + i + ": " + a.instance() + " / " + a.strategy();
            assertEquals(a.instance() + " / " + a.strategy(), b.instance() + " / " + b.strategy(), "order");
            assertEquals(a.status(), b.status(), what);
            assertEquals(Arrays.toString(a.score()), Arrays.toString(b.score()), what);
            assertEquals(a.bound(), b.bound(), what);
            assertEquals(a.reportedBound(), b.reportedBound(), what);
            assertEquals(a.proof(), b.proof(), what);
            assertEquals(a.validator(), b.validator(), what);
            assertEquals(a.secondOpinion(), b.secondOpinion(), what);
            assertEquals(a.message(), b.message(), what);
            assertEquals(a.facts().toString(), b.facts().toString(), what);
            assertEquals(String.valueOf(a.stats().get("searchNodes")), String.valueOf(b.stats().get("searchNodes")), what);
        }
    }

    static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A loopback member on a free port of a cluster named for the test, so concurrent builds never meet. */
    static ClusterSettings loopback(String cluster, int slots) {
        return ClusterSettings.defaults().named(cluster).boundTo("127.0.0.1", freePort(), false).withSlots(slots);
    }
}
