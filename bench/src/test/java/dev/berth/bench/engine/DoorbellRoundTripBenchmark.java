package dev.berth.bench.engine;

import dev.berth.engine.DoorbellKind;
import dev.berth.engine.ExecutionUnit;
import dev.berth.engine.UnitResult;
import dev.berth.engine.UnitTask;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One empty task handed over and its completion read back, in ns, sampled (median and p99 in JMH's percentiles):
 * through a one-core execution unit with the release/acquire doorbell (the text's protocol), with the CAS doorbell,
 * and, for comparison, submitted to a one-thread {@link ExecutorService} and awaited through its Future. The unit
 * spins long enough never to park between calls, which is the regime the doorbell is for; the executor's thread
 * parks in its queue, as executors do. Not run by the tests: {@code bench/jmh.sh DoorbellRoundTripBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class DoorbellRoundTripBenchmark {

    private static final int SPINS = 50_000_000;

    private static final UnitTask EMPTY = new UnitTask() {
        @Override
        public int parts() {
            return 1;
        }

        @Override
        public void runPart(int part) {
            // nothing: the hand-over is what is measured
        }
    };

    @Param({"RELEASE_ACQUIRE", "CAS", "EXECUTOR"})
    public String handoff;

    private ExecutionUnit unit;
    private ExecutorService executor;
    private final Runnable emptyRunnable = () -> { };

    @Setup(Level.Trial)
    public void start() {
        if (handoff.equals("EXECUTOR")) {
            executor = Executors.newSingleThreadExecutor();
        } else {
            unit = new ExecutionUnit(0, 1, DoorbellKind.valueOf(handoff), SPINS);
        }
    }

    @TearDown(Level.Trial)
    public void stop() {
        if (unit != null) {
            unit.disconnect();
        }
        if (executor != null) {
            executor.close();
        }
    }

    @Benchmark
    public Object roundTrip() throws ExecutionException, InterruptedException {
        if (unit != null) {
            UnitResult result = unit.run(EMPTY);
            return result;
        }
        return executor.submit(emptyRunnable).get();
    }
}
