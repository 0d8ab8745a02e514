package dev.berth.solvers.channels.timefold;

import dev.berth.solvers.channels.OffsetGrid;
import ai.timefold.solver.core.api.solver.Solver;
import ai.timefold.solver.core.api.solver.SolverFactory;
import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.NamedStrategy;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.sync.SyncMapping;
import dev.berth.solvers.channels.ChannelIds;
import dev.berth.solvers.channels.ExactChannelsAllocator;
import dev.berth.solvers.channels.FirstFitPlacement;
import dev.berth.solvers.sync.ExactSyncAllocator;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Local search on Timefold Solver over the offsets of the buffers the instance leaves unplaced, for programs
 * too large for a complete search; the offsets decide which resource dependences exist, and with them the code.
 * The family's lexicographic objective: hard, every offset inside the pool (by construction: each buffer's value
 * range is {@link OffsetGrid}'s, whose javadoc says why that finite set loses nothing on the makespan) and the
 * code's width within the usable channels; medium, the code's makespan in cycles ({@code CodeMakespan}); soft,
 * the channels, which for a given code is its width. Buffers may overlap: that only adds dependences.
 *
 * <p>Each placement is valued from scratch ({@link PlacementEvaluator}: the plan with its reduction, code and
 * width, and the makespan). Moves ({@link PlacementMoveKind}): abut a buffer to 0 or next to another, swap two,
 * scatter one anywhere on its grid. The search starts from {@link FirstFitPlacement} (every unplaced buffer at 0
 * when first fit finds no room without overlap), whose answer is made first and is the answer whenever the
 * search finds nothing better or the time runs out.
 *
 * <p>Channel ids are not searched: for the best placement's code the sync family's {@link ExactSyncAllocator}
 * gives them (a minimum chain cover, exact and polynomial for this code), as many as its width. The answer is
 * FEASIBLE and claims no bound (the offsets are chosen, so the family's bound does not apply). When no placement
 * found fits the usable channels it is UNKNOWN with the width reached. A program with every buffer placed has
 * nothing to search: the answer is {@code exact}'s, with stat {@code searched=false}.
 *
 * <p>The search ends at the budget's end (kept back: twice what making the first answer took, for the last
 * one), after {@code timefold.steps} steps (else the node limit), or after {@code timefold.unimproved-steps}
 * steps without a new best (200 unless a step or node limit is set); deterministic for a seed when steps end it.
 * Parameters: {@link TimefoldChannelsSettings#PARAMS}, and the family's {@code channels.reduce}. Stats:
 * {@code start} (first-fit), {@code makespanStart}, {@code widthStart}, {@code makespan}, {@code width},
 * {@code gridStep}, {@code steps}, {@code moves}, {@code evaluations} (plans built), {@code evaluationMillis}
 * (mean), {@code score}, {@code stopped} when the budget ended the search, {@code searched}.
 */
public final class TimefoldChannelsAllocator extends NamedStrategy<ChannelsProblem, ChannelsSolution> {
    public static final String NAME = "timefold";
    private static final long POLL_MILLIS = 10;
    /** Kept back for the last answer beyond twice the first one's cost: scheduling noise. */
    private static final long SPARE_MILLIS = 20;

    public TimefoldChannelsAllocator() {
        super(NAME, "local search on Timefold Solver over the unplaced buffers' offsets (makespan, then channels)"
                + " from first fit; channel ids by the sync family's exact engine", TimefoldChannelsSettings.PARAMS);
    }

    @Override
    public Result<ChannelsSolution> solve(ChannelsProblem problem, SolveOptions options, Budget budget) {
        if (problem.placed()) {
            return new ExactChannelsAllocator().solve(problem, options, budget).withStat("searched", false);
        }
        TimefoldChannelsSettings settings = TimefoldChannelsSettings.of(options);
        OffsetGrid grid = OffsetGrid.of(problem);
        int usable = problem.sync().capacity();
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("searched", true);
        stats.put("gridStep", grid.step());

        long firstAnswerStarted = System.nanoTime();
        long[] firstFit = FirstFitPlacement.of(problem, options, budget);
        stats.put("start", "first-fit");
        long[] start = onGrid(problem, grid, firstFit);
        PlacementEvaluator evaluator = new PlacementEvaluator(problem, ChannelsFamily.REDUCE.from(options), usable);
        ChannelsPlan startPlan = evaluator.plan(start);
        PlacementValue startValue = PlacementEvaluator.valueOf(startPlan);
        evaluator.remember(start, startValue);
        stats.put("makespanStart", startValue.makespan());
        stats.put("widthStart", startValue.width());
        Result<ChannelsSolution> first = answer(startPlan, startValue, usable, options, budget);
        long reserveMillis = 2 * (System.nanoTime() - firstAnswerStarted) / 1_000_000 + SPARE_MILLIS;
        if (budget.exhausted()) {
            stats.put("stopped", "the budget ran out before the search");
            return first.withStats(stats);
        }

        PlacementSolution model = model(problem, grid, start, evaluator, usable, settings);
        Budget searchBudget = budget.unlimitedTime() ? budget
                : budget.child(Duration.ofMillis(Math.max(0, budget.remainingMillis() - reserveMillis)));
        Solver<PlacementSolution> solver = SolverFactory.<PlacementSolution>create(
                PlacementSolverConfig.build(settings, options.seed())).buildSolver();
        PlacementSolution best;
        try {
            // the thread's budget too: a placement being valued when the search's time is up stops there
            best = searchBudget.exhausted() ? model
                    : CurrentBudget.during(searchBudget, () -> run(solver, model, searchBudget));
        } catch (RuntimeException e) {
            if (outOfTime(e) == null) {
                throw e;
            }
            best = null;
        }
        PlacementFacts facts = model.getFacts();
        stats.put("steps", facts.steps);
        stats.put("moves", facts.moves);
        stats.put("evaluations", evaluator.evaluations());
        stats.put("evaluationMillis", Math.round(evaluator.meanMillis() * 1000) / 1000.0);
        // cut short inside a valuation, Timefold hands back nothing: the best placement valued stands instead
        long[] offsets = best != null ? facts.offsets(best.getSlots()) : evaluator.best();
        stats.put("score", String.valueOf(best != null ? best.getScore() : evaluator.bestValue().score(usable)));
        if (searchBudget.exhausted()) {
            stats.put("stopped", "the budget ended the search");
        }
        if (Arrays.equals(offsets, start)) {
            return first.withStats(stats);
        }
        Result<ChannelsSolution> found;
        try {
            ChannelsPlan plan = evaluator.plan(offsets);
            found = answer(plan, PlacementEvaluator.valueOf(plan), usable, options, budget);
        } catch (OutOfTime e) {
            stats.put("stopped", "the budget ended before the best placement's answer: " + e.getMessage());
            return first.withStats(stats);
        }
        return (found.hasSolution() || !first.hasSolution() ? found : first).withStats(stats);
    }

    /** The {@link OutOfTime} that {@code e} is or was caused by (Timefold may wrap what its calculator throws). */
    private static OutOfTime outOfTime(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof OutOfTime o) {
                return o;
            }
        }
        return null;
    }

    /** Every buffer's offset: the given ones, and first fit's (or 0) rounded down to the grid for the others. */
    private static long[] onGrid(ChannelsProblem p, OffsetGrid grid, long[] firstFit) {
        long[] out = new long[p.buffers().size()];
        for (int b = 0; b < out.length; b++) {
            ChannelBuffer x = p.buffers().get(b);
            out[b] = x.placed() ? x.offset() : grid.snap(firstFit[b], x.size());
        }
        return out;
    }

    private static PlacementSolution model(ChannelsProblem p, OffsetGrid grid, long[] start,
                                           PlacementEvaluator evaluator, int usable,
                                           TimefoldChannelsSettings settings) {
        long[] sizes = p.buffers().stream().mapToLong(ChannelBuffer::size).toArray();
        List<PlacementSlot> slots = new ArrayList<>();
        for (int b = 0; b < sizes.length; b++) {
            if (!p.buffers().get(b).placed()) {
                slots.add(new PlacementSlot(slots.size(), b, sizes[b], grid.step(), grid.maxOffset(sizes[b]),
                        start[b]));
            }
        }
        PlacementFacts facts = new PlacementFacts(evaluator, usable, sizes, start.clone(), grid, settings.moves(),
                settings.triesPerStep());
        return new PlacementSolution(slots, facts);
    }

    /** Runs the search until its step limits or the budget's end. */
    private static PlacementSolution run(Solver<PlacementSolution> solver, PlacementSolution model, Budget budget) {
        if (budget.unlimitedTime()) {
            return solver.solve(model);
        }
        ScheduledExecutorService poller = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread t = new Thread(runnable, "timefold-channels-budget");
            t.setDaemon(true);
            return t;
        });
        poller.scheduleAtFixedRate(() -> {
            if (budget.exhausted()) {
                model.getFacts().requestStop();
                solver.terminateEarly();
            }
        }, 0, POLL_MILLIS, TimeUnit.MILLISECONDS);
        try {
            return solver.solve(model);
        } finally {
            poller.shutdownNow();
        }
    }

    /** The plan's answer with the exact engine's ids, or UNKNOWN when its code does not fit the usable channels. */
    private static Result<ChannelsSolution> answer(ChannelsPlan plan, PlacementValue value, int usable,
                                                   SolveOptions options, Budget budget) {
        Map<String, Object> stats = Map.of("makespan", value.makespan(), "width", value.width());
        if (value.width() > usable) {
            return Result.<ChannelsSolution>unknown("at the best offsets found the code keeps " + value.width()
                    + " sync pairs in flight at once; " + usable + " channels are usable (other offsets may need"
                    + " fewer)").withStats(stats);
        }
        Result<SyncMapping> ids = ChannelIds.of(plan, options, budget);
        if (!ids.hasSolution()) {
            return Result.<ChannelsSolution>unknown("the sync engine gave no mapping: " + ids.reason()).withStats(stats);
        }
        return Result.feasible(plan.solution(ids.solution().ids())).withStats(stats);
    }
}
