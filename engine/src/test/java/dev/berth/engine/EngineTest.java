package dev.berth.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class EngineTest {

    private static final long ITEMS = 1_000_000;
    private static final long CUTOFF = 10_000;

    /** Sum of i * i over the range, in exact long arithmetic. */
    private static final class SquareSum implements RangeComputation<Long> {
        final Set<String> threads = ConcurrentHashMap.newKeySet();

        @Override
        public Long compute(long from, long to) {
            threads.add(Thread.currentThread().getName());
            long s = 0;
            for (long i = from; i < to; i++) {
                s += i * i;
            }
            return s;
        }

        @Override
        public Long combine(Long left, Long right) {
            return left + right;
        }
    }

    private static long squareSum(long n) {
        long s = 0;
        for (long i = 0; i < n; i++) {
            s += i * i;
        }
        return s;
    }

    @ParameterizedTest
    @EnumSource(DoorbellKind.class)
    void sumOverAMillionItemsIsIdenticalAcrossThreadCounts(DoorbellKind kind) {
        long expected = squareSum(ITEMS);
        for (int threads = 1; threads <= 4; threads++) {
            try (Engine engine = Engine.start(EngineConfig.forThreads(threads).withDoorbell(kind))) {
                SquareSum sum = new SquareSum();
                assertEquals(expected, engine.reduce(ITEMS, CUTOFF, sum), threads + " threads");
                assertTrue(sum.threads.stream().allMatch(t -> t.startsWith("berth-unit-")),
                        "every leaf ran on a unit core: " + sum.threads);
            }
        }
    }

    @Test
    void floatingPointSumIsBitIdenticalAcrossRunsAndThreadCounts() {
        NoisySum sum = new NoisySum(42, (int) ITEMS);
        Double first = null;
        for (int threads = 1; threads <= 4; threads++) {
            for (int units : new int[] {threads, 2 * threads + 1}) {
                int cores = units % 3 + 1; // 1 to 3 cores per unit: neither may change how results combine
                EngineConfig config = EngineConfig.forThreads(threads).withUnits(units).withCoresPerUnit(cores)
                        .withPartsPerLeaf(3);
                try (Engine engine = Engine.start(config)) {
                    for (int run = 0; run < 3; run++) {
                        double result = engine.reduce(ITEMS, CUTOFF, sum);
                        if (first == null) {
                            first = result;
                        }
                        assertEquals(Double.doubleToRawLongBits(first), Double.doubleToRawLongBits(result),
                                threads + " threads, " + units + " units of " + cores + " cores, run " + run);
                    }
                }
            }
        }
    }

    @Test
    void mapKeepsIndexOrder() {
        try (Engine engine = Engine.start(3)) {
            List<Integer> out = engine.map(10_007, 100, i -> i);
            List<Integer> expected = IntStream.range(0, 10_007).boxed().toList();
            int firstWrong = IntStream.range(0, out.size()).filter(i -> out.get(i) != i).findFirst().orElse(-1);
            assertTrue(out.equals(expected), "size " + out.size() + ", first index out of place " + firstWrong);
            assertEquals(List.of(), engine.map(0, 100, i -> i));
        }
    }

    @Test
    void everyLeafGoesToTheUnitOfTheOnlyWorker() {
        try (Engine engine = Engine.start(EngineConfig.forThreads(1))) {
            engine.reduce(ITEMS, CUTOFF, new SquareSum());
            // 1e6 halved until <= 1e4 is 128 leaves of 7812 or 7813 items, each one task for the worker's one unit
            assertEquals(128, engine.unit(0).tasksRun());
        }
    }

    @ParameterizedTest
    @EnumSource(DoorbellKind.class)
    void anExceptionInACoreFailsTheComputationAndTheEngineCarriesOn(DoorbellKind kind) {
        IllegalArgumentException boom = new IllegalArgumentException("bad item 777777");
        RangeComputation<Long> failing = new RangeComputation<>() {
            @Override
            public Long compute(long from, long to) {
                if (from <= 777_777 && 777_777 < to) {
                    throw boom;
                }
                return to - from;
            }

            @Override
            public Long combine(Long left, Long right) {
                return left + right;
            }
        };
        try (Engine engine = Engine.start(EngineConfig.forThreads(2).withDoorbell(kind))) {
            TaskFailedException e = assertThrows(TaskFailedException.class, () -> engine.reduce(ITEMS, CUTOFF, failing));
            assertSame(boom, e.getCause());
            assertEquals(squareSum(ITEMS), engine.reduce(ITEMS, CUTOFF, new SquareSum()));
        }
    }

    @Test
    void nineUnitsOverFourWorkersAreDealtThreeTwoTwoTwo() {
        try (Engine engine = Engine.start(EngineConfig.forThreads(4).withUnits(9))) {
            int[] counts = IntStream.range(0, 4).map(w -> engine.unitsPerWorker()[w].length).toArray();
            assertArrayEquals(new int[] {3, 2, 2, 2}, counts);
            assertEquals(squareSum(ITEMS), engine.reduce(ITEMS, CUTOFF, new SquareSum()));
        }
    }

    @Test
    void aDisconnectedUnitTakesNoFurtherLeaves() {
        try (Engine engine = Engine.start(EngineConfig.forThreads(1).withUnits(3).withPartsPerLeaf(3))) {
            engine.reduce(ITEMS, CUTOFF, new SquareSum());
            long[] before = IntStream.range(0, 3).mapToLong(u -> engine.unit(u).tasksRun()).toArray();
            assertArrayEquals(new long[] {128, 128, 128}, before);

            engine.disconnect(1);
            assertEquals(squareSum(ITEMS), engine.reduce(ITEMS, CUTOFF, new SquareSum()));
            assertTrue(engine.unit(1).isDetached());
            assertFalse(engine.unit(1).coresAlive());
            assertEquals(128, engine.unit(1).tasksRun());
            assertEquals(256, engine.unit(0).tasksRun());
            assertEquals(256, engine.unit(2).tasksRun());
        }
    }

    @Test
    void aWorkerWithoutUnitsRunsItsLeavesItself() {
        try (Engine engine = Engine.start(EngineConfig.forThreads(2).withUnits(2))) {
            engine.disconnect(0);
            engine.disconnect(1);
            SquareSum sum = new SquareSum();
            assertEquals(squareSum(ITEMS), engine.reduce(ITEMS, CUTOFF, sum));
            assertTrue(sum.threads.stream().allMatch(t -> t.startsWith("berth-worker-")),
                    "every leaf ran on its worker: " + sum.threads);
        }
    }

    @Test
    void closeEndsEveryUnitAndRefusesWork() {
        Engine engine = Engine.start(EngineConfig.forThreads(2).withUnits(5));
        engine.reduce(ITEMS, CUTOFF, new SquareSum());
        engine.close();
        for (int u = 0; u < 5; u++) {
            assertTrue(engine.unit(u).isDetached());
            assertFalse(engine.unit(u).coresAlive());
        }
        assertThrows(IllegalStateException.class, () -> engine.reduce(10, 1, new SquareSum()));
        engine.close();
    }
}
