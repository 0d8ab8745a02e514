package dev.berth.bench.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.check.memory.MemoryChecker;
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

import java.util.concurrent.TimeUnit;

/**
 * JMH micro-benchmark of the checks every bench run pays for: {@link MemoryChecker#firstViolation} on a
 * valid layout (so the whole sweep runs) and {@link MemoryLowerBound#of}, on a generated trace. Not run by
 * the tests; see bench/README.md ({@code bench/jmh.sh MemoryCheckBenchmark}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MemoryCheckBenchmark {
    @Param({"20000"})
    public int buffers;

    private MemoryProblem problem;
    private long[] offsets;

    @Setup
    public void generate() {
        problem = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(buffers, 1).withUnboundedCapacity());
        // every buffer above the previous one: valid whatever the lifetimes, so the validator sweeps it all
        offsets = new long[problem.size()];
        long top = 0;
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            top = (top + b.alignment() - 1) / b.alignment() * b.alignment();
            offsets[i] = top;
            top += b.size();
        }
        if (MemoryChecker.firstViolation(problem, offsets) != null) {
            throw new IllegalStateException("the stacked layout should be valid");
        }
    }

    @Benchmark
    public String firstViolation() {
        return MemoryChecker.firstViolation(problem, offsets);
    }

    @Benchmark
    public long lowerBound() {
        return MemoryLowerBound.of(problem);
    }
}
