package dev.berth.solvers;

import dev.berth.model.Budget;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;

import java.time.Duration;
import java.util.function.Function;

/**
 * Keeps a portfolio member away from instances on which, by an estimate from the instance, it would not
 * produce anything in the time it is given: it would only take a core from the members that can. Without a
 * time limit it always runs. Declines with UNKNOWN and the estimate.
 */
public final class TimeGuarded<P extends Problem, S> extends Wrapper<P, S> {
    /** The estimate may take this share of the time left at most. */
    private static final double SHARE = 0.75;

    private final Function<P, Duration> needs;
    private final String what;

    /**
     * @param needs the time the member needs on an instance before its first answer
     * @param what  what that time is spent on, for the answer's reason
     */
    public TimeGuarded(Strategy<P, S> inner, Function<P, Duration> needs, String what) {
        super(inner);
        this.needs = needs;
        this.what = what;
    }

    @Override
    public Result<S> solve(P problem, SolveOptions options, Budget budget) {
        if (!budget.unlimitedTime()) {
            long need = needs.apply(problem).toMillis();
            long left = budget.remainingMillis();
            if (need > SHARE * left) {
                return Result.unknown(inner.name() + " needs about " + need + " ms here (" + what + "), more than "
                        + Math.round(SHARE * 100) + " % of the " + left + " ms left");
            }
        }
        return inner.solve(problem, options, budget);
    }
}
