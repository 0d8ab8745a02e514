package dev.berth.bench.tiles;

import dev.berth.bench.BenchStatus;
import dev.berth.bench.GuardedCall;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.model.tiles.analysis.TileValidator;

import java.time.Duration;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Runs one strategy on one tiles instance and checks the answer without trusting the strategy.
 *
 * <p>The strategy runs under a {@link GuardedCall}: its own thread, a fresh budget of the options' time
 * limit, cancelled a grace period after it; if it still does not return the row is ERROR and its thread is
 * left behind. Exceptions become ERROR rows.
 *
 * <p>A returned layout goes through {@link TileValidator} and, when given, the second opinion (both
 * verdicts are recorded, even when the first already failed, so disagreements show); the objective is
 * recomputed from the layout. The row turns INVALID when either checker rejects the layout, when the
 * reported objective differs from the layout's, when the reported bound exceeds the layout's largest peak,
 * when OPTIMAL is claimed above the reported bound, or when a valid layout's largest peak is below
 * {@link TileLowerBound} (the bound or the validator would be wrong). INFEASIBLE needs a reason. Claims that
 * only another run can refute are left to {@link TileCrossCheck}.
 */
public final class TileBenchRunner {
    private final BiFunction<TileProblem, TileLayout, String> checker;
    private final GuardedCall guard;

    /** {@code checker}: null, or a second opinion on layouts that returns null when it accepts one. */
    public TileBenchRunner(BiFunction<TileProblem, TileLayout, String> checker) {
        this(checker, new GuardedCall());
    }

    /** With a shorter minimum grace period, so tests of runaway strategies stay quick. */
    TileBenchRunner(BiFunction<TileProblem, TileLayout, String> checker, Duration minGrace) {
        this(checker, new GuardedCall(minGrace));
    }

    private TileBenchRunner(BiFunction<TileProblem, TileLayout, String> checker, GuardedCall guard) {
        this.checker = checker;
        this.guard = guard;
    }

    /** Runs {@code strategy} on {@code problem}, computing the bound; see {@link #run(TileProblem, long, TileAllocator, SolveOptions)}. */
    public TileBenchRow run(TileProblem problem, TileAllocator strategy, SolveOptions options) {
        return run(problem, TileLowerBound.of(problem).max(), strategy, options);
    }

    /**
     * Runs {@code strategy} on {@code problem} and returns the checked row; never throws for the strategy.
     *
     * @param bound {@code TileLowerBound.of(problem).max()}, computed once per instance by the caller
     */
    public TileBenchRow run(TileProblem problem, long bound, TileAllocator strategy, SolveOptions options) {
        GuardedCall.Outcome<TileResult> o = guard.run(strategy.name(), options.timeLimit(),
                budget -> strategy.allocate(problem, options, budget));
        TileResult r = o.result();
        if (r == null || r.status() == null) {
            return row(problem, strategy, BenchStatus.ERROR, null, bound, 0, o.seconds(), null, null,
                    o.failure() != null ? o.failure() : "returned no result", Map.of());
        }
        BenchStatus status = BenchStatus.valueOf(r.status().name());
        if (!r.status().hasSolution()) {
            TileBenchRow row = row(problem, strategy, status, null, bound, r.bound(), o.seconds(), null, null,
                    r.reason(), r.stats());
            boolean unexplained = r.status() == Status.INFEASIBLE && (r.reason() == null || r.reason().isBlank());
            return unexplained ? row.invalid("claimed INFEASIBLE without a reason") : row;
        }
        TileLayout layout = r.layout();
        String validator = validate(problem, layout);
        String second = secondOpinion(problem, layout);
        Measured m = measure(problem, layout);
        TileBenchRow row = row(problem, strategy, status, m, bound, r.bound(), o.seconds(),
                validator == null ? TileBenchRow.VALID : validator,
                checker == null ? null : second == null ? TileBenchRow.VALID : second, r.reason(), r.stats());
        String why = refute(r, m, bound, validator, second);
        return why == null ? row : row.invalid(why);
    }

    /** The objective and shared count of a layout, or null when the layout is too broken to measure. */
    private record Measured(TileObjective objective, int shared) {
    }

    private static Measured measure(TileProblem p, TileLayout layout) {
        try {
            int shared = 0;
            for (StructurePlan plan : layout.plans()) {
                shared += plan.shared() ? 1 : 0;
            }
            return new Measured(TileObjective.of(p, layout), shared);
        } catch (RuntimeException e) { // a layout of the wrong shape; the validator has said what is wrong
            return null;
        }
    }

    private static String validate(TileProblem problem, TileLayout layout) {
        try {
            return TileValidator.firstViolation(problem, layout);
        } catch (RuntimeException e) { // e.g. a missing plan: a malformed layout is an invalid one
            return "the validator cannot read the layout: " + e;
        }
    }

    private String secondOpinion(TileProblem problem, TileLayout layout) {
        if (checker == null) {
            return null;
        }
        try {
            return checker.apply(problem, new TileLayout(layout.variableOffsets().clone(), layout.structures()));
        } catch (RuntimeException e) {
            return "threw " + e;
        }
    }

    private static String refute(TileResult r, Measured m, long bound, String validator, String second) {
        String claim = "claimed " + r.status() + " with " + r.objective();
        if (validator != null) {
            return claim + ", but the layout is invalid: " + validator;
        }
        if (second != null) {
            return claim + "; the validator accepts the layout, the second opinion does not: " + second;
        }
        if (m == null || !m.objective().equals(r.objective())) {
            return "reported " + r.objective() + ", but its layout gives " + (m == null ? "nothing" : m.objective());
        }
        long peak = m.objective().maxPeak();
        if (r.bound() > peak) {
            return "reported lower bound " + r.bound() + " above its own valid layout's max peak " + peak;
        }
        if (r.status() == Status.OPTIMAL && peak > r.bound()) {
            return "claimed OPTIMAL with max peak " + peak + " above its own bound " + r.bound();
        }
        if (peak < bound) {
            return "a valid layout with max peak " + peak + " is below TileLowerBound " + bound
                    + ": the bound or the validator is wrong";
        }
        return null;
    }

    private static TileBenchRow row(TileProblem p, TileAllocator s, BenchStatus status, Measured m, long bound,
                                    long reportedBound, double seconds, String validator, String second, String message,
                                    Map<String, Object> stats) {
        TileObjective o = m == null ? null : m.objective();
        return new TileBenchRow(p.name(), p.tiles(), p.variableCount(), p.equalAddress().size(), p.structureCount(),
                s.name(), status, o == null ? -1 : o.maxPeak(), o == null ? -1 : o.totalMemory(),
                o == null ? -1 : o.exchangeCycles(), m == null ? -1 : m.shared(), bound, reportedBound, seconds,
                validator, second, message, stats);
    }
}
