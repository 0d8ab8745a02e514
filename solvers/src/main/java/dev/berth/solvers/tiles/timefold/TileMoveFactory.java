package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.impl.heuristic.selector.move.factory.MoveIteratorFactory;
import ai.timefold.solver.core.impl.score.director.ScoreDirector;

import java.util.Iterator;
import java.util.random.RandomGenerator;

/**
 * Timefold's entry to {@link TileMoves}: random order draws endlessly from the enabled kinds. Counts the
 * steps (Timefold asks for one iterator per step) and the moves.
 *
 * <p>A step of late acceptance ends only at an accepted move, and Timefold looks at its termination only
 * between steps: so after {@value #STEP_TRIES} moves in one step, and at once when the search is being
 * stopped, the step is handed a move that changes nothing (accepted as equal).
 */
public class TileMoveFactory implements MoveIteratorFactory<TileSearchSolution, ChangeMove> {
    /** Draws per move before a no-op is handed out instead (every draw inapplicable). */
    private static final int DRAWS = 64;
    static final int STEP_TRIES = 200;
    private SearchFacts walkerFacts;
    private AddressSets.Walker walker;

    @Override
    public long getSize(ScoreDirector<TileSearchSolution> scoreDirector) {
        SearchFacts f = scoreDirector.getWorkingSolution().getFacts();
        return (long) f.tiles * (f.problem.variableCount() / Math.max(1, f.tiles) + 1) + f.problem.structureCount();
    }

    @Override
    public Iterator<ChangeMove> createOriginalMoveIterator(ScoreDirector<TileSearchSolution> scoreDirector) {
        throw new UnsupportedOperationException("the tiles local search draws its moves at random");
    }

    @Override
    public Iterator<ChangeMove> createRandomMoveIterator(ScoreDirector<TileSearchSolution> scoreDirector,
                                                         RandomGenerator random) {
        TileSearchSolution solution = scoreDirector.getWorkingSolution();
        SearchFacts facts = solution.getFacts();
        if (walkerFacts != facts) {
            walkerFacts = facts;
            walker = facts.sets.walker();
        }
        TileMoves moves = new TileMoves(solution, solution.getHolder().state(), walker);
        facts.steps++;
        return new Iterator<>() {
            private int tries;

            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public ChangeMove next() {
                facts.moves++;
                if (facts.stopRequested || ++tries >= STEP_TRIES) {
                    tries = 0;
                    return moves.unchanged(random);
                }
                for (int k = 0; k < DRAWS; k++) {
                    ChangeMove m = moves.next(random);
                    if (m != null) {
                        return m;
                    }
                }
                return moves.unchanged(random);
            }
        };
    }
}
