package dev.berth.solvers.tiles.choco;

import dev.berth.solvers.SharedEngines;
import dev.berth.model.Budget;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs per-tile jobs in order, {@code threads} at a time on the shared engine ({@link SharedEngines}, a wave's
 * jobs its leaves), each with its share of what is left of the nodes
 * and the time. A job's share is its weight over the weights of the jobs not yet started (times the workers,
 * for time), not below a floor for time; a job that finishes early leaves its time and nodes to the later
 * ones, and with the floor the last may get nothing. Shares are fixed when a wave starts, from what the
 * earlier waves used, so under a node limit and no clock the outcome does not depend on thread timing. Jobs
 * not started when the budget or the nodes run out get no outcome.
 */
final class TileWaves {
    /** One tile's work, given its node allowance (0 = none) and its own budget. */
    interface Job {
        TileOutcome run(long nodes, Budget budget);
    }

    /** Every job alike. */
    static final Weights EVEN = k -> 1;
    /**
     * The k-th job weighs 1 / (k + 1): with jobs in order of decreasing peak, the largest decides the first
     * objective term, the next only once the ones before it are lower, and so on.
     */
    static final Weights BY_RANK = k -> 1.0 / (k + 1);

    /** A job's weight by its position. */
    interface Weights {
        double of(int k);
    }

    private TileWaves() {
    }

    /**
     * @param minMillis  least milliseconds of a job's share (while the budget lasts)
     * @param tileMillis most milliseconds one job may take, 0 for no cap beyond its share
     * @return per job its outcome, null for the jobs never started
     */
    static TileOutcome[] run(List<Job> jobs, int threads, long nodeLimit, long minMillis, long tileMillis,
                             Weights weights, Budget budget) {
        int n = jobs.size();
        int w = Math.max(1, Math.min(threads, n));
        double[] suffix = new double[n + 1];
        for (int k = n - 1; k >= 0; k--) {
            suffix[k] = suffix[k + 1] + weights.of(k);
        }
        TileOutcome[] out = new TileOutcome[n];
        long nodesLeft = nodeLimit;
        for (int from = 0; from < n; from += w) {
            if (budget.exhausted() || nodeLimit > 0 && nodesLeft <= 0) {
                break;
            }
            int to = Math.min(n, from + w);
            long[] nodes = new long[to - from];
            List<Budget> budgets = new ArrayList<>();
            for (int k = from; k < to; k++) {
                double part = weights.of(k) / suffix[from];
                nodes[k - from] = nodeLimit > 0 ? Math.max(1, (long) (nodesLeft * part)) : 0;
                budgets.add(share(budget, part * w, minMillis, tileMillis));
            }
            if (w == 1) {
                out[from] = jobs.get(from).run(nodes[0], budgets.get(0));
            } else {
                int first = from;
                List<TileOutcome> wave = SharedEngines.map(w, to - from,
                        i -> jobs.get(first + i).run(nodes[i], budgets.get(i)));
                for (int k = from; k < to; k++) {
                    out[k] = wave.get(k - from);
                }
            }
            nodesLeft -= Arrays.stream(out, from, to).mapToLong(TileOutcome::nodes).sum();
        }
        return out;
    }

    private static Budget share(Budget budget, double part, long minMillis, long tileMillis) {
        if (budget.unlimitedTime()) {
            return tileMillis > 0 ? budget.child(Duration.ofMillis(tileMillis)) : budget.child();
        }
        long ms = Math.max(Math.max(1, minMillis), (long) (budget.remainingMillis() * Math.min(1, part)));
        return budget.child(Duration.ofMillis(tileMillis > 0 ? Math.min(ms, tileMillis) : ms));
    }

}
