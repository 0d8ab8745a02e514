package dev.berth.solvers.memory;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.testing.Budgets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Every memory strategy, behind its gate, answers UNKNOWN at once when its budget has already run out or been
 * cancelled: the analyses it starts with stop at the thread's budget, and that is no crash.
 */
class MemoryStrategiesOutOfTimeTest {

    static List<String> strategies() {
        return MemoryStrategies.REGISTRY.names();
    }

    /** A fresh instance each time: the lower bound of the last instance is kept, and would not stop. */
    private static MemoryProblem instance() {
        MemoryProblem p = TinyMemoryInstances.random(11, 25, true);
        return p.withCapacity(4 * 1024);
    }

    private static void unknown(String name, Supplier<Budget> budget) {
        Result<MemoryLayout> r = MemoryStrategies.REGISTRY.byName(name).solve(instance(),
                SolveOptions.defaults().withThreads(1), budget.get());
        assertEquals(Status.UNKNOWN, r.status(), name + ": " + r.reason());
        assertFalse(r.stats().containsKey(Result.FAILED), name + " crashed: " + r.reason());
    }

    @ParameterizedTest
    @MethodSource("strategies")
    void anExpiredBudgetAnswersUnknown(String name) {
        unknown(name, Budgets::expired);
    }

    @ParameterizedTest
    @MethodSource("strategies")
    void aCancelledBudgetAnswersUnknown(String name) {
        unknown(name, Budgets::cancelled);
    }
}
