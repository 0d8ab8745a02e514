package dev.berth.solvers.memory.timefold;

import ai.timefold.solver.core.impl.score.director.ScoreDirector;
import dev.berth.solvers.timefold.RandomMoveFactory;
import dev.berth.solvers.timefold.StepMoves;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.random.RandomGenerator;

/**
 * Timefold's entry to the layout moves ({@link MoveKind}). Random order draws endlessly from the enabled
 * kinds; original order (used only if a configuration asks for it) lists the drop of every movable slot.
 * Counts the steps: Timefold asks for one iterator per step.
 */
public class LayoutMoveFactory extends RandomMoveFactory<LayoutSolution, SetOffsetsMove> {

    @Override
    public long getSize(ScoreDirector<LayoutSolution> scoreDirector) {
        long n = scoreDirector.getWorkingSolution().getSlots().size();
        return n * n;
    }

    @Override
    public Iterator<SetOffsetsMove> createOriginalMoveIterator(ScoreDirector<LayoutSolution> scoreDirector) {
        LayoutSolution solution = scoreDirector.getWorkingSolution();
        MoveGenerator generator = new MoveGenerator(solution);
        int[] movable = solution.getSupport().movable;
        return new Iterator<>() {
            private int index;
            private SetOffsetsMove next = advance();

            private SetOffsetsMove advance() {
                while (index < movable.length) {
                    SetOffsetsMove m = generator.drop(movable[index++]);
                    if (m != null) {
                        return m;
                    }
                }
                return null;
            }

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public SetOffsetsMove next() {
                if (next == null) {
                    throw new NoSuchElementException();
                }
                SetOffsetsMove m = next;
                next = advance();
                return m;
            }
        };
    }

    @Override
    protected StepMoves<SetOffsetsMove> startStep(LayoutSolution solution) {
        MoveSupport support = solution.getSupport();
        support.stepStarted();
        MoveGenerator generator = new MoveGenerator(solution);
        return new StepMoves<>() {
            private int tried;

            @Override
            public boolean canMove() {
                return generator.canMove();
            }

            /*
             * Timefold's step ends only at an accepted move (the iterator is endless), and from a strict local
             * optimum that late acceptance has caught up with, no move ever is: after stallLimit tries the
             * step gets a move that changes nothing (accepted as equal) and the search is told it converged.
             * Such a move is also handed out at once when the search is being stopped, since Timefold checks
             * its termination only between the moves it gets.
             */
            @Override
            public SetOffsetsMove next(RandomGenerator random) {
                while (true) {
                    if (support.stopRequested()) {
                        support.moveSelected();
                        return generator.unchanged(random);
                    }
                    if (++tried >= support.stallLimit) {
                        tried = 0;
                        support.stalled();
                        support.moveSelected();
                        return generator.unchanged(random);
                    }
                    SetOffsetsMove m = generator.next(random);
                    if (m != null) {
                        support.moveSelected();
                        return m;
                    }
                }
            }
        };
    }
}
