package dev.berth.solvers.memory.cpsat;

import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.SatParameters;
import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.NamedStrategy;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.params.Param;
import dev.berth.solvers.memory.choco.AddressScale;
import dev.berth.solvers.memory.choco.ModelNotBuilt;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Exact strategy on OR-Tools CP-SAT: NoOverlap2D over the (address x time) rectangles of the buffers'
 * segments, offsets as multiples of their alignment, the peak minimised (objective PEAK) or any layout
 * within the capacity (FIT). OPTIMAL when CP-SAT proves it, INFEASIBLE when it proves no layout fits.
 *
 * <p>Parameters: {@link #REDUNDANT_CUMULATIVE}, {@link #DETERMINISTIC_TIME}.
 * {@code threads} sets the workers, {@code seed} the random seed, {@code nodeLimit} caps conflicts; time
 * comes from the Budget, polled while the model is built (UNKNOWN with the reason when it runs out there) and
 * by a watcher that stops CP-SAT; CP-SAT's own limit is the time left minus what it cannot interrupt (see
 * {@link CpSatLayoutModel#uninterruptibleMillis}). Models whose live sets pass
 * {@link CpSatLayoutModel#MAX_LIVE_SET_MEMBERS} entries, or whose presolve pass would outlast the time left,
 * are refused with UNKNOWN and the reason.
 * The model is stated in units of {@link AddressScale} (exact), so addresses and areas stay small.
 * Stats: branches, conflicts, workers, clique constraints, address unit.
 */
public final class CpSatMemoryAllocator extends NamedStrategy<MemoryProblem, MemoryLayout> {
    public static final String NAME = "cpsat";
    static final Param<Boolean> REDUNDANT_CUMULATIVE = Param.flag("redundant-cumulative", false,
            "a NoOverlap on the address axis per maximal live set (NoOverlap2D already reasons on energy; "
                    + "mainly helps proofs on dense instances)");
    static final Param<Long> DETERMINISTIC_TIME = Param.whole("deterministic-time", 0, 0, Long.MAX_VALUE,
            "CP-SAT's deterministic time limit in its own units, 0 for none; with one thread runs repeat exactly");

    public CpSatMemoryAllocator() {
        super(NAME, "exact CP-SAT (OR-Tools): NoOverlap2D, proves optimality or infeasibility",
                List.of(REDUNDANT_CUMULATIVE, DETERMINISTIC_TIME));
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        Result<MemoryLayout> infeasible = MemoryInfeasibility.answer(problem);
        if (infeasible != null) {
            return infeasible;
        }
        String nativeFailure = OrToolsNatives.loadFailure();
        if (nativeFailure != null) {
            return Result.unknown(nativeFailure);
        }
        if (budget.exhausted()) {
            return Result.unknown("budget exhausted before the search started");
        }
        AddressScale scale = AddressScale.of(problem);
        MemoryProblem units = scale.scaled();
        boolean minimise = options.objective() == Objective.PEAK;
        CpSatLayoutModel layout;
        try {
            layout = CpSatLayoutModel.build(units, units.horizon(), MemoryLowerBound.of(units),
                    REDUNDANT_CUMULATIVE.from(options), budget);
        } catch (ModelNotBuilt stopped) {
            return Result.unknown(stopped.getMessage());
        }
        if (minimise) {
            layout.model.minimize(layout.peak);
        }
        if (budget.exhausted()) {
            return Result.unknown("time limit reached right after building the model");
        }
        CpSolver solver = new CpSolver();
        configure(solver.getParameters(), options, budget, layout.uninterruptibleMillis());
        CpSolverStatus status = solveWatched(solver, layout, budget);

        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("branches", solver.numBranches());
        stats.put("conflicts", solver.numConflicts());
        stats.put("workers", options.threads());
        stats.put("cliqueConstraints", layout.cliqueConstraints);
        stats.put("addressUnit", scale.unit());
        if (minimise && status != CpSolverStatus.MODEL_INVALID && status != CpSolverStatus.INFEASIBLE) {
            stats.put("objectiveBound", dualBound(solver, scale));
        }
        return result(problem, scale, layout, solver, status, minimise).withStats(stats);
    }

    /**
     * @param reserveMillis time kept back from CP-SAT's own limit for what it cannot interrupt: handing the
     *                      model over, and the presolve pass running when the limit strikes
     */
    private static void configure(SatParameters.Builder p, SolveOptions options, Budget budget, long reserveMillis) {
        p.setNumWorkers(options.threads());
        p.setRandomSeed((int) options.seed());
        p.setLogSearchProgress(false);
        if (!budget.unlimitedTime()) {
            p.setMaxTimeInSeconds(Math.max(0.001, (budget.remainingMillis() - reserveMillis) / 1000.0));
        }
        if (options.nodeLimit() > 0) {
            p.setMaxNumberOfConflicts(options.nodeLimit());
        }
        long deterministic = DETERMINISTIC_TIME.from(options);
        if (deterministic > 0) {
            p.setMaxDeterministicTime(deterministic);
        }
    }

    /** Solves while a watcher stops the search as soon as the budget is cancelled. */
    private static CpSolverStatus solveWatched(CpSolver solver, CpSatLayoutModel layout, Budget budget) {
        ScheduledExecutorService watcher = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "cpsat-budget-watcher");
            t.setDaemon(true);
            return t;
        });
        try {
            watcher.scheduleWithFixedDelay(() -> {
                if (budget.exhausted()) {
                    solver.stopSearch();
                }
            }, 20, 20, TimeUnit.MILLISECONDS);
            return solver.solve(layout.model);
        } finally {
            watcher.shutdownNow();
        }
    }

    /**
     * CP-SAT's OPTIMAL and INFEASIBLE are complete searches; its best objective bound is proven by the same
     * search (branches counted as its nodes).
     */
    private static Result<MemoryLayout> result(MemoryProblem problem, AddressScale scale, CpSatLayoutModel layout,
                                               CpSolver solver, CpSolverStatus status, boolean minimise) {
        Proof search = Proof.search(solver.numBranches());
        switch (status) {
            case OPTIMAL, FEASIBLE -> {
                long[] units = new long[problem.size()];
                for (int i = 0; i < units.length; i++) {
                    units[i] = solver.value(layout.offsets[i]);
                }
                long[] offsets = scale.toBytes(units);
                Result<MemoryLayout> found = MemoryLayouts.answer(problem, offsets);
                long peak = found.objective();
                if (!minimise || found.status() == Status.OPTIMAL) {
                    return found;
                }
                if (status == CpSolverStatus.OPTIMAL) {
                    return found.withBound(peak, search).withStatus(Status.OPTIMAL);
                }
                long bound = Math.min(peak, dualBound(solver, scale));
                return bound > found.bound() ? found.withBound(bound, search) : found;
            }
            case INFEASIBLE -> {
                return Result.<MemoryLayout>infeasible("CP-SAT proved that no layout fits within capacity "
                        + problem.horizon(), search).withBound(problem.horizon() + 1, search);
            }
            case MODEL_INVALID -> {
                return Result.unknown("internal error: CP-SAT rejected the model: " + layout.model.validate());
            }
            default -> {
                // with no layout found, what the search proved of the least peak still stands (the gate keeps it
                // only where it beats the family's own bound)
                Result<MemoryLayout> none = Result.unknown("stopped by the time or conflict limit before any layout was found");
                return minimise ? none.withBound(dualBound(solver, scale), search) : none;
            }
        }
    }

    /**
     * The least peak CP-SAT's search has proven, in bytes (the model's peak variable counts address units); 0
     * when it has proven nothing (stopped before its first bound, it reports an infinite one).
     */
    private static long dualBound(CpSolver solver, AddressScale scale) {
        double units = solver.bestObjectiveBound();
        return Double.isFinite(units) && units > 0 ? (long) Math.ceil(units - 1e-6) * scale.unit() : 0;
    }
}
