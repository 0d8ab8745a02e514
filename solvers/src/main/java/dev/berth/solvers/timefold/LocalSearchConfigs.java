package dev.berth.solvers.timefold;

import ai.timefold.solver.core.api.score.calculator.IncrementalScoreCalculator;
import ai.timefold.solver.core.config.heuristic.selector.move.factory.MoveIteratorFactoryConfig;
import ai.timefold.solver.core.config.localsearch.LocalSearchPhaseConfig;
import ai.timefold.solver.core.config.localsearch.decider.acceptor.AcceptorType;
import ai.timefold.solver.core.config.localsearch.decider.acceptor.LocalSearchAcceptorConfig;
import ai.timefold.solver.core.config.localsearch.decider.forager.LocalSearchForagerConfig;
import ai.timefold.solver.core.config.score.director.ScoreDirectorFactoryConfig;
import ai.timefold.solver.core.config.solver.EnvironmentMode;
import ai.timefold.solver.core.config.solver.SolverConfig;
import ai.timefold.solver.core.config.solver.termination.TerminationConfig;
import ai.timefold.solver.core.impl.heuristic.selector.move.factory.MoveIteratorFactory;

import java.util.List;

/**
 * The Timefold configuration every family uses: a single local-search phase over a move iterator factory,
 * starting from a complete solution (no construction heuristic), scored incrementally. NO_ASSERT is
 * Timefold's reproducible mode without checks (the same seed and limits give the same search); FULL_ASSERT
 * checks every incremental score against one from scratch.
 */
public final class LocalSearchConfigs {
    private LocalSearchConfigs() {
    }

    /** Ends at {@code stepLimit} steps and after {@code unimprovedSteps} steps without a new best; 0 for none. */
    public static TerminationConfig stepLimits(long stepLimit, long unimprovedSteps) {
        TerminationConfig termination = new TerminationConfig();
        if (stepLimit > 0) {
            termination.withStepCountLimit(atMostInt(stepLimit));
        }
        if (unimprovedSteps > 0) {
            termination.withUnimprovedStepCountLimit(atMostInt(unimprovedSteps));
        }
        return termination;
    }

    private static int atMostInt(long n) {
        return (int) Math.min(n, Integer.MAX_VALUE);
    }

    /** A local-search phase over the moves of {@code factory}, ending at {@code termination}. */
    public static LocalSearchPhaseConfig phase(Class<? extends MoveIteratorFactory<?, ?>> factory,
                                               TerminationConfig termination) {
        return new LocalSearchPhaseConfig()
                .withMoveSelectorConfig(new MoveIteratorFactoryConfig().withMoveIteratorFactoryClass(factory))
                .withTerminationConfig(termination);
    }

    /** Late acceptance over {@code size} steps; a step takes the first move it accepts. */
    public static LocalSearchPhaseConfig lateAcceptance(LocalSearchPhaseConfig phase, int size) {
        return phase
                .withAcceptorConfig(new LocalSearchAcceptorConfig()
                        .withAcceptorTypeList(List.of(AcceptorType.LATE_ACCEPTANCE))
                        .withLateAcceptanceSize(size))
                .withForagerConfig(new LocalSearchForagerConfig().withAcceptedCountLimit(1));
    }

    /** The solver of {@code phase} alone, with the random seed of its moves. */
    public static SolverConfig solver(Class<?> solutionClass,
                                      Class<? extends IncrementalScoreCalculator<?, ?>> calculator,
                                      boolean fullAssert, long seed, LocalSearchPhaseConfig phase,
                                      Class<?>... entityClasses) {
        return new SolverConfig()
                .withSolutionClass(solutionClass)
                .withEntityClasses(entityClasses)
                .withScoreDirectorFactory(new ScoreDirectorFactoryConfig()
                        .withIncrementalScoreCalculatorClass(calculator))
                .withEnvironmentMode(fullAssert ? EnvironmentMode.FULL_ASSERT : EnvironmentMode.NO_ASSERT)
                .withRandomSeed(seed)
                .withPhases(phase);
    }
}
