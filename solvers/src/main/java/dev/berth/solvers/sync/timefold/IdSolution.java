package dev.berth.solvers.sync.timefold;

import ai.timefold.solver.core.api.domain.solution.PlanningEntityCollectionProperty;
import ai.timefold.solver.core.api.domain.solution.PlanningScore;
import ai.timefold.solver.core.api.domain.solution.PlanningSolution;
import ai.timefold.solver.core.api.score.HardMediumSoftScore;

import java.util.List;

/**
 * The working mapping: one slot per kept resource, and the fixed facts the score and the moves share
 * ({@link IdFacts}). Score ({@link IdScoreCalculator}): hard = conflicting pairs on one id,
 * medium = minus the ids used, soft = the sum over ids of their holders squared, which rewards emptying the
 * ids few resources hold and so leads towards fewer ids.
 */
@PlanningSolution
public class IdSolution {
    @PlanningEntityCollectionProperty
    private List<IdSlot> slots;
    private IdFacts facts;
    @PlanningScore
    private HardMediumSoftScore score;

    /** For Timefold's cloner. */
    public IdSolution() {
    }

    IdSolution(List<IdSlot> slots, IdFacts facts) {
        this.slots = slots;
        this.facts = facts;
    }

    public List<IdSlot> getSlots() {
        return slots;
    }

    IdFacts getFacts() {
        return facts;
    }

    public HardMediumSoftScore getScore() {
        return score;
    }

    public void setScore(HardMediumSoftScore score) {
        this.score = score;
    }
}
