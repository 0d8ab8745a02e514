package dev.berth.simulator.simt;

import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lock-free examples compute the same under the SIMT stack and under per-thread scheduling, on the
 * deterministic schedule and seeded random ones, and what their headers say, worked out by hand.
 */
class LockFreeKernelsTest {
    private static final int RANDOM_SCHEDULES = 8;

    static Stream<Arguments> kernels() {
        return Stream.of(
                Arguments.of("reduction.simt", new Launch(2, 8, 18, Map.of()),
                        Map.of(0, 92L, 8, 284L, 16, 92L, 17, 284L)),
                Arguments.of("prefix-sum.simt", new Launch(2, 8, 16, Map.of()),
                        words(1, 3, 6, 10, 15, 21, 28, 36, 9, 19, 30, 42, 55, 69, 84, 100)),
                Arguments.of("divergent-if.simt", new Launch(2, 4, 18, Map.of()),
                        words(0, 101, 20, 103, 40, 105, 60, 107, 4, 16, 1, 102, 21, 104, 41, 106, 61, 108)),
                Arguments.of("nested-loops.simt", new Launch(1, 8, 9, Map.of()),
                        words(1, 9, 36, 10, 3, 18, 6, 30, 37)),
                Arguments.of("early-exit.simt", new Launch(1, 8, 10, Map.of()),
                        words(0, 0, 0, 31, 0, 0, 0, 63, 6, 94)));
    }

    /** Word address → value for every word from 0. */
    private static Map<Integer, Long> words(long... values) {
        java.util.HashMap<Integer, Long> m = new java.util.HashMap<>();
        for (int i = 0; i < values.length; i++) {
            m.put(i, values[i]);
        }
        return m;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    void ipdomAndItsAgreeOnEverySchedule(String file, Launch launch, Map<Integer, Long> expected) {
        Kernel k = ExampleKernels.load(file);
        SimtComparison c = SimtComparison.compare(k, ExecutionModel.ITS, k, ExecutionModel.IPDOM, launch,
                RANDOM_SCHEDULES, 11, 100_000);
        assertTrue(c.identical(), c.message());
        assertEquals(1 + RANDOM_SCHEDULES, c.runs().size());
        for (SimtComparedRun run : c.runs()) {
            for (SimtRunReport r : List.of(run.reference(), run.candidate())) {
                expected.forEach((a, v) -> assertEquals(v, r.word(a), file + " " + run.schedule() + " word " + a));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    void everyThreadRunsTheSamePathUnderBothModels(String file, Launch launch, Map<Integer, Long> expected) {
        // the kernels' branches depend on thread ids only, so each thread executes the same instructions whatever
        // the model groups it with: the thread instructions agree, only the steps (how they are grouped) may not
        Kernel k = ExampleKernels.load(file);
        SimtRunReport ipdom = SimtSimulator.run(k, launch, ExecutionModel.IPDOM, SimtRunOptions.deterministic());
        SimtRunReport its = SimtSimulator.run(k, launch, ExecutionModel.ITS, SimtRunOptions.random(3));
        assertEquals(ipdom.threadInstructions(), its.threadInstructions(), file);
        assertTrue(ipdom.simdEfficiency() > 0 && ipdom.simdEfficiency() <= 1, file);
    }
}
