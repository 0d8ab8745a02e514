package dev.berth.solvers.sync;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.testing.Budgets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** Every sync strategy, behind its gate, answers UNKNOWN at once when its budget has run out or was cancelled. */
class SyncStrategiesOutOfTimeTest {

    static List<String> strategies() {
        return SyncStrategies.REGISTRY.names();
    }

    @ParameterizedTest
    @MethodSource("strategies")
    void anExpiredOrCancelledBudgetAnswersUnknown(String name) {
        for (Budget budget : new Budget[] {Budgets.expired(), Budgets.cancelled()}) {
            Result<SyncMapping> r = SyncStrategies.REGISTRY.byName(name).solve(SyncExamples.random(7, 6, 120, "flag"),
                    SolveOptions.defaults().withThreads(1), budget);
            assertEquals(Status.UNKNOWN, r.status(), name + ": " + r.reason());
            assertFalse(r.stats().containsKey(Result.FAILED), name + " crashed: " + r.reason());
        }
    }
}
