package dev.berth.simulator.engine;

import java.util.List;
import java.util.Optional;

/**
 * One fixed interleaving run to its end: what the worker read for each compute task, the number of steps,
 * and the violation if the run broke an invariant (the run stops there).
 */
public record StraightLineRun(UnitConfiguration configuration, List<TaskOutcome> outcomes, int steps,
                              Optional<Violation> violation) {
    public StraightLineRun {
        outcomes = List.copyOf(outcomes);
    }
}
