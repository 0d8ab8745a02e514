package dev.berth.solvers.memory.timefold;

import ai.timefold.solver.core.config.localsearch.LocalSearchPhaseConfig;
import ai.timefold.solver.core.config.localsearch.decider.acceptor.LocalSearchAcceptorConfig;
import ai.timefold.solver.core.config.localsearch.decider.forager.LocalSearchForagerConfig;
import ai.timefold.solver.core.config.solver.SolverConfig;
import dev.berth.solvers.timefold.LocalSearchConfigs;

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
        LocalSearchPhaseConfig phase = LocalSearchConfigs.phase(LayoutMoveFactory.class,
                LocalSearchConfigs.stepLimits(stepLimit, settings.unimprovedSteps()));
        switch (settings.acceptor()) {
            case LATE_ACCEPTANCE -> LocalSearchConfigs.lateAcceptance(phase, settings.lateAcceptanceSize());
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
        return LocalSearchConfigs.solver(LayoutSolution.class, LayoutScoreCalculator.class, settings.fullAssert(), seed,
                phase, OffsetSlot.class);
    }
}
