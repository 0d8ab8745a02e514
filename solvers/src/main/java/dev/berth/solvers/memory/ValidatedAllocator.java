package dev.berth.solvers.memory;

import dev.berth.model.Budget;
import dev.berth.solvers.GuardedSolve;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.MemoryValidator;

/**
 * The gate every strategy's answer passes before anyone sees it: the layout is re-checked by
 * {@link MemoryValidator}, the peak is recomputed from the layout rather than trusted, OPTIMAL is kept only
 * with a bound that matches, and a strategy that throws yields UNKNOWN instead of a stack trace. A rejected
 * layout is a bug in the strategy; it is reported in the reason and in the {@code rejected} stat.
 */
public final class ValidatedAllocator implements MemoryAllocator {
    private final MemoryAllocator inner;

    public ValidatedAllocator(MemoryAllocator inner) {
        this.inner = inner;
    }

    public MemoryAllocator inner() {
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
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        long lb = MemoryLowerBound.of(problem);
        GuardedSolve<MemoryResult> g = GuardedSolve.run(() -> inner.allocate(problem, options, budget), (why, crashed) -> {
            MemoryResult u = MemoryResult.unknown(why, lb, inner.name());
            return crashed ? u.withStat("failed", true) : u;
        });
        return check(problem, g.result().withSolver(inner.name()), lb).withSeconds(g.seconds());
    }

    /** Re-checks {@code r} for {@code problem}; {@code lb} is the problem's own lower bound. */
    static MemoryResult check(MemoryProblem problem, MemoryResult r, long lb) {
        long bound = Math.max(r.bound(), lb);
        if (!r.status().hasSolution()) {
            return r.withBound(bound);
        }
        String violation = MemoryValidator.firstViolation(problem, r.offsets());
        if (violation != null) {
            return new MemoryResult(Status.UNKNOWN, null, -1, bound, r.solver(), r.seconds(),
                    "layout rejected by the validator: " + violation, r.stats()).withStat("rejected", true);
        }
        long peak = MemoryLayouts.peak(problem, r.offsets());
        if (bound > peak) {
            // a strategy claimed a bound its own layout beats: the bound is wrong, keep only what is proven
            bound = lb;
        }
        // OPTIMAL needs its proof in the bound: a strategy that proved optimality reports bound == peak
        Status status = peak == bound ? Status.OPTIMAL : Status.FEASIBLE;
        return new MemoryResult(status, r.offsets(), peak, bound, r.solver(), r.seconds(), r.reason(), r.stats());
    }
}
