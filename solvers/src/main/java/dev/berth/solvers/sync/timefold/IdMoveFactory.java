package dev.berth.solvers.sync.timefold;

import ai.timefold.solver.core.impl.heuristic.selector.move.factory.MoveIteratorFactory;
import ai.timefold.solver.core.impl.score.director.ScoreDirector;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.random.RandomGenerator;

/**
 * Timefold's entry to {@link IdMoves}: random order draws endlessly from the enabled kinds. Timefold checks
 * its termination between moves, so an endless iterator still stops at the move limit or when terminated.
 * The move kinds come from the solution's facts (set from {@code timefold.moves}).
 */
public class IdMoveFactory implements MoveIteratorFactory<IdSolution, SetIdsMove> {
    /** Draws per move before a no-op is handed out instead (every draw inapplicable). */
    private static final int DRAWS = 64;

    @Override
    public long getSize(ScoreDirector<IdSolution> scoreDirector) {
        long n = scoreDirector.getWorkingSolution().getSlots().size();
        return n * n;
    }

    @Override
    public Iterator<SetIdsMove> createOriginalMoveIterator(ScoreDirector<IdSolution> scoreDirector) {
        throw new UnsupportedOperationException("the sync local search draws its moves at random");
    }

    @Override
    public Iterator<SetIdsMove> createRandomMoveIterator(ScoreDirector<IdSolution> scoreDirector,
                                                          RandomGenerator random) {
        IdSolution solution = scoreDirector.getWorkingSolution();
        IdFacts facts = solution.getFacts();
        IdMoves moves = new IdMoves(solution);
        facts.steps++;
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return facts.canMove();
            }

            @Override
            public SetIdsMove next() {
                if (!facts.canMove()) {
                    throw new NoSuchElementException();
                }
                facts.moves++;
                for (int k = 0; k < DRAWS; k++) {
                    SetIdsMove m = moves.next(random);
                    if (m != null) {
                        return m;
                    }
                }
                return moves.unchanged(random);
            }
        };
    }
}
