package dev.berth.solvers.channels.timefold;

import ai.timefold.solver.core.api.domain.solution.PlanningEntityCollectionProperty;
import ai.timefold.solver.core.api.domain.solution.PlanningSolution;
import dev.berth.solvers.timefold.HardMediumSoftSolution;

import java.util.List;

/**
 * The working placement: one slot per unplaced buffer, and the facts the score and the moves share
 * ({@link PlacementFacts}). Score ({@link PlacementScoreCalculator}): hard = minus the channels the code needs
 * beyond the usable ones, medium = minus the code's makespan in cycles, soft = minus its width.
 */
@PlanningSolution
public class PlacementSolution extends HardMediumSoftSolution {
    @PlanningEntityCollectionProperty
    private List<PlacementSlot> slots;
    private PlacementFacts facts;

    /** For Timefold's cloner. */
    public PlacementSolution() {
    }

    PlacementSolution(List<PlacementSlot> slots, PlacementFacts facts) {
        this.slots = slots;
        this.facts = facts;
    }

    public List<PlacementSlot> getSlots() {
        return slots;
    }

    PlacementFacts getFacts() {
        return facts;
    }
}
