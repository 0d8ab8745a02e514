package dev.berth.solvers.timefold;

import ai.timefold.solver.core.impl.heuristic.selector.move.factory.MoveIteratorFactory;
import ai.timefold.solver.core.impl.score.director.ScoreDirector;
import ai.timefold.solver.core.preview.api.move.Move;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.random.RandomGenerator;

/**
 * Timefold's entry to moves drawn at random. Timefold asks for one iterator per step, so each iterator serves
 * the moves of one {@link #startStep}. The iterators are endless: Timefold checks its termination between the
 * moves it gets, so a step still stops at a limit or when the solver is terminated.
 */
public abstract class RandomMoveFactory<S, M extends Move<S>> implements MoveIteratorFactory<S, M> {

    /** Begins a step on the working solution. */
    protected abstract StepMoves<M> startStep(S solution);

    @Override
    public Iterator<M> createOriginalMoveIterator(ScoreDirector<S> scoreDirector) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " draws its moves at random");
    }

    @Override
    public final Iterator<M> createRandomMoveIterator(ScoreDirector<S> scoreDirector, RandomGenerator random) {
        StepMoves<M> step = startStep(scoreDirector.getWorkingSolution());
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return step.canMove();
            }

            @Override
            public M next() {
                if (!step.canMove()) {
                    throw new NoSuchElementException();
                }
                return step.next(random);
            }
        };
    }
}
