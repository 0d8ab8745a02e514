package dev.berth.solvers.channels.timefold;

import ai.timefold.solver.core.config.solver.SolverConfig;
import dev.berth.solvers.timefold.LocalSearchConfigs;

/**
 * One local-search phase over {@link PlacementMoveFactory} with late acceptance, starting from a complete
 * placement (no construction heuristic). The step limits are Timefold's; time is not: the caller terminates the
 * solver at the budget's end.
 */
final class PlacementSolverConfig {
    private PlacementSolverConfig() {
    }

    static SolverConfig build(TimefoldChannelsSettings settings, long seed) {
        return LocalSearchConfigs.solver(PlacementSolution.class, PlacementScoreCalculator.class,
                settings.fullAssert(), seed,
                LocalSearchConfigs.lateAcceptance(LocalSearchConfigs.phase(PlacementMoveFactory.class,
                        LocalSearchConfigs.stepLimits(settings.stepLimit(), settings.unimprovedSteps())),
                        settings.lateAcceptanceSize()),
                PlacementSlot.class);
    }
}
