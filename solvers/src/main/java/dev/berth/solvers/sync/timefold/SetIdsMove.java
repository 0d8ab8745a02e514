package dev.berth.solvers.sync.timefold;

import dev.berth.solvers.timefold.Assignments;
import dev.berth.solvers.timefold.BasicVariable;
import dev.berth.solvers.timefold.SetSlotsMove;

/** Gives some slots new ids at once; every move of {@link IdMoves} is one. */
final class SetIdsMove extends SetSlotsMove<IdSolution, IdSlot, Integer, IdMoveKind> {
    private static final BasicVariable<IdSolution, IdSlot, Integer> ID =
            new BasicVariable<>(IdSlot.class, "id", Integer.class);

    SetIdsMove(IdMoveKind kind, IdSlot[] slots, Integer[] ids) {
        super("SetIds", kind, new Assignments<>(ID, slots, ids));
    }
}
