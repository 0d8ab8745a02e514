package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.config.heuristic.selector.move.factory.MoveIteratorFactoryConfig;
import ai.timefold.solver.core.config.localsearch.LocalSearchPhaseConfig;
import ai.timefold.solver.core.config.localsearch.decider.acceptor.AcceptorType;
import ai.timefold.solver.core.config.localsearch.decider.acceptor.LocalSearchAcceptorConfig;
import ai.timefold.solver.core.config.localsearch.decider.forager.LocalSearchForagerConfig;
import ai.timefold.solver.core.config.score.director.ScoreDirectorFactoryConfig;
import ai.timefold.solver.core.config.solver.EnvironmentMode;
import ai.timefold.solver.core.config.solver.SolverConfig;
import ai.timefold.solver.core.config.solver.termination.TerminationConfig;

import java.util.List;

/**
 * One local-search phase over {@link TileMoveFactory} with late acceptance, from a complete answer (no
 * construction heuristic). NO_ASSERT is Timefold 2's reproducible mode without checks (the same seed and
 * step limit give the same search); {@code timefold.assert} switches to FULL_ASSERT. Terminates at the step
 * limit, after the unimproved-step limit, and at {@code searchMillis} of Timefold's clock; the caller also
 * terminates it when the budget is cancelled.
 */
final class TileSolverConfig {
    private TileSolverConfig() {
    }

    /** @param searchMillis time the solve may take, 0 for no time limit */
    static SolverConfig build(TileSearchSettings settings, long seed, long searchMillis) {
        TerminationConfig phaseTermination = new TerminationConfig();
        if (settings.stepLimit() > 0) {
            phaseTermination.withStepCountLimit((int) Math.min(settings.stepLimit(), Integer.MAX_VALUE));
        }
        if (settings.unimprovedSteps() > 0) {
            phaseTermination.withUnimprovedStepCountLimit((int) Math.min(settings.unimprovedSteps(), Integer.MAX_VALUE));
        }
        LocalSearchPhaseConfig phase = new LocalSearchPhaseConfig()
                .withMoveSelectorConfig(new MoveIteratorFactoryConfig().withMoveIteratorFactoryClass(TileMoveFactory.class))
                .withAcceptorConfig(new LocalSearchAcceptorConfig()
                        .withAcceptorTypeList(List.of(AcceptorType.LATE_ACCEPTANCE))
                        .withLateAcceptanceSize(settings.lateAcceptanceSize()))
                .withForagerConfig(new LocalSearchForagerConfig().withAcceptedCountLimit(1))
                .withTerminationConfig(phaseTermination);
        SolverConfig config = new SolverConfig()
                .withSolutionClass(TileSearchSolution.class)
                .withEntityClasses(TileSlot.class, DecisionSlot.class)
                .withScoreDirectorFactory(new ScoreDirectorFactoryConfig()
                        .withIncrementalScoreCalculatorClass(TileSearchScoreCalculator.class))
                .withEnvironmentMode(settings.fullAssert() ? EnvironmentMode.FULL_ASSERT : EnvironmentMode.NO_ASSERT)
                .withRandomSeed(seed)
                .withPhases(phase);
        if (searchMillis > 0) {
            config.withTerminationConfig(new TerminationConfig().withMillisecondsSpentLimit(searchMillis));
        }
        return config;
    }
}
