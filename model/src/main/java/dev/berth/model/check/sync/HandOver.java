package dev.berth.model.check.sync;

import dev.berth.model.sync.SyncProblem;

/**
 * "r may hand its physical resource to s", per the wake-up semantics of their class (docs/sync.md): r's
 * consumer completes before s's producer signals; under parity also r's producer signals before s's
 * consumer starts waiting; under flag also r's consumer completes before s's consumer starts waiting.
 * Removed pairs, different classes and different arrival counts never hand over.
 */
final class HandOver {
    private final SyncProblem problem;
    private final EventOrder order;

    HandOver(SyncProblem problem, EventOrder order) {
        this.problem = problem;
        this.order = order;
    }

    boolean precedes(int r, int s) {
        return r != s && !order.removed(r) && !order.removed(s) && problem.compatible(r, s)
                && order.before(order.completion(r), order.signal(s)) && stricterRuleHolds(r, s);
    }

    /** What the class's semantics asks beyond r's completion before s's signal. */
    private boolean stricterRuleHolds(int r, int s) {
        return switch (problem.classOf(r).semantics()) {
            case GENERATION -> true;
            case PARITY -> order.before(order.signal(r), order.issue(s));
            case FLAG -> order.before(order.completion(r), order.issue(s));
        };
    }

    boolean mayShare(int r, int s) {
        return precedes(r, s) || precedes(s, r);
    }

    /** Why compatible kept r does not hand over to s, naming the two instructions that may overlap. */
    String whyNot(int r, int s) {
        if (!order.before(order.completion(r), order.signal(s))) {
            return problem.opName(s, true) + " may signal before " + problem.opName(r, false) + " completes";
        }
        return switch (problem.classOf(r).semantics()) {
            case GENERATION -> "";
            case PARITY -> problem.opName(s, false) + " may start waiting before " + problem.opName(r, true) + " signals";
            case FLAG -> problem.opName(s, false) + " may start waiting before " + problem.opName(r, false)
                    + " completes";
        };
    }
}
