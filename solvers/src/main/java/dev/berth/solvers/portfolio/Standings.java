package dev.berth.solvers.portfolio;

import dev.berth.model.Budget;
import dev.berth.model.Configurable;
import dev.berth.model.Family;
import dev.berth.model.Objective;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.solvers.Gate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A portfolio run in progress: the problem, the time, every member's answer so far (summarised for the
 * {@code members} stat), the best answer and the strongest proven bound. Every member runs through its gate,
 * so everything recorded here is checked.
 */
public final class Standings<P extends Problem, S> {
    private static final long LEAST_START_MILLIS = 100;
    private final Family<P, S> family;
    private final P problem;
    private final SolveOptions options;
    private final Budget budget;
    private final List<String> only;
    private final Map<String, Object> members = new LinkedHashMap<>();
    private Result<S> best;
    private Result<S> strongest;

    Standings(Family<P, S> family, P problem, SolveOptions options, Budget budget, List<String> only) {
        this.family = family;
        this.problem = problem;
        this.options = options;
        this.budget = budget;
        this.only = only;
    }

    public P problem() {
        return problem;
    }

    public SolveOptions options() {
        return options;
    }

    public Budget budget() {
        return budget;
    }

    /**
     * The least time a member is started with: a member whose lane frees with less than this left could only set
     * itself up and be checked, and would end past the limit (Timefold started at 15,000 buffers with nothing
     * left took 0.76 s). 100 ms, or four times what the gate keeps back for a check on this instance.
     */
    public long leastToStart() {
        return Math.max(LEAST_START_MILLIS, 4 * family.checkAllowance(problem).toMillis());
    }

    /** {@code member} behind its gate. */
    public Strategy<P, S> gated(Strategy<P, S> member) {
        return Gate.of(family, member);
    }

    /** Whether the user's {@code portfolio.members} lets {@code member} run (by name or label). */
    public boolean wanted(Configurable member) {
        return only == null || only.contains(member.name()) || only.contains(member.label());
    }

    public Result<S> best() {
        return best;
    }

    /** Takes a member's answer into the standings, summarised under {@code key} (its solver by default). */
    public synchronized void record(Result<S> r) {
        record(r.solver(), r);
    }

    public synchronized void record(String key, Result<S> r) {
        members.put(key, summary(r));
        best = better(best, r);
        if (r.status() != Status.INFEASIBLE && (strongest == null || r.bound() > strongest.bound())) {
            strongest = r;
        }
    }

    /** An answer that ends the run: a proof (OPTIMAL, INFEASIBLE), or for {@code fit} any answer. */
    public boolean decisive(Result<S> r) {
        return r != null && (r.status() == Status.OPTIMAL || r.status() == Status.INFEASIBLE
                || (options.objective() == Objective.FIT && r.status() == Status.FEASIBLE));
    }

    public synchronized boolean settled() {
        return decisive(best);
    }

    /** Prefers a proof of infeasibility, then an answer, then a lower score, then a stronger bound. */
    static <S> Result<S> better(Result<S> a, Result<S> b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        if (a.status() == Status.INFEASIBLE || b.status() == Status.INFEASIBLE) {
            return a.status() == Status.INFEASIBLE ? a : b;
        }
        if (a.hasSolution() != b.hasSolution()) {
            return a.hasSolution() ? a : b;
        }
        if (a.hasSolution() && !a.score().equals(b.score())) {
            return b.score().betterThan(a.score()) ? b : a;
        }
        return a.bound() >= b.bound() ? a : b;
    }

    /**
     * The portfolio's answer: the best one, with the strongest bound any member proved (the outer gate
     * verifies it again on this answer), who won, and every member's summary.
     */
    synchronized Result<S> answer(String name) {
        if (best == null) {
            return Result.<S>unknown("no member ran").withSolver(name).withStat("members", members);
        }
        Result<S> r = best;
        if (strongest != null && strongest.bound() > r.bound() && best.status() != Status.INFEASIBLE) {
            r = r.withBound(strongest.bound(), strongest.proof());
        }
        r = r.withSolver(name).withStat("winner", best.solver()).withStat("members", members);
        if (!r.hasSolution() && r.status() != Status.INFEASIBLE) {
            Long over = members.values().stream()
                    .map(m -> ((Map<?, ?>) m).get("overCapacityPeak"))
                    .filter(x -> x instanceof Number).map(x -> ((Number) x).longValue()).min(Long::compare).orElse(null);
            if (over != null) {
                r = r.withStat("overCapacityPeak", over);
            }
        }
        return r;
    }

    private Map<String, Object> summary(Result<S> r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", r.status().name());
        if (r.hasSolution()) {
            List<String> terms = family.scoreTerms();
            for (int i = 0; i < terms.size(); i++) {
                m.put(terms.get(i), r.score().term(i));
            }
        }
        m.put("bound", r.bound());
        m.put("seconds", Math.round(r.seconds() * 1000) / 1000.0);
        if (r.reason() != null) {
            m.put("reason", r.reason());
        }
        for (String k : List.of(Result.OVER_CAPACITY_PEAK, Result.REJECTED, Result.REJECTED_BOUND, Result.FAILED)) {
            if (r.stats().get(k) != null) {
                m.put(k, r.stats().get(k)); // a member's bug stays visible after another member won
            }
        }
        return m;
    }
}
