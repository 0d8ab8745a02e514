package dev.berth.solvers.memory.choco;

import org.chocosolver.solver.search.strategy.selectors.variables.VariableSelector;
import org.chocosolver.solver.variables.IntVar;

/**
 * Picks the unfixed offset with the lowest lower bound, the earliest in the given order on ties: the search
 * fills memory from the bottom up, as a first-fit does, and its first dive is a first-fit layout.
 */
final class LowestOffsetFirst implements VariableSelector<IntVar> {
    @Override
    public IntVar getVariable(IntVar[] variables) {
        IntVar best = null;
        for (IntVar v : variables) {
            if (!v.isInstantiated() && (best == null || v.getLB() < best.getLB())) {
                best = v;
            }
        }
        return best;
    }
}
