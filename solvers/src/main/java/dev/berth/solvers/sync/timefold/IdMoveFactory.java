package dev.berth.solvers.sync.timefold;

import ai.timefold.solver.core.impl.score.director.ScoreDirector;
import dev.berth.solvers.timefold.RandomMoveFactory;
import dev.berth.solvers.timefold.StepMoves;

import java.util.random.RandomGenerator;

/**
 * Timefold's entry to {@link IdMoves}: random order draws endlessly from the enabled kinds, so the move limit
 * or a termination ends the search. The move kinds come from the solution's facts (set from
 * {@code timefold.moves}).
 */
public class IdMoveFactory extends RandomMoveFactory<IdSolution, SetIdsMove> {

    @Override
    public long getSize(ScoreDirector<IdSolution> scoreDirector) {
        long n = scoreDirector.getWorkingSolution().getSlots().size();
        return n * n;
    }

    @Override
    protected StepMoves<SetIdsMove> startStep(IdSolution solution) {
        IdFacts facts = solution.getFacts();
        IdMoves moves = new IdMoves(solution);
        facts.steps++;
        return new StepMoves<>() {
            @Override
            public boolean canMove() {
                return facts.canMove();
            }

            @Override
            public SetIdsMove next(RandomGenerator random) {
                facts.moves++;
                return moves.firstApplicable(random);
            }
        };
    }
}
