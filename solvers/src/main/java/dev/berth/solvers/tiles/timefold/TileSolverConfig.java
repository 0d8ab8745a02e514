package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.config.solver.SolverConfig;
import ai.timefold.solver.core.config.solver.termination.TerminationConfig;
import dev.berth.solvers.timefold.LocalSearchConfigs;

/**
 * One local-search phase over {@link TileMoveFactory} with late acceptance, from a complete answer (no
 * construction heuristic); {@code timefold.assert} switches to FULL_ASSERT. Terminates at the step limit,
 * after the unimproved-step limit, and at {@code searchMillis} of Timefold's clock; the caller also
 * terminates it when the budget is cancelled.
 */
final class TileSolverConfig {
    private TileSolverConfig() {
    }

    /** @param searchMillis time the solve may take, 0 for no time limit */
    static SolverConfig build(TileSearchSettings settings, long seed, long searchMillis) {
        SolverConfig config = LocalSearchConfigs.solver(TileSearchSolution.class, TileSearchScoreCalculator.class,
                settings.fullAssert(), seed,
                LocalSearchConfigs.lateAcceptance(LocalSearchConfigs.phase(TileMoveFactory.class,
                        LocalSearchConfigs.stepLimits(settings.stepLimit(), settings.unimprovedSteps())),
                        settings.lateAcceptanceSize()),
                TileSlot.class, DecisionSlot.class);
        if (searchMillis > 0) {
            config.withTerminationConfig(new TerminationConfig().withMillisecondsSpentLimit(searchMillis));
        }
        return config;
    }
}
