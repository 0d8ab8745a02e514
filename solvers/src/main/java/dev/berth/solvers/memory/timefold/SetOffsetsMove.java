package dev.berth.solvers.memory.timefold;

import dev.berth.solvers.timefold.Assignments;
import dev.berth.solvers.timefold.BasicVariable;
import dev.berth.solvers.timefold.SetSlotsMove;

/** Gives some slots new offsets at once; every neighbourhood of {@link LayoutMoveFactory} produces one. */
final class SetOffsetsMove extends SetSlotsMove<LayoutSolution, OffsetSlot, Long, MoveKind> {
    private static final BasicVariable<LayoutSolution, OffsetSlot, Long> OFFSET =
            new BasicVariable<>(OffsetSlot.class, "offset", Long.class);

    SetOffsetsMove(MoveKind kind, OffsetSlot[] slots, Long[] offsets) {
        super("SetOffsets", kind, new Assignments<>(OFFSET, slots, offsets));
    }
}
