package dev.berth.solvers.memory.timefold;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

/**
 * Test starting strategy that answers like another one and then ends the budget it was given, as a slow
 * starting layout would: a deterministic way to run out of time during the set-up.
 */
final class BudgetSpendingAllocator implements MemoryAllocator {
    private final MemoryAllocator inner;

    BudgetSpendingAllocator(MemoryAllocator inner) {
        this.inner = inner;
    }

    @Override
    public String name() {
        return "spending-" + inner.name();
    }

    @Override
    public String description() {
        return inner.description() + ", then ends the budget (tests)";
    }

    @Override
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        MemoryResult r = inner.allocate(problem, options, budget);
        budget.cancel();
        return r;
    }
}
