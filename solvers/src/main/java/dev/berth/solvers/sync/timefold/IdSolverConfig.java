package dev.berth.solvers.sync.timefold;

import ai.timefold.solver.core.config.solver.SolverConfig;
import ai.timefold.solver.core.config.solver.termination.TerminationConfig;
import dev.berth.solvers.timefold.LocalSearchConfigs;

/**
 * One local-search phase over {@link IdMoveFactory} with late acceptance, starting from a complete mapping
 * (no construction heuristic). The move limit is Timefold's; time is not: the caller terminates the solver
 * at the budget's end.
 */
final class IdSolverConfig {
    private IdSolverConfig() {
    }

    static SolverConfig build(TimefoldSyncSettings settings, long seed) {
        TerminationConfig termination = new TerminationConfig();
        if (settings.moveLimit() > 0) {
            termination.withMoveCountLimit(settings.moveLimit());
        }
        return LocalSearchConfigs.solver(IdSolution.class, IdScoreCalculator.class, settings.fullAssert(), seed,
                LocalSearchConfigs.lateAcceptance(LocalSearchConfigs.phase(IdMoveFactory.class, termination),
                        settings.lateAcceptanceSize()),
                IdSlot.class);
    }
}
