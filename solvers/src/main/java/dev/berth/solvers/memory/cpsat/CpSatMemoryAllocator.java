package dev.berth.solvers.memory.cpsat;

import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.SatParameters;
import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.MemoryValidator;
import dev.berth.solvers.memory.choco.AddressScale;
import dev.berth.solvers.memory.choco.ModelNotBuilt;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Exact strategy on OR-Tools CP-SAT: NoOverlap2D over the (address x time) rectangles of the buffers'
 * segments, offsets as multiples of their alignment, the peak minimised (objective PEAK) or any layout
 * within the capacity (FIT). OPTIMAL when CP-SAT proves it, INFEASIBLE when it proves no layout fits.
 *
 * <p>Params:
 * <ul>
 *   <li>{@code redundant-cumulative} (default false) — a NoOverlap on the address axis (a unit cumulative)
 *   per maximal set of segments live at one time; CP-SAT's NoOverlap2D already reasons on energy, so this
 *   mainly helps proofs on dense instances.</li>
 *   <li>{@code cpsat-deterministic-time} (default 0 = none) — CP-SAT's deterministic time limit, in its
 *   own units; with one thread it makes runs reproducible.</li>
 * </ul>
 * {@code threads} sets the workers, {@code seed} the random seed, {@code nodeLimit} caps conflicts; time
 * comes from the Budget, polled while the model is built (UNKNOWN with the reason when it runs out there) and
 * by a watcher that stops CP-SAT; CP-SAT's own limit is the time left minus what it cannot interrupt (see
 * {@link CpSatLayoutModel#uninterruptibleMillis}). Models whose live sets pass
 * {@link CpSatLayoutModel#MAX_LIVE_SET_MEMBERS} entries, or whose presolve pass would outlast the time left,
 * are refused with UNKNOWN and the reason.
 * The model is stated in units of {@link AddressScale} (exact), so addresses and areas stay small.
 * Stats: branches, conflicts, workers, clique constraints, address unit.
 */
public final class CpSatMemoryAllocator implements MemoryAllocator {
    public static final String NAME = "cpsat";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "exact CP-SAT (OR-Tools): NoOverlap2D, proves optimality or infeasibility";
    }

    @Override
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        long t0 = System.nanoTime();
        MemoryResult r = solve(problem, options, budget);
        return r.withSolver(NAME).withSeconds((System.nanoTime() - t0) / 1e9);
    }

    private MemoryResult solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        long lb = MemoryLowerBound.of(problem);
        Optional<String> infeasible = MemoryInfeasibility.check(problem);
        if (infeasible.isPresent()) {
            return MemoryResult.infeasible(infeasible.get(), lb, NAME);
        }
        String nativeFailure = OrToolsNatives.loadFailure();
        if (nativeFailure != null) {
            return MemoryResult.unknown(nativeFailure, lb, NAME);
        }
        if (budget.exhausted()) {
            return MemoryResult.unknown("budget exhausted before the search started", lb, NAME);
        }
        AddressScale scale = AddressScale.of(problem);
        MemoryProblem units = scale.scaled();
        boolean minimise = options.objective() == Objective.PEAK;
        CpSatLayoutModel layout;
        try {
            layout = CpSatLayoutModel.build(units, units.horizon(), MemoryLowerBound.of(units),
                    options.flag("redundant-cumulative", false), budget);
        } catch (ModelNotBuilt stopped) {
            return MemoryResult.unknown(stopped.getMessage(), lb, NAME);
        }
        if (minimise) {
            layout.model.minimize(layout.peak);
        }
        if (budget.exhausted()) {
            return MemoryResult.unknown("time limit reached right after building the model", lb, NAME);
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
        return result(problem, scale, layout, solver, status, minimise, lb).withStats(stats);
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
        long deterministic = options.longParam("cpsat-deterministic-time", 0);
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

    private static MemoryResult result(MemoryProblem problem, AddressScale scale, CpSatLayoutModel layout,
                                       CpSolver solver, CpSolverStatus status, boolean minimise, long lb) {
        long top = problem.horizon();
        switch (status) {
            case OPTIMAL, FEASIBLE -> {
                long[] units = new long[problem.size()];
                for (int i = 0; i < units.length; i++) {
                    units[i] = solver.value(layout.offsets[i]);
                }
                long[] offsets = scale.toBytes(units);
                String violation = MemoryValidator.firstViolation(problem, offsets);
                if (violation != null) {
                    return MemoryResult.unknown("internal error: the CP-SAT layout is invalid: " + violation, lb, NAME);
                }
                long peak = MemoryLayouts.peak(problem, offsets);
                long bound = lb;
                if (minimise) {
                    bound = status == CpSolverStatus.OPTIMAL ? peak
                            : Math.max(lb, (long) Math.ceil(solver.bestObjectiveBound() - 1e-6) * scale.unit());
                }
                bound = Math.min(bound, peak);
                return MemoryResult.solved(peak == bound, offsets, peak, bound, NAME);
            }
            case INFEASIBLE -> {
                return MemoryResult.infeasible("CP-SAT proved that no layout fits within capacity " + top, top + 1, NAME);
            }
            case MODEL_INVALID -> {
                return MemoryResult.unknown("internal error: CP-SAT rejected the model: " + layout.model.validate(), lb, NAME);
            }
            default -> {
                return MemoryResult.unknown("stopped by the time or conflict limit before any layout was found", lb, NAME);
            }
        }
    }
}
