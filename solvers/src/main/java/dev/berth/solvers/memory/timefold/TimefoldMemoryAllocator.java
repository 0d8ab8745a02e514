package dev.berth.solvers.memory.timefold;

import ai.timefold.solver.core.api.score.HardMediumSoftScore;
import ai.timefold.solver.core.api.solver.Solver;
import ai.timefold.solver.core.api.solver.SolverFactory;
import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Configurable;
import dev.berth.model.Objective;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.params.Param;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Local search on Timefold Solver: every buffer's offset is a planning variable (multiples of its
 * alignment up to the capacity; pinned buffers pinned), the score is hard = bytes held twice, medium = the
 * peak, soft = the sum of tops, and the moves ({@link MoveKind}) drop (to the least overlap), relocate,
 * anchor, swap, eject and ruin-and-recreate buffers. The search starts from the layout of the
 * {@code initial} strategy (asked without the capacity, clamped into the offset ranges when it does not
 * fit), so the answer is never worse than that layout.
 *
 * <p>Stops at the budget's deadline or cancellation, after {@code nodeLimit} steps, when the search has
 * converged (a step found no acceptable move in many tries), when the peak reaches the lower bound
 * ({@link MemoryLowerBound}; then OPTIMAL), and for objective FIT at the first layout without collisions.
 * Answers: the best layout found when it is collision-free; else the starting layout if it fits; else
 * UNKNOWN, with {@code overCapacityPeak} when the starting layout was collision-free but too high.
 * Deterministic for a given seed when the node limit, not the time, ends the search.
 *
 * <p>The budget holds in every phase, each of which may be the last: the wrap-up (checking the answer
 * twice, here and in a validating wrapper) is kept back from all of them. The initial strategy gets the
 * rest of the budget (one greedy pass can take seconds on 100,000 buffers, and a smaller share could leave
 * it without any layout); the model is built in O(n log n) time and O(n) memory whatever the number of
 * buffers live together (no pairs are stored, see {@link Interference}); when the time is gone after any
 * of these the starting layout is the answer (stat {@code stopped} says where), as it is when what remains
 * would not even cover Timefold's set-up and the start of its solve ({@link TimeEstimates}); and the
 * search gets what remains.
 *
 * <p>Parameters: {@link TimefoldSettings#PARAMS}.
 * Stats: {@code initialPeak}, {@code initialValid}, {@code steps} (local-search steps), {@code moves} (moves
 * evaluated), {@code converged}, {@code score} (Timefold's best score), {@code overCapacityPeak} on
 * UNKNOWN answers as above, {@code stopped} when the budget ran out (or nearly) before the search, and the
 * seconds of each phase: {@code startSeconds}, {@code validationSeconds} (of the starting layout),
 * {@code modelSeconds}, {@code solverSeconds} (Timefold's set-up) and {@code searchSeconds}.
 */
public final class TimefoldMemoryAllocator implements Strategy<MemoryProblem, MemoryLayout> {
    public static final String NAME = "timefold";
    private static final long POLL_MILLIS = 10;
    private final Strategy<MemoryProblem, MemoryLayout> initial;

    /**
     * @param initial the strategy whose layout the search starts from (a greedy), asked without the capacity
     *                and under its own name's parameters
     */
    public TimefoldMemoryAllocator(Strategy<MemoryProblem, MemoryLayout> initial) {
        this.initial = Objects.requireNonNull(initial);
    }

    @Override
    public List<Param<?>> params() {
        return TimefoldSettings.PARAMS;
    }

    @Override
    public List<? extends Configurable> parts() {
        return List.of(initial);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "local search on Timefold Solver from the " + initial.name()
                + " layout (drop, relocate, anchor, swap, eject, ruin moves)";
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        TimefoldSettings settings = TimefoldSettings.of(options, budget.unlimitedTime() && options.nodeLimit() <= 0);
        long bound = MemoryLowerBound.of(problem);
        Result<MemoryLayout> infeasible = MemoryInfeasibility.answer(problem);
        if (infeasible != null) {
            return infeasible;
        }
        Map<String, Object> stats = new LinkedHashMap<>();
        Clock clock = new Clock(stats);
        // the wrap-up must fit in the budget whatever phase ends it
        TimeEstimates times = new TimeEstimates(problem.size());
        Budget startBudget = budget.unlimitedTime() ? budget : budget.child(
                Duration.ofMillis(Math.max(0, budget.remainingMillis() - times.wrapUpMillis())));
        long[] start = StartingLayout.of(problem, initial, options, startBudget);
        clock.lap("startSeconds");
        boolean startValid = StartingLayout.valid(problem, start);
        times.checked(clock.lap("validationSeconds"));
        long startPeak = MemoryLayouts.peak(problem, start);
        stats.put("initialPeak", startPeak);
        stats.put("initialValid", startValid);
        Start fallback = new Start(problem, start, startValid, startPeak, bound, stats);
        if (startValid && (startPeak == bound || options.objective() == Objective.FIT)) {
            return fallback.answer(null);
        }
        if (startBudget.exhausted()) {
            return fallback.answer("the budget ran out while the starting layout was made");
        }
        Model model = Model.of(problem, start, startPeak, settings.moves());
        clock.lap("modelSeconds");
        if (model.movable == 0) {
            return fallback.answer(null);
        }
        if (budget.exhausted()) {
            return fallback.answer("the budget ran out while the model was built");
        }
        if (!times.leaveSearchTime(budget)) {
            return fallback.answer("too little time left to set up a search");
        }
        Solver<LayoutSolution> solver = SolverFactory.<LayoutSolution>create(LayoutSolverConfig.build(settings,
                options.seed(), options.nodeLimit(), model.movable, model.meanSize)).buildSolver();
        times.solverBuilt(clock.lap("solverSeconds"));
        long searchMillis = -1;
        if (!budget.unlimitedTime()) {
            searchMillis = budget.remainingMillis() - times.wrapUpMillis();
            if (searchMillis <= 0 || budget.exhausted()) {
                return fallback.answer("the budget ran out before the search began");
            }
        }
        long searchStarted = System.nanoTime();
        LayoutSolution best = run(solver, model, options, budget, bound, searchMillis);
        clock.lap("searchSeconds");
        long firstStep = model.solution.getSupport().firstStepNanos();
        if (firstStep != 0) {
            times.searchStarted(firstStep - searchStarted);
        }
        HardMediumSoftScore score = best.getScore();
        stats.put("score", String.valueOf(score));
        stats.put("steps", model.solution.getSupport().steps());
        stats.put("moves", model.solution.getSupport().moves());
        stats.put("converged", model.solution.getSupport().stalls() > 0);
        if (score == null || score.hardScore() < 0) {
            return fallback.answer(null);
        }
        return MemoryLayouts.answer(problem, model.offsets(best)).withStats(stats);
    }

    /**
     * Runs the search until the step limit, the bound, FIT's first fit, convergence, {@code searchMillis}
     * (negative: none) or the budget's end, whichever comes first.
     */
    private static LayoutSolution run(Solver<LayoutSolution> solver, Model model, SolveOptions options, Budget budget,
                                      long bound, long searchMillis) {
        MoveSupport support = model.solution.getSupport();
        long deadline = searchMillis < 0 ? Long.MAX_VALUE : System.nanoTime() + searchMillis * 1_000_000;
        Runnable stop = () -> {
            support.requestStop();
            solver.terminateEarly();
        };
        boolean fit = options.objective() == Objective.FIT;
        support.onStall(solver::terminateEarly);
        solver.addEventListener(event -> {
            HardMediumSoftScore s = (HardMediumSoftScore) event.getNewBestScore();
            if (s.hardScore() == 0 && (fit || -s.mediumScore() <= bound)) {
                solver.terminateEarly();
            }
        });
        ScheduledExecutorService poller = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread t = new Thread(runnable, "timefold-budget");
            t.setDaemon(true);
            return t;
        });
        // one clock for the whole search, the set-up inside solve() included, rather than Timefold's own
        poller.scheduleAtFixedRate(() -> {
            if (budget.exhausted() || System.nanoTime() - deadline >= 0) {
                stop.run();
            }
        }, 0, POLL_MILLIS, TimeUnit.MILLISECONDS);
        try {
            return solver.solve(model.solution);
        } finally {
            poller.shutdownNow();
        }
    }

    /** The starting layout as the answer: when the search does not run, or finds nothing better. */
    private record Start(MemoryProblem problem, long[] offsets, boolean valid, long peak, long bound,
                         Map<String, Object> stats) {

        /** @param stopped why the search did not run, or null */
        Result<MemoryLayout> answer(String stopped) {
            return CurrentBudget.wrappingUp(() -> answering(stopped));
        }

        private Result<MemoryLayout> answering(String stopped) {
            if (stopped != null) {
                stats.put("stopped", stopped);
            }
            Result<MemoryLayout> r;
            if (valid) {
                r = MemoryLayouts.answer(problem, offsets);
            } else {
                r = Result.unknown("no collision-free layout within the capacity " + problem.capacity()
                        + " found" + (stopped == null ? "" : " (" + stopped + ")"));
                if (StartingLayout.valid(problem.withCapacity(MemoryProblem.UNBOUNDED), offsets)) {
                    r = r.withStat("overCapacityPeak", peak);
                }
            }
            return r.withStats(stats);
        }
    }

    /** Seconds of each phase, into the stats. */
    private static final class Clock {
        private final Map<String, Object> stats;
        private long last = System.nanoTime();

        Clock(Map<String, Object> stats) {
            this.stats = stats;
        }

        /** Records the time since the previous lap under {@code key}; returns it in milliseconds. */
        long lap(String key) {
            long now = System.nanoTime();
            long nanos = now - last;
            last = now;
            stats.put(key, Math.round(nanos / 1e6) / 1e3);
            return nanos / 1_000_000;
        }
    }

    /** The Timefold model of a problem: one slot per buffer of non-zero size. */
    private record Model(LayoutSolution solution, int[] bufferOfSlot, long[] base, int movable, long meanSize) {

        static Model of(MemoryProblem problem, long[] start, long startPeak, List<MoveKind> kinds) {
            long height = problem.hasCapacity() ? problem.capacity() : Math.max(problem.horizon(), startPeak);
            long[] base = new long[problem.size()];
            List<Buffer> modelled = new ArrayList<>();
            List<Integer> index = new ArrayList<>();
            List<OffsetSlot> slots = new ArrayList<>();
            int movable = 0;
            double sizes = 0;
            for (int i = 0; i < problem.size(); i++) {
                Buffer b = problem.buffer(i);
                if (b.size() == 0) {
                    base[i] = b.isFixed() ? b.fixedOffset() : 0;
                    continue;
                }
                long max = FreePositions.alignDown(height - b.size(), b.alignment());
                long offset = b.isFixed() ? b.fixedOffset()
                        : FreePositions.alignDown(Math.max(0, Math.min(start[i], max)), b.alignment());
                slots.add(new OffsetSlot(slots.size(), b.size(), b.alignment(), max, b.isFixed(), offset));
                modelled.add(b);
                index.add(i);
                if (!b.isFixed()) {
                    movable++;
                    sizes += b.size();
                }
            }
            LayoutSolution solution = new LayoutSolution(slots, Interference.of(modelled), kinds);
            return new Model(solution, index.stream().mapToInt(Integer::intValue).toArray(), base, movable,
                    movable == 0 ? 0 : Math.round(sizes / movable));
        }

        long[] offsets(LayoutSolution best) {
            long[] out = base.clone();
            for (OffsetSlot s : best.getSlots()) {
                out[bufferOfSlot[s.getIndex()]] = s.getOffset();
            }
            return out;
        }
    }
}
