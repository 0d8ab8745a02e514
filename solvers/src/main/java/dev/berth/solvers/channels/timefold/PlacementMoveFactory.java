package dev.berth.solvers.channels.timefold;

import ai.timefold.solver.core.impl.score.director.ScoreDirector;
import dev.berth.solvers.timefold.RandomMoveFactory;
import dev.berth.solvers.timefold.StepMoves;

import java.util.random.RandomGenerator;

/**
 * Timefold's entry to {@link PlacementMoves}. Counts the steps (Timefold asks for one iterator per step) and the
 * moves handed out.
 */
public class PlacementMoveFactory extends RandomMoveFactory<PlacementSolution, SetPlacementOffsetsMove> {

    @Override
    public long getSize(ScoreDirector<PlacementSolution> scoreDirector) {
        long n = scoreDirector.getWorkingSolution().getSlots().size();
        return n * n;
    }

    @Override
    protected StepMoves<SetPlacementOffsetsMove> startStep(PlacementSolution solution) {
        PlacementFacts facts = solution.getFacts();
        PlacementMoves moves = new PlacementMoves(solution);
        facts.steps++;
        return new StepMoves<>() {
            private int tried;

            /*
             * A step ends only at a move the acceptor takes, and from a local optimum late acceptance has caught
             * up with none is: after the step's tries it gets a move that changes nothing (accepted as equal), so
             * the step limit is reached in bounded work. The same move serves a stop at once.
             */
            @Override
            public SetPlacementOffsetsMove next(RandomGenerator random) {
                facts.moves++;
                if (facts.stopRequested() || ++tried > facts.triesPerStep) {
                    return moves.unchanged(random);
                }
                return moves.firstApplicable(random);
            }
        };
    }
}
