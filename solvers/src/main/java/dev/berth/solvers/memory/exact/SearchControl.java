package dev.berth.solvers.memory.exact;

import dev.berth.model.Budget;

import java.util.concurrent.atomic.AtomicLong;

/**
 * What the searches of one solve share: the budget, the node limit, and two counts. {@code explored} is every
 * node any search ran, side searches of a round included (timing decides how far those get). The counted nodes,
 * backtracks and solutions are those of the sequential round-robin the rounds stand for ({@link PartSolver}); only
 * the thread that merges rounds updates them, so they, the node limit and the results do not depend on threads.
 */
final class SearchControl {
    private final Budget budget;
    private final long nodeLimit;
    private final AtomicLong explored = new AtomicLong();
    private volatile boolean timeUp;
    private boolean nodesUp;
    private long nodes;
    long backtracks;
    long solutions;
    long rounds;

    SearchControl(Budget budget, long nodeLimit) {
        this.budget = budget;
        this.nodeLimit = nodeLimit;
    }

    /** Adds {@code spent} explored nodes; whether searches must stop (time or cancellation). */
    boolean charge(long spent) {
        explored.addAndGet(spent);
        if (!timeUp && budget.exhausted()) {
            timeUp = true;
        }
        return timeUp;
    }

    /** Out of time, cancelled, or out of counted nodes. */
    boolean expired() {
        return timeUp || nodesUp || budget.exhausted();
    }

    /** Out of time or cancelled (seen by a search). */
    boolean timeUp() {
        return timeUp;
    }

    /** Counted nodes still allowed: {@link Long#MAX_VALUE} without a node limit. */
    long nodesLeft() {
        return nodeLimit > 0 ? Math.max(0, nodeLimit - nodes) : Long.MAX_VALUE;
    }

    void count(long spentNodes, long spentBacktracks, long found) {
        nodes += spentNodes;
        backtracks += spentBacktracks;
        solutions += found;
    }

    /** The node limit was reached inside a round: the sequential search would have stopped there. */
    void exhaustNodes() {
        nodes = Math.max(nodes, nodeLimit);
        nodesUp = true;
    }

    long nodes() {
        return nodes;
    }

    long explored() {
        return explored.get();
    }
}
