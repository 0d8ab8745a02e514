package dev.berth.solvers.tiles;

import dev.berth.model.Budget;
import dev.berth.solvers.GuardedSolve;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.model.tiles.analysis.TileValidator;

/**
 * The gate every tiles strategy's answer passes: the layout is re-checked by {@link TileValidator}, its
 * objective recomputed, and the bound recomputed by {@link TileLowerBound} — so OPTIMAL means a valid layout
 * whose largest peak meets a bound the gate proved itself. An INFEASIBLE stands only if
 * {@link TileInfeasibility} proves it too. A strategy that throws yields UNKNOWN instead of a stack trace.
 */
public final class ValidatedTileAllocator implements TileAllocator {
    private final TileAllocator inner;

    public ValidatedTileAllocator(TileAllocator inner) {
        this.inner = inner;
    }

    public TileAllocator inner() {
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
    public TileResult allocate(TileProblem problem, SolveOptions options, Budget budget) {
GuardedSolve<TileResult> g = GuardedSolve.run(() -> inner.allocate(problem, options, budget), (why, crashed) -> {
            TileResult u = TileResult.unknown(why, 0, inner.name());
            return crashed ? u.withStat("failed", true) : u;
        });
        return check(problem, g.result().withSolver(inner.name())).withSeconds(g.seconds());
    }

    static TileResult check(TileProblem problem, TileResult r) {
        long bound = TileLowerBound.of(problem).max();
        if (r.status() == Status.INFEASIBLE) {
            String proof = TileInfeasibility.check(problem);
            return proof != null ? r : TileResult.unknown("INFEASIBLE rejected: no proof found for '" + r.reason() + "'",
                    bound, r.solver()).withStats(r.stats()).withStat("rejected", true);
        }
        if (!r.status().hasSolution()) {
            return new TileResult(r.status(), null, null, bound, r.solver(), r.seconds(), r.reason(), r.stats());
        }
        String violation = TileValidator.firstViolation(problem, r.layout());
        if (violation != null) {
            return TileResult.unknown("layout rejected by the validator: " + violation, bound, r.solver())
                    .withStats(r.stats()).withStat("rejected", true);
        }
        TileObjective o = TileObjective.of(problem, r.layout());
        Status status = o.maxPeak() <= bound ? Status.OPTIMAL : Status.FEASIBLE;
        return new TileResult(status, r.layout(), o, bound, r.solver(), r.seconds(), r.reason(), r.stats());
    }
}
