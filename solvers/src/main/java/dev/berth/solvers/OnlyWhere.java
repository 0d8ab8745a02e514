package dev.berth.solvers;

import dev.berth.model.Budget;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;

import java.util.function.Predicate;

/**
 * Keeps a portfolio member to the instances it is there for, by a property of the instance (a size is
 * {@link SizeGuarded}'s job); elsewhere it answers UNKNOWN and says why.
 */
public final class OnlyWhere<P extends Problem, S> extends Wrapper<P, S> {
    private final Predicate<P> applies;
    private final String where;

    /** @param where the instances it runs on, for the answer's reason ("plain instances of ...") */
    public OnlyWhere(Strategy<P, S> inner, Predicate<P> applies, String where) {
        super(inner);
        this.applies = applies;
        this.where = where;
    }

    @Override
    public Result<S> solve(P problem, SolveOptions options, Budget budget) {
        if (!applies.test(problem)) {
            return Result.unknown(inner.name() + " runs here only on " + where);
        }
        return inner.solve(problem, options, budget);
    }
}
