package dev.berth.model.sync.analysis;

import dev.berth.model.sync.SyncProblem;

/**
 * "r may hand its physical resource to s": the strict partial order under which two logical resources
 * may share a physical one (they may iff they are comparable). It depends on the wake-up semantics of
 * their class:
 * <ul>
 *   <li>generation — r's consumer completes before s's producer signals;</li>
 *   <li>parity — and s's consumer starts waiting only after r's producer signalled (an earlier waiter would
 *       see the previous phase's parity and pass at once);</li>
 *   <li>flag — and s's consumer starts waiting only after r's consumer is done (any signal wakes any waiter).</li>
 * </ul>
 * Resources of different classes or arrival counts, and removed pairs, are never comparable.
 */
public final class HandOverOrder {
    private final SyncProblem problem;
    private final HappensBefore hb;

    public HandOverOrder(HappensBefore hb) {
        this.problem = hb.problem();
        this.hb = hb;
    }

    public HappensBefore happensBefore() {
        return hb;
    }

    public boolean precedes(int r, int s) {
        if (r == s || hb.isRemoved(r) || hb.isRemoved(s) || !problem.compatible(r, s)) {
            return false;
        }
        if (!hb.hb(hb.completionEvent(r), hb.producerEvent(s))) {
            return false;
        }
        return extraHolds(r, s);
    }

    /** The part of {@link #precedes} beyond the generation rule (true under generation). */
    public boolean extraHolds(int r, int s) {
        return switch (problem.classOf(r).semantics()) {
            case GENERATION -> true;
            case PARITY -> hb.hb(hb.producerEvent(r), hb.issueEvent(s));
            case FLAG -> hb.hb(hb.completionEvent(r), hb.issueEvent(s));
        };
    }

    public boolean comparable(int r, int s) {
        return precedes(r, s) || precedes(s, r);
    }
}
