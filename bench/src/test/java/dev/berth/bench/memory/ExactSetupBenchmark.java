package dev.berth.bench.memory;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.solvers.memory.exact.ExactMemoryAllocator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * JMH micro-benchmark of what an exact solve pays before its first search node: the lower bound and quick
 * infeasibility checks, the sweep of the timeline into sections, the neighbour lists with their clearances,
 * the rankings, and the final validation (a node limit of 1 stops the search at once). Generated traces up
 * to the 5,000 buffers the strategy accepted when it was written (25,000 now). Not run by the tests; see bench/README.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
@Fork(1)
public class ExactSetupBenchmark {
    @Param({"1000", "5000"})
    public int buffers;

    private MemoryProblem trace;
    private final SolveOptions setupOnly = new SolveOptions(Objective.FIT, null, 1, 1, 1, Map.of());
    private final ExactMemoryAllocator exact = new ExactMemoryAllocator();

    @Setup
    public void generate() {
        trace = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(buffers, 1));
    }

    @Benchmark
    public Result<MemoryLayout> setup() {
        return exact.solve(trace, setupOnly, Budget.unlimited());
    }
}
