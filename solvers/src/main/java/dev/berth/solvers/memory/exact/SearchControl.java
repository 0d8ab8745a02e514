package dev.berth.solvers.memory.exact;

import dev.berth.model.Budget;

import java.util.concurrent.atomic.AtomicLong;

/**
 * What the searches of one solve share: the budget, the node limit and count, a stop flag (set when one
 * worker's answer settles the question), and the search counters reported as stats.
 */
final class SearchControl {
    private final Budget budget;
    private final long nodeLimit;
    private final AtomicLong nodes = new AtomicLong();
    final AtomicLong backtracks = new AtomicLong();
    final AtomicLong solutions = new AtomicLong();
    /** times a ranking's search handed its core to another ({@link Turns}) */
    final AtomicLong handovers = new AtomicLong();
    private volatile boolean expired;

    SearchControl(Budget budget, long nodeLimit) {
        this.budget = budget;
        this.nodeLimit = nodeLimit;
    }

    /** Adds {@code spent} nodes; whether the search must stop (time, cancellation or node limit). */
    boolean charge(long spent) {
        long total = nodes.addAndGet(spent);
        if (nodeLimit > 0 && total >= nodeLimit) {
            expired = true;
        }
        if (budget.exhausted()) {
            expired = true;
        }
        return expired;
    }

    boolean expired() {
        return expired;
    }

    long nodes() {
        return nodes.get();
    }
}
