package dev.berth.solvers.sync;

import dev.berth.model.Budget;
import dev.berth.solvers.ParallelRace;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The default: {@code first} members one after the other (exact settles every problem without pinned ids
 * in well under a second — OPTIMAL or INFEASIBLE with the concurrent set), then, only if nothing is proven,
 * the {@code search} members in parallel under a shared budget, cancelled at the first proof. Best valid
 * answer wins: a proof of infeasibility, then fewer physical resources, then the stronger bound.
 */
public final class PortfolioSyncAllocator implements SyncAllocator {
    private final List<SyncAllocator> first;
    private final List<SyncAllocator> search;

    public PortfolioSyncAllocator(List<SyncAllocator> first, List<SyncAllocator> search) {
        this.first = first.stream().map(PortfolioSyncAllocator::gate).toList();
        this.search = search.stream().map(PortfolioSyncAllocator::gate).toList();
    }

    private static SyncAllocator gate(SyncAllocator a) {
        return a instanceof ValidatedSyncAllocator ? a : new ValidatedSyncAllocator(a);
    }

    @Override
    public String name() {
        return "portfolio";
    }

    @Override
    public String description() {
        return "default: " + names(first) + " first, then " + names(search) + " in parallel if nothing is proven";
    }

    private static String names(List<SyncAllocator> as) {
        return String.join(", ", as.stream().map(SyncAllocator::name).toList());
    }

    @Override
    public SyncResult allocate(SyncProblem problem, SolveOptions options, Budget budget) {
        Map<String, Object> members = new LinkedHashMap<>();
        SyncResult[] strongest = {null};
        SyncResult best = null;
        for (SyncAllocator a : first) {
            SyncResult r = a.allocate(problem, options, budget.child());
            members.put(a.name(), summary(r));
            noteBound(strongest, r);
            best = better(best, r);
            if (decisive(r) || budget.exhausted()) {
                return finish(problem, best, members, strongest[0]);
            }
        }
        if (!search.isEmpty()) {
            best = better(best, runInParallel(problem, options, budget, members, strongest));
        }
        return finish(problem, best, members, strongest[0]);
    }

    private SyncResult runInParallel(SyncProblem problem, SolveOptions options, Budget budget, Map<String, Object> members,
                                     SyncResult[] strongest) {
        SolveOptions memberOptions = options.withThreads(Math.max(1, options.threads() / search.size()));
        SyncResult[] best = {null};
        ParallelRace.<SyncResult>run(search.stream().<java.util.function.Function<Budget, SyncResult>>map(
                        a -> b -> a.allocate(problem, memberOptions, b)).toList(), budget,
                PortfolioSyncAllocator::decisive, r -> {
                    members.put(r.solver(), summary(r));
                    noteBound(strongest, r);
                    best[0] = better(best[0], r);
                });
        return best[0];
    }

    /** Keeps in {@code strongest[0]} the member answer with the largest bound that comes with a certificate. */
    private static void noteBound(SyncResult[] strongest, SyncResult r) {
        if (r != null && r.certificate().length > 0 && r.status() != Status.INFEASIBLE
                && (strongest[0] == null || r.bound() > strongest[0].bound())) {
            strongest[0] = r;
        }
    }

    private static boolean decisive(SyncResult r) {
        return r.status() == Status.OPTIMAL || r.status() == Status.INFEASIBLE;
    }

    static SyncResult better(SyncResult a, SyncResult b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        if (a.status() == Status.INFEASIBLE || b.status() == Status.INFEASIBLE) {
            return a.status() == Status.INFEASIBLE ? a : b;
        }
        if (a.status().hasSolution() != b.status().hasSolution()) {
            return a.status().hasSolution() ? a : b;
        }
        if (a.status().hasSolution() && a.used() != b.used()) {
            return a.used() < b.used() ? a : b;
        }
        return a.bound() >= b.bound() ? a : b;
    }

    private static Map<String, Object> summary(SyncResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", r.status().name());
        if (r.status().hasSolution()) {
            m.put("used", r.used());
        }
        m.put("bound", r.bound());
        m.put("seconds", Math.round(r.seconds() * 1000) / 1000.0);
        if (r.reason() != null) {
            m.put("reason", r.reason());
        }
        return m;
    }

    private SyncResult finish(SyncProblem problem, SyncResult best, Map<String, Object> members, SyncResult strongest) {
        if (best == null) {
            return SyncResult.unknown("no member ran", 0, name()).withStat("members", members);
        }
        SyncResult r = best;
        if (r.status().hasSolution() && strongest != null && strongest.bound() > r.bound()) {
            // another member's certificate proves more than the winner's; the gate re-verifies it on this mapping
            r = r.withBound(strongest.bound(), strongest.certificate());
        }
        return ValidatedSyncAllocator.check(problem, r).withSolver(name())
                .withStat("winner", best.solver()).withStat("members", members);
    }
}
