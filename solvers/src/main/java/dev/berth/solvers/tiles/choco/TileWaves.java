package dev.berth.solvers.tiles.choco;

import dev.berth.model.Budget;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs the tiles' searches in order, {@code threads} at a time, each with its share of what is left: the
 * nodes left over the tiles not yet started, and the time left times the workers over the same count (a
 * tile that finishes early leaves its time and nodes to the later ones). Shares are fixed when a wave
 * starts, from what the earlier waves used, so with a node limit and no clock the result does not depend on
 * the thread timing. Tiles not started when the budget or the nodes run out get no outcome.
 */
final class TileWaves {
    /** One tile's search, given its node allowance (0 = none) and its own budget. */
    interface Job {
        TileOutcome run(long nodes, Budget budget);
    }

    private TileWaves() {
    }

    /**
     * @param tileMillis most milliseconds one tile may take, 0 for no cap beyond its share
     * @return per job its outcome, null for the jobs never started
     */
    static TileOutcome[] run(List<Job> jobs, int threads, long nodeLimit, long tileMillis, Budget budget) {
        int w = Math.max(1, Math.min(threads, jobs.size()));
        TileOutcome[] out = new TileOutcome[jobs.size()];
        ExecutorService pool = w > 1 ? Executors.newFixedThreadPool(w) : null;
        try {
            long nodesLeft = nodeLimit;
            for (int from = 0; from < jobs.size(); from += w) {
                if (budget.exhausted() || nodeLimit > 0 && nodesLeft <= 0) {
                    break;
                }
                int to = Math.min(jobs.size(), from + w);
                int left = jobs.size() - from;
                long nodes = nodeLimit > 0 ? Math.max(1, nodesLeft / left) : 0;
                List<Budget> budgets = new ArrayList<>();
                for (int k = from; k < to; k++) {
                    budgets.add(share(budget, tileMillis, w, left));
                }
                if (pool == null) {
                    out[from] = jobs.get(from).run(nodes, budgets.get(0));
                } else {
                    List<Future<TileOutcome>> wave = new ArrayList<>();
                    for (int k = from; k < to; k++) {
                        Job job = jobs.get(k);
                        Budget b = budgets.get(k - from);
                        wave.add(pool.submit(() -> job.run(nodes, b)));
                    }
                    for (int k = from; k < to; k++) {
                        out[k] = await(wave.get(k - from));
                    }
                }
                nodesLeft -= Arrays.stream(out, from, to).mapToLong(TileOutcome::nodes).sum();
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        return out;
    }

    private static Budget share(Budget budget, long tileMillis, int workers, int left) {
        if (budget.unlimitedTime()) {
            return tileMillis > 0 ? budget.child(Duration.ofMillis(tileMillis)) : budget.child();
        }
        long ms = Math.max(1, budget.remainingMillis() * workers / left);
        return budget.child(Duration.ofMillis(tileMillis > 0 ? Math.min(ms, tileMillis) : ms));
    }

    private static TileOutcome await(Future<TileOutcome> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a tile's search", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
