package dev.berth.model.memory;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;

/**
 * One strategy for static memory allocation. Implementations honour the budget (return the best valid
 * layout found when it runs out), never return a layout they have not built for this problem, and report
 * OPTIMAL only with a proof. Results are checked by {@link MemoryValidator} before anyone sees them.
 */
public interface MemoryAllocator {
    /** The name users pass to {@code --solver}. */
    String name();

    /** One line for {@code berth solvers}. */
    String description();

    MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget);

    default MemoryResult allocate(MemoryProblem problem, SolveOptions options) {
        return allocate(problem, options, Budget.of(options.timeLimit()));
    }
}
