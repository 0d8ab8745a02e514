package dev.berth.solvers.sync;

import dev.berth.model.Budget;
import dev.berth.solvers.GuardedSolve;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;
import dev.berth.model.sync.analysis.SyncValidator;

/**
 * The gate every sync strategy's answer passes: the mapping is re-checked by {@link SyncValidator}, the
 * count of physical resources recomputed, and a bound kept only with a certificate the gate verifies itself
 * (pairwise: no two of its resources may share) — so OPTIMAL means a mapping and a verified antichain of
 * the same size. An INFEASIBLE with a certificate keeps it only if the certificate really overflows its
 * class. A strategy that throws yields UNKNOWN instead of a stack trace.
 */
public final class ValidatedSyncAllocator implements SyncAllocator {
    private final SyncAllocator inner;

    public ValidatedSyncAllocator(SyncAllocator inner) {
        this.inner = inner;
    }

    public SyncAllocator inner() {
        return inner;
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public String description() {
        return inner.description();
    }

    @Override
    public SyncResult allocate(SyncProblem problem, SolveOptions options, Budget budget) {
GuardedSolve<SyncResult> g = GuardedSolve.run(() -> inner.allocate(problem, options, budget), (why, crashed) -> {
            SyncResult u = SyncResult.unknown(why, 0, inner.name());
            return crashed ? u.withStat("failed", true) : u;
        });
        return check(problem, g.result().withSolver(inner.name())).withSeconds(g.seconds());
    }

    static SyncResult check(SyncProblem problem, SyncResult r) {
        if (r.status() == Status.INFEASIBLE) {
            if (r.certificate().length == 0) {
                return r; // proven by a complete search (pinned conflicts): its reason says what
            }
            String bad = overflowViolation(problem, r.certificate());
            return bad == null ? r : SyncResult.unknown("INFEASIBLE rejected: " + bad, 0, r.solver())
                    .withStats(r.stats()).withStat("rejected", true);
        }
        if (!r.status().hasSolution()) {
            return r;
        }
        String violation = SyncValidator.firstViolation(problem, r.mapping());
        if (violation != null) {
            return SyncResult.unknown("mapping rejected by the validator: " + violation, 0, r.solver())
                    .withStats(r.stats()).withStat("rejected", true);
        }
        int used = SyncValidator.used(problem, r.mapping());
        int[] cert = r.certificate();
        int bound = 0;
        if (cert.length > 0 && cert.length <= used
                && SyncValidator.certificateViolation(problem, r.mapping(), cert) == null) {
            bound = cert.length;
        } else {
            cert = new int[0];
        }
        Status status = used == bound ? Status.OPTIMAL : Status.FEASIBLE;
        return new SyncResult(status, r.mapping(), used, bound, cert, r.solver(), r.seconds(), r.reason(), r.stats());
    }

    /**
     * Null when the certificate lies in one class, no two of its resources may share, and it outnumbers the
     * class's ids — or they are pinned to one id.
     */
    private static String overflowViolation(SyncProblem p, int[] cert) {
        int c = p.resource(cert[0]).classIndex();
        for (int r : cert) {
            if (p.resource(r).classIndex() != c) {
                return "its concurrent set spans classes";
            }
        }
        ResourceClass rc = p.classes().get(c);
        int pinned = p.resource(cert[0]).pinned();
        boolean samePin = pinned >= 0 && java.util.Arrays.stream(cert).allMatch(r -> p.resource(r).pinned() == pinned);
        if (samePin && cert.length > 1) {
            return SyncValidator.certificateViolation(p, new int[p.size()], cert); // pinned to one id, yet concurrent
        }
        if (cert.length <= rc.capacity()) {
            return "its concurrent set of " + cert.length + " fits the " + rc.capacity() + " ids of class " + rc.id();
        }
        int[] none = new int[p.size()];
        return SyncValidator.certificateViolation(p, none, cert);
    }
}
