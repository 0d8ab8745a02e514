package dev.berth.model.testing;

import dev.berth.model.Budget;

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
}
