package dev.berth.solvers;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.testing.TestStrategies;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimeGuardedTest {
    private static final MemoryProblem P = TinyMemoryInstances.miniMallocExample();
    private static final Strategy<MemoryProblem, MemoryLayout> ANSWERS = TestStrategies.of("answers",
            (p, o) -> Result.feasible(new MemoryLayout(new long[] {8, 8, 4, 4, 0})));

    private static Result<MemoryLayout> guarded(Duration needs, Budget budget) {
        return new TimeGuarded<>(ANSWERS, p -> needs, "its warm-up").solve(P, SolveOptions.defaults(), budget);
    }

    @Test
    void runsWhenItsEstimateFitsTheTimeLeft() {
        assertEquals(Status.FEASIBLE, guarded(Duration.ofSeconds(1), Budget.of(Duration.ofSeconds(100))).status());
    }

    @Test
    void declinesWhenItsEstimateTakesMoreThanThreeQuartersOfTheTimeLeft() {
        Result<MemoryLayout> r = guarded(Duration.ofSeconds(80), Budget.of(Duration.ofSeconds(100)));
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains("80000 ms") && r.reason().contains("its warm-up"), r.reason());
    }

    @Test
    void withoutATimeLimitItAlwaysRuns() {
        assertEquals(Status.FEASIBLE, guarded(Duration.ofDays(1), Budget.unlimited()).status());
    }
}
