package dev.berth.bench;

import dev.berth.model.Problem;

import java.util.List;

/**
 * Where a bench's runs are made when not in its own JVM (the cluster module spreads them over machines). The
 * bench plans the runs, the executor makes each one through a {@link BenchRunner} of the same kit, and the
 * bench goes on with the rows as if it had made them itself, so that tables, cross-checks and files do not
 * depend on where the runs happened.
 */
public interface RunExecutor {
    /**
     * Makes {@code runs} and returns their rows in the order given, one each, whatever happens to the
     * machines in between.
     *
     * @param batch what the runs are for ("runs", "proof checks"): runs of two batches may be alike and must
     *              not be taken for one another
     * @param bar   stepped once per row
     */
    <P extends Problem, S> List<BenchRow> run(String batch, BenchRunner<P, S> runner, List<PlannedRun<P, S>> runs,
                                              BenchProgress bar);
}
