package dev.berth.solvers;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.testing.TestStrategies;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OnlyWhereTest {
    private static final MemoryProblem P = TinyMemoryInstances.miniMallocExample();
    private static final Strategy<MemoryProblem, MemoryLayout> ANSWERS = TestStrategies.of("answers",
            (p, o) -> Result.feasible(new MemoryLayout(new long[] {8, 8, 4, 4, 0})));

    @Test
    void runsWhereItAppliesAndSaysWhyNotElsewhere() {
        assertEquals(Status.FEASIBLE, new OnlyWhere<>(ANSWERS, p -> true, "anything").solve(P, SolveOptions.defaults()).status());
        Result<MemoryLayout> r = new OnlyWhere<>(ANSWERS, p -> p.size() > 1_000, "large instances")
                .solve(P, SolveOptions.defaults());
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains("only on large instances"), r.reason());
    }
}
