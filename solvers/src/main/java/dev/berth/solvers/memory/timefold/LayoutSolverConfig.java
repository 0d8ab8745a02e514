package dev.berth.solvers.memory.timefold;

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
 * The Timefold configuration of one solve: a single local-search phase over {@link LayoutMoveFactory}
 * starting from a complete layout (no construction heuristic), with the acceptor of the settings. The
 * time limit is not Timefold's: the caller terminates the solver at the budget's end (see
 * {@link TimefoldMemoryAllocator}).
 */
final class LayoutSolverConfig {
    /** Moves a tabu step evaluates before taking the best; tabu needs a real choice each step. */
    private static final int TABU_ACCEPTED_COUNT = 100;
    private static final int TABU_TENURE = 7;

    private LayoutSolverConfig() {
    }

    /**
     * @param stepLimit steps of the phase, 0 for none
     * @param movable   slots the moves may change
     * @param meanSize  mean size of those slots, the simulated-annealing starting temperature
     */
    static SolverConfig build(TimefoldSettings settings, long seed, long stepLimit, int movable, long meanSize) {
        TerminationConfig phaseTermination = new TerminationConfig();
        if (stepLimit > 0) {
            phaseTermination.withStepCountLimit((int) Math.min(stepLimit, Integer.MAX_VALUE));
        }
        if (settings.unimprovedSteps() > 0) {
            phaseTermination.withUnimprovedStepCountLimit(
                    (int) Math.min(settings.unimprovedSteps(), Integer.MAX_VALUE));
        }
        LocalSearchPhaseConfig phase = new LocalSearchPhaseConfig()
                .withMoveSelectorConfig(new MoveIteratorFactoryConfig()
                        .withMoveIteratorFactoryClass(LayoutMoveFactory.class))
                .withTerminationConfig(phaseTermination);
        switch (settings.acceptor()) {
            case LATE_ACCEPTANCE -> phase
                    .withAcceptorConfig(new LocalSearchAcceptorConfig()
                            .withAcceptorTypeList(List.of(AcceptorType.LATE_ACCEPTANCE))
                            .withLateAcceptanceSize(settings.lateAcceptanceSize()))
                    .withForagerConfig(new LocalSearchForagerConfig().withAcceptedCountLimit(1));
            case TABU -> phase
                    .withAcceptorConfig(new LocalSearchAcceptorConfig()
                            .withEntityTabuSize(Math.max(1, Math.min(TABU_TENURE, movable / 4))))
                    .withForagerConfig(new LocalSearchForagerConfig().withAcceptedCountLimit(TABU_ACCEPTED_COUNT));
            case SIMULATED_ANNEALING -> phase
                    .withAcceptorConfig(new LocalSearchAcceptorConfig()
                            .withSimulatedAnnealingStartingTemperature(
                                    "0hard/" + Math.max(1, meanSize) + "medium/" + Math.max(1, meanSize) + "soft"))
                    .withForagerConfig(new LocalSearchForagerConfig().withAcceptedCountLimit(1));
        }
        return new SolverConfig()
                .withSolutionClass(LayoutSolution.class)
                .withEntityClasses(OffsetSlot.class)
                .withScoreDirectorFactory(new ScoreDirectorFactoryConfig()
                        .withIncrementalScoreCalculatorClass(LayoutScoreCalculator.class))
                .withEnvironmentMode(settings.fullAssert() ? EnvironmentMode.FULL_ASSERT : EnvironmentMode.NO_ASSERT)
                .withRandomSeed(seed)
                .withPhases(phase);
    }
}
