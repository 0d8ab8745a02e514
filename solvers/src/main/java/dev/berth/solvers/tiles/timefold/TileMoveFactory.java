package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.impl.score.director.ScoreDirector;
import dev.berth.solvers.timefold.RandomMoveFactory;
import dev.berth.solvers.timefold.StepMoves;

import java.util.random.RandomGenerator;

/**
 * Timefold's entry to {@link TileMoves}: random order draws endlessly from the enabled kinds. Counts the
 * steps and the moves.
 *
 * <p>A step of late acceptance ends only at an accepted move, and Timefold looks at its termination only
 * between steps: so after {@value #STEP_TRIES} moves in one step, and at once when the search is being
 * stopped, the step is handed a move that changes nothing (accepted as equal).
 */
public class TileMoveFactory extends RandomMoveFactory<TileSearchSolution, ChangeMove> {
    static final int STEP_TRIES = 200;
    private SearchFacts walkerFacts;
    private AddressSets.Walker walker;

    @Override
    public long getSize(ScoreDirector<TileSearchSolution> scoreDirector) {
        SearchFacts f = scoreDirector.getWorkingSolution().getFacts();
        return (long) f.tiles * (f.problem.variableCount() / Math.max(1, f.tiles) + 1) + f.problem.structureCount();
    }

    @Override
    protected StepMoves<ChangeMove> startStep(TileSearchSolution solution) {
        SearchFacts facts = solution.getFacts();
        if (walkerFacts != facts) {
            walkerFacts = facts;
            walker = facts.sets.walker();
        }
        TileMoves moves = new TileMoves(solution, solution.getHolder().state(), walker);
        facts.steps++;
        return new StepMoves<>() {
            private int tries;

            @Override
            public ChangeMove next(RandomGenerator random) {
                facts.moves++;
                if (facts.stopRequested || ++tries >= STEP_TRIES) {
                    tries = 0;
                    return moves.unchanged(random);
                }
                return moves.firstApplicable(random);
            }
        };
    }
}
