package dev.berth.model.testing;

import dev.berth.model.Budget;

import java.time.Duration;

/** Budgets for tests of any family. */
public final class Budgets {
    private Budgets() {
    }

    /** A budget already ended (cancelled before the call), as when a caller gives up at once. */
    public static Budget cancelled() {
        Budget budget = Budget.unlimited();
        budget.cancel();
        return budget;
    }

    /** A budget whose deadline has passed, as when the request's time ran out before the call. */
    public static Budget expired() {
        return Budget.of(Duration.ZERO);
    }
}
