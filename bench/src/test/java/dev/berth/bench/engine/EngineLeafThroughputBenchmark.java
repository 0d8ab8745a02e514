package dev.berth.bench.engine;

import dev.berth.engine.DoorbellKind;
import dev.berth.engine.Engine;
import dev.berth.engine.EngineConfig;
import dev.berth.engine.RangeComputation;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Leaf tasks per second through the whole engine: a reduce over {@value #LEAVES} one-item leaves (cutoff 1), each
 * offloaded to a unit and split over its cores, so the figure is the engine's per-leaf overhead (fork/join, the
 * doorbell round trip, the unit's two barrier phases, combining). {@code threads} sets workers and units;
 * {@code cores} the threads per unit. Not run by the tests: {@code bench/jmh.sh EngineLeafThroughputBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class EngineLeafThroughputBenchmark {

    private static final int LEAVES = 4096;

    private static final RangeComputation<Long> COUNT = new RangeComputation<>() {
        @Override
        public Long compute(long from, long to) {
            return to - from;
        }

        @Override
        public Long combine(Long left, Long right) {
            return left + right;
        }
    };

    @Param({"1", "2"})
    public int threads;

    @Param({"1", "2"})
    public int cores;

    @Param({"RELEASE_ACQUIRE", "CAS"})
    public String doorbell;

    private Engine engine;

    @Setup(Level.Trial)
    public void start() {
        engine = Engine.start(EngineConfig.forThreads(threads).withCoresPerUnit(cores).withPartsPerLeaf(cores)
                .withDoorbell(DoorbellKind.valueOf(doorbell)));
    }

    @TearDown(Level.Trial)
    public void stop() {
        engine.close();
    }

    @Benchmark
    @OperationsPerInvocation(LEAVES)
    public long leaves() {
        return engine.reduce(LEAVES, 1, COUNT);
    }
}
