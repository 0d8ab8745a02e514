package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.api.score.BendableScore;
import ai.timefold.solver.core.api.score.calculator.IncrementalScoreCalculator;

/**
 * The score of {@link TileSearchSolution}, kept up to date in this calculator's own {@link SearchState}: a
 * changed decision costs its users and masters (and, when its sharing flips, the groups around its
 * pointers), a changed tile state that tile (and, when a group's address moves, the group's tiles); only
 * those tiles are decoded again. The calculator that scores the working solution first also hands its
 * state to the moves.
 */
public class TileSearchScoreCalculator implements IncrementalScoreCalculator<TileSearchSolution, BendableScore> {
    private SearchState state;

    /** For Timefold, which creates the calculator. */
    public TileSearchScoreCalculator() {
    }

    @Override
    public void resetWorkingSolution(TileSearchSolution solution) {
        state = new SearchState(solution.getFacts(), solution);
        solution.getHolder().offer(this, state);
    }

    @Override
    public void beforeVariableChanged(Object entity, String variableName) {
        // the state keeps the values it last saw, so the change is measured after it
    }

    @Override
    public void afterVariableChanged(Object entity, String variableName) {
        if (entity instanceof TileSlot t) {
            state.tileChanged(t.getIndex(), t.getState());
        } else {
            DecisionSlot d = (DecisionSlot) entity;
            state.decisionChanged(d.getIndex(), d.getMaster());
        }
    }

    @Override
    public BendableScore calculateScore() {
        return state.score();
    }
}
