package dev.berth.solvers.sync.timefold;

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
        LocalSearchPhaseConfig phase = new LocalSearchPhaseConfig()
                .withMoveSelectorConfig(new MoveIteratorFactoryConfig().withMoveIteratorFactoryClass(IdMoveFactory.class))
                .withAcceptorConfig(new LocalSearchAcceptorConfig()
                        .withAcceptorTypeList(List.of(AcceptorType.LATE_ACCEPTANCE))
                        .withLateAcceptanceSize(settings.lateAcceptanceSize()))
                .withForagerConfig(new LocalSearchForagerConfig().withAcceptedCountLimit(1))
                .withTerminationConfig(termination);
        return new SolverConfig()
                .withSolutionClass(IdSolution.class)
                .withEntityClasses(IdSlot.class)
                .withScoreDirectorFactory(new ScoreDirectorFactoryConfig()
                        .withIncrementalScoreCalculatorClass(IdScoreCalculator.class))
                .withEnvironmentMode(settings.fullAssert() ? EnvironmentMode.FULL_ASSERT : EnvironmentMode.NO_ASSERT)
                .withRandomSeed(seed)
                .withPhases(phase);
    }
}
