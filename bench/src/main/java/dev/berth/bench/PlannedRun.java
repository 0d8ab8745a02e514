package dev.berth.bench;

import dev.berth.model.Problem;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;

/**
 * One run a bench has decided to make, before it is made: what a {@link RunExecutor} is handed.
 *
 * @param bound the bench's bound on the instance, computed once by the bench
 * @param label what the row is labelled (the strategy's label, or a variant's, or a proof check's strategy name)
 */
public record PlannedRun<P extends Problem, S>(P problem, long bound, Strategy<P, S> strategy, SolveOptions options,
                                               String label) {
}
