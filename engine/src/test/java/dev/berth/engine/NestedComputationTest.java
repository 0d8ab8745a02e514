package dev.berth.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class NestedComputationTest {

    @Test
    void aComputationStartedInsideTheEngineRunsOnTheCallerWithTheSameResult() {
        NoisySum sum = new NoisySum(7, 100_000);
        EngineConfig config = EngineConfig.forThreads(2).withPartsPerLeaf(3);
        try (Engine engine = Engine.start(config)) {
            double outside = engine.reduce(100_000, 1_000, sum);
            assertFalse(Engine.onEngineThread());
            // every outer leaf starts the same computation on the same engine: on the engine this could wait for
            // its own worker; inline it must neither hang nor change a bit
            List<Double> nested = engine.map(4, 1, i -> {
                assertTrue(Engine.onEngineThread());
                return engine.reduce(100_000, 1_000, sum);
            });
            for (double d : nested) {
                assertEquals(Double.doubleToRawLongBits(outside), Double.doubleToRawLongBits(d));
            }
        }
    }

    @Test
    void aNestedFailureReachesTheOuterCaller() {
        try (Engine engine = Engine.start(2)) {
            TaskFailedException e = assertThrows(TaskFailedException.class, () -> engine.map(2, 1,
                    i -> engine.map(3, 1, j -> {
                        if (j == 2) {
                            throw new IllegalStateException("part " + j);
                        }
                        return j;
                    })));
            Throwable inner = e.getCause();
            assertInstanceOf(TaskFailedException.class, inner);
            assertEquals("part 2", inner.getCause().getMessage());
        }
    }

    /**
     * An outer leaf fails while the other still starts its nested computation, and the engine is closed at once:
     * close() must not hold what a nested start needs (it once did: a deadlock in about 1 run in 500).
     */
    @RepeatedTest(300)
    void closingWhileAPartStartsANestedComputationEnds() {
        try (Engine engine = Engine.start(2)) {
            assertThrows(TaskFailedException.class, () -> engine.map(2, 1, i -> engine.map(3, 1, j -> {
                if (i == 0 || j == 2) {
                    throw new IllegalStateException("part " + j);
                }
                return j;
            })));
        }
    }

    private static int depth(int n) {
        return n == 0 ? 0 : 1 + depth(n - 1);
    }

    @Test
    void unitCoresGetTheStackTheConfigAsksFor() {
        int deep = 2_000_000; // far past a default 1 MiB stack (about 10k frames here)
        EngineConfig small = EngineConfig.forThreads(1);
        try (Engine engine = Engine.start(small)) {
            TaskFailedException e = assertThrows(TaskFailedException.class, () -> engine.map(1, 1, i -> depth(deep)));
            assertInstanceOf(StackOverflowError.class, e.getCause());
        }
        try (Engine engine = Engine.start(small.withCoreStackBytes(512L << 20))) {
            assertEquals(List.of(deep), engine.map(1, 1, i -> depth(deep)));
        }
    }
}
