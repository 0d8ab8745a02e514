package dev.berth.solvers.memory;

import dev.berth.model.Budget;
import dev.berth.solvers.ParallelRace;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs several strategies and returns the best valid answer. The cheap ones ({@code quick}) run first, one
 * after the other, each within a third of the time left, so that a greedy layout that already meets the
 * lower bound ends the solve at once; the
 * rest then run in parallel, each under a child budget, and are all cancelled as soon as one proves the
 * answer (OPTIMAL or INFEASIBLE) or, for {@code fit}, finds any layout within the capacity.
 *
 * <p>Params: {@code portfolio} = comma-separated member names to run (default: all members).
 */
public final class PortfolioMemoryAllocator implements MemoryAllocator {
    private final List<MemoryAllocator> quick;
    private final List<MemoryAllocator> heavy;

    public PortfolioMemoryAllocator(List<MemoryAllocator> quick, List<MemoryAllocator> heavy) {
        this.quick = wrap(quick);
        this.heavy = wrap(heavy);
    }

    private static List<MemoryAllocator> wrap(List<MemoryAllocator> as) {
        List<MemoryAllocator> out = new ArrayList<>();
        for (MemoryAllocator a : as) {
            out.add(a instanceof ValidatedAllocator ? a : new ValidatedAllocator(a));
        }
        return out;
    }

    @Override
    public String name() {
        return "portfolio";
    }

    @Override
    public String description() {
        return "default: " + names(quick) + " first, then " + names(heavy)
                + " in parallel; best valid answer, stops at a proof";
    }

    private static String names(List<MemoryAllocator> as) {
        return String.join(", ", as.stream().map(MemoryAllocator::name).toList());
    }

    @Override
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        long lb = MemoryLowerBound.of(problem);
        Optional<String> proof = MemoryInfeasibility.check(problem);
        if (proof.isPresent()) {
            return MemoryResult.infeasible(proof.get(), lb, name());
        }
        List<String> only = options.params().containsKey("portfolio")
                ? List.of(options.param("portfolio", "").split(",")) : null;
        Map<String, Object> members = new LinkedHashMap<>();
        MemoryResult best = null;
        for (MemoryAllocator a : quick) {
            if (only != null && !only.contains(a.name())) {
                continue;
            }
            // on huge instances a greedy over every ordering could eat the whole limit: keep time for the rest
            Budget slice = budget.unlimitedTime() ? budget.child()
                    : budget.child(java.time.Duration.ofMillis(Math.max(1, budget.remainingMillis() / 3)));
            MemoryResult r = a.allocate(problem, options, slice);
            members.put(a.name(), summary(r));
            best = better(best, r);
            if (decisive(r, options) || budget.exhausted()) {
                return finish(problem, best, members, lb);
            }
        }
        List<MemoryAllocator> run = new ArrayList<>();
        for (MemoryAllocator a : heavy) {
            if (only == null || only.contains(a.name())) {
                run.add(a);
            }
        }
        if (run.isEmpty()) {
            return finish(problem, best, members, lb);
        }
        SolveOptions memberOptions = options.withThreads(Math.max(1, options.threads() / run.size()));
        MemoryResult[] winner = {best};
        ParallelRace.<MemoryResult>run(run.stream().<java.util.function.Function<Budget, MemoryResult>>map(
                        a -> b -> a.allocate(problem, memberOptions, b)).toList(), budget,
                r -> decisive(r, options), r -> {
                    members.put(r.solver(), summary(r));
                    winner[0] = better(winner[0], r);
                });
        best = winner[0];
        return finish(problem, best, members, lb);
    }

    private static boolean decisive(MemoryResult r, SolveOptions options) {
        return r.status() == Status.OPTIMAL || r.status() == Status.INFEASIBLE
                || (options.objective() == Objective.FIT && r.status() == Status.FEASIBLE);
    }

    private static Map<String, Object> summary(MemoryResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", r.status().name());
        if (r.status().hasSolution()) {
            m.put("peak", r.peak());
        }
        m.put("bound", r.bound());
        m.put("seconds", Math.round(r.seconds() * 1000) / 1000.0);
        if (r.reason() != null) {
            m.put("reason", r.reason());
        }
        if (r.stats().get("overCapacityPeak") != null) {
            m.put("overCapacityPeak", r.stats().get("overCapacityPeak"));
        }
        return m;
    }

    /** Prefers a proof of infeasibility, then a layout with a lower peak, then the stronger bound. */
    static MemoryResult better(MemoryResult a, MemoryResult b) {
        if (a == null) {
            return b;
        }
        if (a.status() == Status.INFEASIBLE || b.status() == Status.INFEASIBLE) {
            return a.status() == Status.INFEASIBLE ? a : b;
        }
        if (a.status().hasSolution() != b.status().hasSolution()) {
            return a.status().hasSolution() ? a : b;
        }
        if (a.status().hasSolution() && a.peak() != b.peak()) {
            return a.peak() < b.peak() ? a : b;
        }
        return a.bound() >= b.bound() ? a : b;
    }

    private MemoryResult finish(MemoryProblem problem, MemoryResult best, Map<String, Object> members, long lb) {
        long bound = lb;
        long overCapacityPeak = Long.MAX_VALUE;
        for (Object o : members.values()) {
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) o;
            bound = Math.max(bound, ((Number) m.get("bound")).longValue());
            if (m.get("overCapacityPeak") instanceof Number n) {
                overCapacityPeak = Math.min(overCapacityPeak, n.longValue());
            }
        }
        if (best == null) {
            return MemoryResult.unknown("no member ran", bound, name()).withStat("members", members);
        }
        MemoryResult r = ValidatedAllocator.check(problem, best, bound)
                .withSolver(name()).withStat("winner", best.solver()).withStat("members", members);
        if (!r.status().hasSolution() && overCapacityPeak != Long.MAX_VALUE) {
            r = r.withStat("overCapacityPeak", overCapacityPeak);
        }
        return r;
    }
}
