package dev.berth.bench.memory;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Instances;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.solvers.memory.exact.ExactMemoryAllocator;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * JMH micro-benchmark of the exact search's hot path: placing a buffer, raising its neighbours' lowest
 * offsets, the section inference at every node, and undoing it all on backtrack. Each operation runs the
 * search on one thread for a fixed number of nodes on a MiniMalloc "challenging" instance, under one set of
 * technique switches; the {@code nodes} counter gives search nodes per second, so the cost of each
 * inference (e.g. {@code release-bound=true}) is read off directly. {@link ExactSetupBenchmark} measures
 * what a solve pays before its first node.
 *
 * <p>The suite is read from {@code -Dberth.suite=DIR} (default {@code ../shared/benchmarks/minimalloc/challenging},
 * relative to the project root where {@code bench/jmh.sh} runs). Not run by the tests; see bench/README.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
@Fork(1)
public class ExactSearchBenchmark {
    /** nodes per operation: long enough that set-up is a small share, short enough for many operations */
    static final long NODES = 200_000;

    @Param({"B", "E", "I"})
    public String instance;

    /** semicolon-separated key=value switches, or "default" */
    @Param({"default", "release-bound=true", "unallocated-floor=false", "section-inference=false"})
    public String switches;

    private MemoryProblem problem;
    private SolveOptions search;
    private final ExactMemoryAllocator exact = new ExactMemoryAllocator();

    /** What JMH reports next to the operations: search nodes run, per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    @Setup
    public void load() {
        Path dir = Path.of(System.getProperty("berth.suite", "../shared/benchmarks/minimalloc/challenging"));
        Path file = dir.resolve(instance + ".1048576.csv");
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException(file.toAbsolutePath() + " not found: run from the project root or "
                    + "pass -jvmArgsAppend -Dberth.suite=DIR");
        }
        problem = (MemoryProblem) Instances.read(file);
        Map<String, String> params = new LinkedHashMap<>();
        if (!switches.equals("default")) {
            for (String kv : switches.split(";")) {
                String[] pair = kv.split("=", 2);
                params.put(pair[0], pair[1]);
            }
        }
        search = new SolveOptions(Objective.FIT, null, 1, NODES, 1, params);
    }

    @Benchmark
    public Result<MemoryLayout> searchNodes(Nodes counter) {
        Result<MemoryLayout> r = exact.solve(problem, search, Budget.unlimited());
        counter.nodes += ((Number) r.stats().get("nodes")).longValue();
        return r;
    }
}
