package dev.berth.solvers;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Family;
import dev.berth.model.OutOfTime;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;

import java.time.Duration;

/**
 * The one gate every answer of every family passes before anyone sees it: the strategy is called with its
 * own parameters in scope, timed, a crash turned into UNKNOWN, and the answer held to the {@link ProofPolicy}
 * by the family's independent checker.
 */
public final class Gate<P extends Problem, S> extends Wrapper<P, S> {
    /**
     * How far past the caller's deadline the check of an answer may run: a strategy that answers at its
     * deadline still gets its answer checked, and an answer nobody could check is not shown.
     */
    static final Duration CHECK_GRACE = Duration.ofSeconds(1);

    private final Family<P, S> family;

    private Gate(Family<P, S> family, Strategy<P, S> inner) {
        super(inner);
        this.family = family;
    }

    /** {@code strategy} behind a gate (once: a gate is not gated again). */
    public static <P extends Problem, S> Strategy<P, S> of(Family<P, S> family, Strategy<P, S> strategy) {
        return strategy instanceof Gate<P, S> g ? g : new Gate<>(family, strategy);
    }

    public Strategy<P, S> inner() {
        return inner;
    }

    public Family<P, S> family() {
        return family;
    }

    @Override
    public Result<S> solve(P problem, SolveOptions options, Budget budget) {
        Budget solving = keepingBack(budget, family.checkAllowance(problem));
        GuardedSolve<Result<S>> g = GuardedSolve.run(
                () -> CurrentBudget.during(solving, () -> inner.solveAsPart(problem, options, solving)),
                (why, crashed) -> {
                    Result<S> u = Result.unknown(why);
                    return crashed ? u.withStat(Result.FAILED, true) : u;
                });
        Result<S> r = g.result() == null ? Result.<S>unknown("the strategy returned no result").withStat(Result.FAILED, true)
                : g.result();
        String solver = r.solver() != null ? r.solver() : inner.label();
        Result<S> checked = checked(problem, r.withSolver(solver), budget).withSeconds(g.seconds());
        if (checked.hasSolution()) {
            budget.report(checked.objective(), checked.bound());
        }
        return checked;
    }

    /**
     * {@code r} held to the proof policy within the caller's deadline and {@link #CHECK_GRACE} (one moment for
     * every gate of a solve, however nested: a portfolio's and its members'); a cancel does not stop the check (a
     * cancelled solve still answers with its best checked answer). An answer whose check cannot finish by then
     * is not shown: UNKNOWN, saying so.
     */
    private Result<S> checked(P problem, Result<S> r, Budget budget) {
        Budget checking = budget.unlimitedTime() ? Budget.unlimited() : budget.deadlineOnly(CHECK_GRACE);
        try {
            return CurrentBudget.during(checking, () -> ProofPolicy.apply(family, problem, r));
        } catch (OutOfTime e) {
            return Result.<S>unknown("the answer could not be checked in time (" + e.getMessage() + ")")
                    .withSolver(r.solver());
        }
    }

    /**
     * The strategy's budget: the caller's, less the time its answer's check takes, so that the checked answer
     * is back within the caller's limit. At most a quarter of what is left is kept back: a short limit on a
     * large instance still gets most of its time.
     */
    static Budget keepingBack(Budget budget, Duration checking) {
        if (budget.unlimitedTime() || checking.isZero()) {
            return budget;
        }
        long remaining = budget.remainingMillis();
        long kept = Math.min(remaining / 4, checking.toMillis());
        return kept == 0 ? budget : budget.child(Duration.ofMillis(remaining - kept));
    }
}
