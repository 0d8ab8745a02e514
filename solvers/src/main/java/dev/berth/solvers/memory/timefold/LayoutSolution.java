package dev.berth.solvers.memory.timefold;

import ai.timefold.solver.core.api.domain.solution.PlanningEntityCollectionProperty;
import ai.timefold.solver.core.api.domain.solution.PlanningSolution;
import dev.berth.solvers.timefold.HardMediumSoftSolution;

import java.util.List;

/**
 * The working layout: one slot per buffer of non-zero size, and what the moves and the score need (which
 * slots can collide, free positions, move kinds). Score ({@link LayoutScoreCalculator}): hard = bytes held
 * twice, medium = the peak, soft = the sum of the buffers' tops (a gradient under the flat peak).
 */
@PlanningSolution
public class LayoutSolution extends HardMediumSoftSolution {
    @PlanningEntityCollectionProperty
    private List<OffsetSlot> slots;
    private MoveSupport support;

    /** For Timefold's cloner. */
    public LayoutSolution() {
    }

    LayoutSolution(List<OffsetSlot> slots, Interference interference, List<MoveKind> moveKinds) {
        this.slots = slots;
        this.support = new MoveSupport(interference, slots, moveKinds);
    }

    public List<OffsetSlot> getSlots() {
        return slots;
    }

    MoveSupport getSupport() {
        return support;
    }
}
