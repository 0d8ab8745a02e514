package dev.berth.solvers.sync.timefold;

import ai.timefold.solver.core.api.score.HardMediumSoftScore;
import ai.timefold.solver.core.api.score.calculator.IncrementalScoreCalculator;

/**
 * The score of {@link IdSolution}, kept up to date in this calculator's own {@link IdCounts}: a changed
 * slot costs one pass over its conflicting slots (precomputed), nothing else.
 */
public class IdScoreCalculator implements IncrementalScoreCalculator<IdSolution, HardMediumSoftScore> {
    private IdCounts counts;

    /** For Timefold, which creates the calculator. */
    public IdScoreCalculator() {
    }

    @Override
    public void resetWorkingSolution(IdSolution solution) {
        counts = new IdCounts(solution.getFacts());
        counts.reset(solution.getSlots());
    }

    @Override
    public void beforeVariableChanged(Object entity, String variableName) {
        counts.lift(((IdSlot) entity).getIndex());
    }

    @Override
    public void afterVariableChanged(Object entity, String variableName) {
        IdSlot s = (IdSlot) entity;
        counts.place(s.getIndex(), s.getId());
    }

    @Override
    public HardMediumSoftScore calculateScore() {
        return HardMediumSoftScore.of(-counts.conflictPairs, -counts.used, counts.squares);
    }
}
