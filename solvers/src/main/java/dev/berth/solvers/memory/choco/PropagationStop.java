package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.exception.ContradictionException;

/**
 * Lets a long propagation give up when the budget runs out: Choco checks its stop criteria only between
 * search nodes, and on large models one node's propagation can outlast the time limit. Giving up is a
 * failure, which Choco takes for a refutation, so the allocator must treat a search during which this
 * {@link #fired()} as incomplete (it proves nothing).
 */
final class PropagationStop {
    private final Budget budget;
    private int calls;
    private boolean fired;

    PropagationStop(Budget budget) {
        this.budget = budget;
    }

    /** Every 256th call, fails the propagator if the budget ran out (reading the clock costs). */
    void check(Propagator<?> propagator) throws ContradictionException {
        if ((++calls & 255) == 0 && budget.exhausted()) {
            fired = true;
            propagator.fails();
        }
    }

    boolean fired() {
        return fired;
    }
}
