package dev.berth.model.sync.testing;

import dev.berth.model.Certificate;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.check.sync.SyncChecker;
import dev.berth.model.sync.Antichain;
import dev.berth.model.sync.PinnedClash;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.testing.Budgets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the sync tests of every module read from a strategy's answer, and the checks they all make. */
public final class SyncResults {
    private static final SyncChecker CHECKER = new SyncChecker();

    private SyncResults() {
    }

    /** The physical id per resource, or null without a solution. */
    public static int[] mapping(Result<SyncMapping> r) {
        return r.hasSolution() ? r.solution().ids() : null;
    }

    /** Physical resources the mapping uses, recomputed by the independent checker; -1 without a solution. */
    public static int used(SyncProblem p, Result<SyncMapping> r) {
        return r.hasSolution() ? (int) CHECKER.score(p, r.solution()).headline() : -1;
    }

    public static int removedCount(Result<SyncMapping> r) {
        return r.hasSolution() ? r.solution().removedCount() : 0;
    }

    /** The resources the certificate behind the bound or infeasibility names; empty without one. */
    public static int[] certificate(Result<SyncMapping> r) {
        Certificate c = r.certificate();
        if (c instanceof Antichain a) {
            return a.resources();
        }
        if (c instanceof PinnedClash clash) {
            return new int[] {clash.first(), clash.second()};
        }
        return new int[0];
    }

    /**
     * A mapping the independent checker accepts, the score the strategy filled (if any) the checker's, a
     * bound no higher than the count and verified by the checker, and OPTIMAL only at the bound.
     */
    public static void assertValid(SyncProblem p, Result<SyncMapping> r) {
        if (r.hasSolution()) {
            assertNull(CHECKER.violation(p, r.solution()), () -> p.name() + ": " + r);
            long used = CHECKER.score(p, r.solution()).headline();
            if (r.score() != null) {
                assertEquals(used, r.objective(), "score");
            }
            assertTrue(r.bound() <= used, "bound above used");
        }
        if (r.certificate() != null && r.status() != Status.INFEASIBLE) {
            assertNull(CHECKER.boundViolation(p, r.solution(), r.certificate(), r.bound()), "certificate of the bound");
        }
        if (r.status() == Status.INFEASIBLE) {
            assertNotNull(r.reason());
            if (r.certificate() != null) {
                assertNull(CHECKER.infeasibilityViolation(p, r.certificate()), r.reason());
            }
        }
        if (r.status() == Status.OPTIMAL) {
            assertEquals(r.bound(), used(p, r));
        }
    }

    /** A random flag program (seed 2, 4 warps, 30 pairs) solved by {@code s} under a budget already ended: UNKNOWN. */
    public static Result<SyncMapping> underACancelledBudget(Strategy<SyncProblem, SyncMapping> s, SolveOptions o) {
        Result<SyncMapping> r = s.solve(SyncExamples.random(2, 4, 30, "flag"), o, Budgets.cancelled());
        assertEquals(Status.UNKNOWN, r.status());
        return r;
    }
}
