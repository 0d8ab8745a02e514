package dev.berth.solvers.channels.timefold;

import dev.berth.solvers.timefold.Assignments;
import dev.berth.solvers.timefold.BasicVariable;
import dev.berth.solvers.timefold.SetSlotsMove;

/** Gives some unplaced buffers new offsets at once; every move of {@link PlacementMoves} is one. */
final class SetPlacementOffsetsMove extends SetSlotsMove<PlacementSolution, PlacementSlot, Long, PlacementMoveKind> {
    private static final BasicVariable<PlacementSolution, PlacementSlot, Long> OFFSET =
            new BasicVariable<>(PlacementSlot.class, "offset", Long.class);

    SetPlacementOffsetsMove(PlacementMoveKind kind, PlacementSlot[] slots, Long[] offsets) {
        super("SetPlacementOffsets", kind, new Assignments<>(OFFSET, slots, offsets));
    }
}
