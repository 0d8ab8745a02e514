package dev.berth.solvers.channels.timefold;

import ai.timefold.solver.core.api.score.HardMediumSoftScore;
import ai.timefold.solver.core.api.score.calculator.IncrementalScoreCalculator;

/**
 * The score of {@link PlacementSolution}, from scratch whenever an offset changed since the last one
 * ({@link PlacementEvaluator}, which remembers placements seen). Incremental in form only: Timefold's
 * configuration of every family takes an incremental calculator, and this one notes that something changed.
 */
public class PlacementScoreCalculator implements IncrementalScoreCalculator<PlacementSolution, HardMediumSoftScore> {
    private PlacementSolution solution;
    private HardMediumSoftScore score;

    /** For Timefold, which creates the calculator. */
    public PlacementScoreCalculator() {
    }

    @Override
    public void resetWorkingSolution(PlacementSolution working) {
        solution = working;
        score = null;
    }

    @Override
    public void beforeVariableChanged(Object entity, String variableName) {
        score = null;
    }

    @Override
    public void afterVariableChanged(Object entity, String variableName) {
        score = null;
    }

    @Override
    public HardMediumSoftScore calculateScore() {
        if (score == null) {
            PlacementFacts facts = solution.getFacts();
            score = facts.evaluator.value(facts.offsets(solution.getSlots())).score(facts.usable);
        }
        return score;
    }
}
