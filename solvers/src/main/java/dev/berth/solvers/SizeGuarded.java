package dev.berth.solvers;

import dev.berth.model.Budget;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;

import java.util.function.ToIntFunction;

/**
 * Keeps a strategy to the instance sizes it is for: one whose set-up grows quadratically away from
 * instances too large for it (it could neither fit the heap nor keep its time limit there), or, inside a
 * portfolio, a local search away from instances small enough for the complete search (it would only take the
 * cores from it). Outside its range it answers UNKNOWN and says why.
 */
public final class SizeGuarded<P extends Problem, S> extends Wrapper<P, S> {
    private final ToIntFunction<P> size;
    private final String unit;
    private final int min;
    private final int max;
    private final String whyMax;

    /**
     * @param size how big an instance is, in {@code unit}s ("buffers")
     */
    public SizeGuarded(Strategy<P, S> inner, ToIntFunction<P> size, String unit, int min, int max) {
        this(inner, size, unit, min, max, "its set-up is quadratic");
    }

    /** @param whyMax why instances above {@code max} are declined, for the answer's reason */
    public SizeGuarded(Strategy<P, S> inner, ToIntFunction<P> size, String unit, int min, int max, String whyMax) {
        super(inner);
        this.size = size;
        this.unit = unit;
        this.min = min;
        this.max = max;
        this.whyMax = whyMax;
    }

    @Override
    public Result<S> solve(P problem, SolveOptions options, Budget budget) {
        int n = size.applyAsInt(problem);
        if (n > max) {
            return Result.unknown(inner.name() + " handles at most " + max + " " + unit
                    + " (" + whyMax + "); this instance has " + n);
        }
        if (n < min) {
            return Result.unknown(inner.name() + " runs here on instances of at least " + min + " " + unit
                    + " (a complete search covers smaller ones); this instance has " + n);
        }
        return inner.solve(problem, options, budget);
    }
}
