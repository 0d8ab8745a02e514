package dev.berth.solvers;

import dev.berth.model.Budget;
import dev.berth.model.Configurable;
import dev.berth.model.Family;
import dev.berth.model.Improver;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.params.Param;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * An improver as a strategy: it gets its start from another strategy (through that one's gate), from an
 * answer already at hand (a portfolio's best so far), or none (it builds its own).
 */
public final class Improving<P extends Problem, S> implements Strategy<P, S> {
    private final Improver<P, S> improver;
    private final Strategy<P, S> start;
    private final Function<P, Result<S>> known;
    private final String label;

    private Improving(Improver<P, S> improver, Strategy<P, S> start, Function<P, Result<S>> known, String label) {
        this.improver = improver;
        this.start = start;
        this.known = known;
        this.label = label;
    }

    /** {@code improver} from what {@code start} answers (gated by {@code family}). */
    public static <P extends Problem, S> Improving<P, S> from(Family<P, S> family, Improver<P, S> improver,
                                                             Strategy<P, S> start) {
        return new Improving<>(improver, Gate.of(family, start), null, improver.label());
    }

    /** {@code improver} from an answer already checked, under the label {@code label}. */
    public static <P extends Problem, S> Improving<P, S> on(Improver<P, S> improver, Result<S> start, String label) {
        return new Improving<>(improver, null, p -> start, label);
    }

    @Override
    public String name() {
        return improver.name();
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public String description() {
        return improver.description();
    }

    @Override
    public List<Param<?>> params() {
        return improver.params();
    }

    @Override
    public List<? extends Configurable> parts() {
        List<Configurable> out = new ArrayList<>(improver.parts());
        if (start != null) {
            out.add(start);
        }
        return out;
    }

    @Override
    public Result<S> solve(P problem, SolveOptions options, Budget budget) {
        Result<S> s = start != null ? start.solve(problem, options, budget) : known != null ? known.apply(problem) : null;
        if (s != null && s.status() == Status.INFEASIBLE) {
            return s.withSolver(label); // the proof stands for this strategy too
        }
        Result<S> r = improver.improve(problem, s == null || !s.hasSolution() ? null : s, options, budget);
        return r.solver() == null ? r.withSolver(label) : r;
    }
}
