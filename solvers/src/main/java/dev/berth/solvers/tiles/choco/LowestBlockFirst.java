package dev.berth.solvers.tiles.choco;

import org.chocosolver.solver.search.strategy.selectors.variables.VariableSelector;
import org.chocosolver.solver.variables.IntVar;

/**
 * Picks the unplaced block with the lowest possible offset, the earliest in the given order on ties: the
 * search fills the tile from the bottom up, so its first dive is a first-fit in that order, and every later
 * one a first-fit that backtracks.
 */
final class LowestBlockFirst implements VariableSelector<IntVar> {
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
