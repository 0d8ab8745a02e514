package dev.berth.bench.sync;

import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;
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
 * JMH benchmark of what every sync bench run and every exact strategy pays: {@link SyncWidth#of} (happens-
 * before, then a maximum matching per partition) and {@link RedundantPairs#find}, on 10,000 sync pairs under
 * each semantics. {@code random}: 64 warps, {@link SyncProgramSpec#random defaults}, seed 1; {@code pipeline}:
 * one producer and 3 consumers, 4 stages, 1,667 iterations (10,004 pairs). A width takes seconds on the
 * random program, so iterations are few and each runs at least one call. Not run by the tests:
 * {@code bench/jmh.sh SyncWidthBenchmark} (or {@code -p shape=random -p semantics=parity}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class SyncWidthBenchmark {
    @Param({"random", "pipeline"})
    public String shape;

    @Param({"generation", "parity", "flag"})
    public String semantics;

    private SyncProblem problem;

    @Setup
    public void generate() {
        Semantics s = Semantics.byLabel(semantics);
        SyncProgramSpec spec = switch (SyncProgramShape.byLabel(shape)) {
            case RANDOM -> SyncProgramSpec.random(64, 10_000, 1);
            case PIPELINE -> SyncProgramSpec.pipeline(3, 4, 1_667, 1);
            case null -> throw new IllegalArgumentException("shape must be random or pipeline, got " + shape);
        };
        problem = SyncProgramGenerator.generate(spec.withSemantics(s));
    }

    @Benchmark
    public SyncWidth width() {
        return SyncWidth.of(problem);
    }

    @Benchmark
    public boolean[] redundantPairs() {
        return RedundantPairs.find(problem);
    }
}
