package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.MemoryValidator;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Exact strategy on the Choco constraint solver: one offset variable per buffer, {@code diffN} over the
 * (address x time) rectangles of the buffers' segments, the peak as the maximum end, minimised with a proof
 * (objective PEAK) or satisfied once (FIT). A completed search proves optimality, or infeasibility within
 * the capacity.
 *
 * <p>Params:
 * <ul>
 *   <li>{@code search} — {@code lowest} (default: the unfixed buffer with the lowest possible offset, ties by
 *   decreasing size x lifespan, placed as low as it goes — a first-fit that backtracks), {@code area}
 *   (static order by decreasing size x lifespan), {@code start} (static order by start time),
 *   {@code domwdeg} (dom/wdeg, ties by the seed), {@code activity} (activity-based search, its own values).</li>
 *   <li>{@code canonical} (default true) — refuting "offset = v" moves the buffer up to the next place it can
 *   rest on a neighbour rather than to v + 1; see {@link CanonicalRefutation}. Not used by {@code activity}.</li>
 *   <li>{@code redundant-cumulative} (default false) — per maximal set of segments live at one time, a unit
 *   cumulative (a disjunctive) on the address axis. Off by default: measured, it saved no nodes over
 *   {@code clique-room} on small instances and cut the node rate by 10-70x on the MiniMalloc suite.</li>
 *   <li>{@code clique-room} (default true) — per maximal live set, the overload check of
 *   {@link CliqueRoomPropagator}: fails as soon as memory below every unplaced buffer of the set is wasted.</li>
 *   <li>{@code diffn-cumulative} (default false) — diffN's own cumulative reasoning on both axes.</li>
 *   <li>{@code last-conflict} (default false) — wrap the search with last-conflict reasoning.</li>
 *   <li>{@code restarts} — {@code none} (default), {@code luby} or {@code geometric}, counted in fails from
 *   {@code restart-base} (default 100); useful with {@code domwdeg}/{@code activity}.</li>
 *   <li>{@code pairwise} (default false) — keep segments apart with {@link PairwiseNoOverlap} instead of
 *   diffN. Used regardless of this switch when diffN's 32-bit area arithmetic could overflow, or above
 *   {@link ChocoLayoutModel#DIFFN_MAX_SEGMENTS} segments (see {@link ChocoLayoutModel});
 *   {@code redundant-cumulative} and {@code diffn-cumulative} are then left out.</li>
 * </ul>
 * The search runs on the problem in units of {@link AddressScale} (exact), which keeps domains and areas
 * small when every size and alignment shares a factor.
 * Time comes from the Budget, polled while the model is built (UNKNOWN with the reason when it runs out
 * there) and during the search, which gets only the time left, and inside the long propagators (see
 * {@link PropagationStop}); {@code nodeLimit} caps search nodes. Models
 * are kept to a bounded size (see {@link ChocoLayoutModel#MAX_PAIRS}): beyond it, UNKNOWN with the reason.
 * Stats: nodes, fails, solutions, clique constraints, address unit, non-overlap constraint used.
 */
public final class ChocoMemoryAllocator implements MemoryAllocator {
    public static final String NAME = "choco";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "exact CP (Choco): diffN with clique overload checks, proves optimality or infeasibility";
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
        AddressScale scale = AddressScale.of(problem);
        MemoryProblem units = scale.scaled();
        long top = units.horizon();
        String tooLarge = tooLargeForInts(units, top, scale.unit());
        if (tooLarge != null) {
            return MemoryResult.unknown(tooLarge, lb, NAME);
        }
        if (budget.exhausted()) {
            return MemoryResult.unknown("budget exhausted before the search started", lb, NAME);
        }
        ChocoLayoutModel layout;
        try {
            layout = ChocoLayoutModel.build(units, (int) top, (int) MemoryLowerBound.of(units),
                    options.flag("redundant-cumulative", false), options.flag("clique-room", true),
                    options.flag("diffn-cumulative", false), options.flag("pairwise", false), budget);
        } catch (ModelNotBuilt stopped) {
            return MemoryResult.unknown(stopped.getMessage(), lb, NAME);
        }
        if (budget.exhausted()) {
            return MemoryResult.unknown("time limit reached right after building the model", lb, NAME);
        }
        Solver solver = layout.model.getSolver();
        try {
            ChocoSearch.configure(solver, units, layout, options, budget);
        } catch (ModelNotBuilt stopped) {
            return MemoryResult.unknown(stopped.getMessage(), lb, NAME);
        }
        if (!budget.unlimitedTime()) {
            solver.limitTime(Math.max(1, budget.remainingMillis()));
        }
        if (options.nodeLimit() > 0) {
            solver.limitNode(options.nodeLimit());
        }
        solver.addStopCriterion(budget::exhausted);

        boolean minimise = options.objective() == Objective.PEAK;
        if (minimise) {
            layout.model.setObjective(Model.MINIMIZE, layout.peak);
        }
        long[] best = null;
        while (solver.solve()) {
            best = new long[units.size()];
            for (int i = 0; i < best.length; i++) {
                best[i] = layout.offsets[i].getValue();
            }
            if (!minimise) {
                break;
            }
        }
        boolean complete = !solver.isStopCriterionMet() && !solver.hasEndedUnexpectedly() && !layout.stop.fired();
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("nodes", solver.getNodeCount());
        stats.put("fails", solver.getFailCount());
        stats.put("solutions", solver.getSolutionCount());
        stats.put("cliqueConstraints", layout.cliqueConstraints);
        stats.put("addressUnit", scale.unit());
        stats.put("nonOverlap", layout.nonOverlap);
        long[] offsets = best == null ? null : scale.toBytes(best);
        return result(problem, offsets, minimise && complete, complete, lb, problem.horizon()).withStats(stats);
    }

    private static MemoryResult result(MemoryProblem problem, long[] offsets, boolean provenBest, boolean complete,
                                       long lb, long top) {
        if (offsets == null) {
            if (complete) {
                return MemoryResult.infeasible("complete search: no layout within capacity " + top, top + 1, NAME);
            }
            return MemoryResult.unknown("stopped by the time or node limit before any layout was found", lb, NAME);
        }
        String violation = MemoryValidator.firstViolation(problem, offsets);
        if (violation != null) {
            return MemoryResult.unknown("internal error: the CP layout is invalid: " + violation, lb, NAME);
        }
        long peak = MemoryLayouts.peak(problem, offsets);
        long bound = provenBest ? peak : lb;
        return MemoryResult.solved(peak <= bound, offsets, peak, Math.min(bound, peak), NAME);
    }

    /** Choco's domains are 32-bit: say so instead of overflowing. */
    private static String tooLargeForInts(MemoryProblem units, long top, long unit) {
        long limit = Integer.MAX_VALUE / 2;
        String in = unit == 1 ? "" : " units of " + unit + " bytes";
        if (top > limit) {
            return "addresses up to " + top + in + " exceed the 32-bit domains of Choco (limit " + limit + ")";
        }
        for (Buffer b : units.buffers()) {
            if (b.alignment() > limit) {
                return "buffer " + b.id() + ": alignment " + b.alignment() + in + " exceeds Choco's 32-bit domains";
            }
        }
        return null;
    }
}
