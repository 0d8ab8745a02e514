package dev.berth.model.sync;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;

/**
 * One strategy for mapping logical sync resources onto physical ones. Implementations honour the budget,
 * report OPTIMAL only with a proof, and INFEASIBLE only with a reason. Results are checked by
 * {@link SyncValidator} before anyone sees them. Strategies that may drop redundant sync pairs do so only
 * when {@code -P remove-redundant=true}.
 */
public interface SyncAllocator {
    String name();

    String description();

    SyncResult allocate(SyncProblem problem, SolveOptions options, Budget budget);

    default SyncResult allocate(SyncProblem problem, SolveOptions options) {
        return allocate(problem, options, Budget.of(options.timeLimit()));
    }
}
