package dev.berth.solvers.sync.timefold;

import ai.timefold.solver.core.api.domain.solution.PlanningEntityCollectionProperty;
import ai.timefold.solver.core.api.domain.solution.PlanningSolution;
import dev.berth.solvers.timefold.HardMediumSoftSolution;

import java.util.List;

/**
 * The working mapping: one slot per kept resource, and the fixed facts the score and the moves share
 * ({@link IdFacts}). Score ({@link IdScoreCalculator}): hard = conflicting pairs on one id,
 * medium = minus the ids used, soft = the sum over ids of their holders squared, which rewards emptying the
 * ids few resources hold and so leads towards fewer ids.
 */
@PlanningSolution
public class IdSolution extends HardMediumSoftSolution {
    @PlanningEntityCollectionProperty
    private List<IdSlot> slots;
    private IdFacts facts;

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
}
