package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.NamedStrategy;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Exact strategy on the Choco constraint solver: one offset variable per buffer, {@code diffN} over the
 * (address x time) rectangles of the buffers' segments, the peak as the maximum end, minimised with a proof
 * (objective PEAK) or satisfied once (FIT). A completed search proves optimality, or infeasibility within
 * the capacity.
 *
 * <p>Parameters: {@link #SEARCH}, {@link #CANONICAL} (see {@link CanonicalRefutation}), {@link #REDUNDANT_CUMULATIVE},
 * {@link #CLIQUE_ROOM} (see {@link CliqueRoomPropagator}), {@link #DIFFN_CUMULATIVE}, {@link #LAST_CONFLICT},
 * {@link #RESTARTS} from {@link #RESTART_BASE}, {@link #PAIRWISE} (see {@link PairwiseNoOverlap}: used regardless
 * when diffN's 32-bit area arithmetic could overflow, or above {@link ChocoLayoutModel#DIFFN_MAX_SEGMENTS}
 * segments; the cumulative switches are then left out).
 * The search runs on the problem in units of {@link AddressScale} (exact), which keeps domains and areas
 * small when every size and alignment shares a factor.
 * Time comes from the Budget, polled while the model is built (UNKNOWN with the reason when it runs out
 * there) and during the search, which gets only the time left, and inside the long propagators (see
 * {@link PropagationStop}); {@code nodeLimit} caps search nodes. Models
 * are kept to a bounded size (see {@link ChocoLayoutModel#MAX_PAIRS}): beyond it, UNKNOWN with the reason.
 * Stats: nodes, fails, solutions, clique constraints, address unit, non-overlap constraint used.
 */
public final class ChocoMemoryAllocator extends NamedStrategy<MemoryProblem, MemoryLayout> {
    public static final String NAME = "choco";
    static final Param<String> SEARCH = Param.of("search", ParamType.oneOf("lowest", "area", "start", "domwdeg", "activity"),
            "lowest", "lowest: the unfixed buffer with the lowest possible offset, ties by decreasing size x lifespan, "
                    + "placed as low as it goes (a first fit that backtracks); area: static order by decreasing size x "
                    + "lifespan; start: by start time; domwdeg: dom/wdeg, ties by the seed; activity: activity-based");
    static final Param<Boolean> CANONICAL = Param.flag("canonical", true,
            "refuting offset = v moves the buffer up to the next place it can rest on a neighbour, not to v + 1");
    static final Param<Boolean> REDUNDANT_CUMULATIVE = Param.flag("redundant-cumulative", false,
            "per maximal live set a unit cumulative on the address axis (measured: no node savings over "
                    + "clique-room, 10-70x slower on the MiniMalloc suite)");
    static final Param<Boolean> CLIQUE_ROOM = Param.flag("clique-room", true,
            "per maximal live set, fail as soon as memory below every unplaced buffer of the set is wasted");
    static final Param<Boolean> DIFFN_CUMULATIVE = Param.flag("diffn-cumulative", false,
            "diffN's own cumulative reasoning on both axes");
    static final Param<Boolean> LAST_CONFLICT = Param.flag("last-conflict", false, "last-conflict reasoning");
    static final Param<String> RESTARTS = Param.of("restarts", ParamType.oneOf("none", "luby", "geometric"), "none",
            "restart policy counted in fails (useful with domwdeg/activity)");
    static final Param<Long> RESTART_BASE = Param.whole("restart-base", 100, 1, Integer.MAX_VALUE,
            "fails before the first restart");
    static final Param<Boolean> PAIRWISE = Param.flag("pairwise", false,
            "keep segments apart with a 64-bit pairwise propagator instead of diffN");

    public ChocoMemoryAllocator() {
        super(NAME, "exact CP (Choco): diffN with clique overload checks, proves optimality or infeasibility",
                List.of(SEARCH, CANONICAL, REDUNDANT_CUMULATIVE, CLIQUE_ROOM, DIFFN_CUMULATIVE, LAST_CONFLICT, RESTARTS,
                RESTART_BASE, PAIRWISE));
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        Result<MemoryLayout> infeasible = MemoryInfeasibility.answer(problem);
        if (infeasible != null) {
            return infeasible;
        }
        AddressScale scale = AddressScale.of(problem);
        MemoryProblem units = scale.scaled();
        long top = units.horizon();
        String tooLarge = tooLargeForInts(units, top, scale.unit());
        if (tooLarge != null) {
            return Result.unknown(tooLarge);
        }
        if (budget.exhausted()) {
            return Result.unknown("budget exhausted before the search started");
        }
        ChocoLayoutModel layout;
        try {
            layout = ChocoLayoutModel.build(units, (int) top, (int) MemoryLowerBound.of(units),
                    REDUNDANT_CUMULATIVE.from(options), CLIQUE_ROOM.from(options), DIFFN_CUMULATIVE.from(options),
                    PAIRWISE.from(options), budget);
        } catch (ModelNotBuilt stopped) {
            return Result.unknown(stopped.getMessage());
        }
        if (budget.exhausted()) {
            return Result.unknown("time limit reached right after building the model");
        }
        Solver solver = layout.model.getSolver();
        try {
            ChocoSearch.configure(solver, units, layout, options, budget);
        } catch (ModelNotBuilt stopped) {
            return Result.unknown(stopped.getMessage());
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
        return result(problem, offsets, minimise && complete, complete, solver.getNodeCount()).withStats(stats);
    }

    /** A completed minimisation proves its last layout optimal; a completed search without one, infeasibility. */
    private static Result<MemoryLayout> result(MemoryProblem problem, long[] offsets, boolean provenBest,
                                               boolean complete, long nodes) {
        if (offsets == null) {
            if (complete) {
                return Result.<MemoryLayout>infeasible("complete search: no layout within capacity "
                        + problem.horizon(), Proof.search(nodes)).withBound(problem.horizon() + 1, Proof.search(nodes));
            }
            return Result.unknown("stopped by the time or node limit before any layout was found");
        }
        Result<MemoryLayout> r = MemoryLayouts.answer(problem, offsets);
        return provenBest && r.status() != Status.OPTIMAL
                ? r.withBound(r.objective(), Proof.search(nodes)).withStatus(Status.OPTIMAL) : r;
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
