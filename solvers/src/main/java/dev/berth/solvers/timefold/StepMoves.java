package dev.berth.solvers.timefold;

import java.util.random.RandomGenerator;

/** The moves one step of a {@link RandomMoveFactory} hands Timefold, drawn at random. */
public interface StepMoves<M> {

    /** Whether any move can change the solution; when none can, the step gets no move at all. */
    default boolean canMove() {
        return true;
    }

    /** The step's next move, never null: Timefold ends a step only at a move it accepts. */
    M next(RandomGenerator random);
}
