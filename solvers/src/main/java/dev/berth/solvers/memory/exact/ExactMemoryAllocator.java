package dev.berth.solvers.memory.exact;

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
import dev.berth.model.memory.analysis.PeakGranule;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Berth's own complete search for static memory allocation, after MiniMalloc's ideas (canonical
 * left-justified layouts built bottom-up, spatial and per-section inference, dominance, round-robin over
 * static rankings with doubling node limits) plus symmetry breaking between equivalent buffers, time
 * decomposition, and the rankings' searches of a round run side by side on the shared engine ({@link PartSolver}:
 * the answer does not depend on the thread count). See {@link CanonicalSearch} for why each pruning keeps it exact.
 *
 * <p>Objective FIT stops at the first layout within the capacity. Objective PEAK then asks the highest
 * time part, again and again, for a layout one granule ({@link PeakGranule}: the gcd of sizes, alignments
 * above 1 and pinned offsets) below the current peak; OPTIMAL when such a search closes without one or the peak meets the lower bound,
 * else FEASIBLE with the best bound proven (a closed search under cap X proves X + 1).
 *
 * <p>Pinned buffers keep their offsets and are obstacles for the others. Gaps without windows are exact;
 * a buffer placed above another keeps clear of the other's window tops where they are live together,
 * which is exact for windows from the buffer's offset (lower 0: what co-location groups become) and
 * conservative when windows starting higher could interleave (every layout is still valid).
 *
 * <p>Parameters: the technique switches of {@link ExactSwitches} (all on by default except
 * {@code release-bound}) and {@code order} (rankings tried side by side; letters in {@link Ranking}). A bound
 * above the lower bound, and OPTIMAL above it, rest on the search (its nodes in the proof). Time comes from the
 * Budget, polled every 256 nodes; {@code nodeLimit} caps the counted nodes of the whole solve (those of the
 * sequential round-robin). Stats: nodes (counted), explored (every node run, the side searches of the last round
 * included), backtracks, solutions, sections, parts, threads, rounds.
 */
public final class ExactMemoryAllocator extends NamedStrategy<MemoryProblem, MemoryLayout> {
    public static final String NAME = "exact";

    public ExactMemoryAllocator() {
        super(NAME, "exact canonical search (MiniMalloc-style inference, symmetry, dynamic decomposition, threads)",
                ExactSwitches.PARAMS);
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        ExactSwitches sw = ExactSwitches.from(options);
        long lb = MemoryLowerBound.of(problem);
        Result<MemoryLayout> infeasible = MemoryInfeasibility.answer(problem);
        if (infeasible != null) {
            return infeasible;
        }
        if (budget.exhausted()) {
            return Result.unknown("budget exhausted before the search started");
        }
        long cap = problem.horizon();
        long granule = PeakGranule.of(problem);
        int threads = sw.on(ExactSwitches.Switch.PARALLEL) ? options.threads() : 1;
        SearchControl control = new SearchControl(budget, options.nodeLimit());
        long[] offsets = new long[problem.size()];
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            offsets[i] = b.isFixed() ? b.fixedOffset() : 0;
        }
        List<PartModel> parts = new ArrayList<>();
        List<List<Ranking>> ranks = new ArrayList<>();
        int sections = 0;
        try {
            for (int[] members : TimeParts.of(problem, sw.on(ExactSwitches.Switch.DECOMPOSE))) {
                PartModel m = new PartModel(problem, members, budget::exhausted);
                parts.add(m);
                sections += m.sections;
                ranks.add(sw.orders().stream().map(word -> Ranking.of(m, word)).toList());
            }
        } catch (PartModel.Stopped e) {
            // at tens of thousands of buffers the set-up alone takes seconds; nothing is placed yet
            return Result.unknown("stopped by the time limit while building the search's model (" + parts.size()
                    + " parts built)");
        } catch (PartModel.TooLarge e) {
            return Result.unknown("a part is too large for the search's arrays: " + e.getMessage());
        }
        Map<String, Object> stats = new LinkedHashMap<>();
        long[] peaks = new long[parts.size()];
        Result<MemoryLayout> failed = null;
        // every part must fit first: all parts' rankings are the leaves of one round
        List<PartQuestion> questions = new ArrayList<>();
        for (int k = 0; k < parts.size(); k++) {
            questions.add(new PartQuestion(parts.get(k), ranks.get(k), new PartIncumbent(cap)));
        }
        boolean[] closed = PartSolver.fit(questions, sw, control, threads);
        for (int k = 0; k < parts.size() && failed == null; k++) {
            PartModel m = parts.get(k);
            PartIncumbent inc = questions.get(k).incumbent();
            if (inc.offsets() == null) {
                failed = closed[k]
                        ? Result.<MemoryLayout>infeasible("complete search: no layout of the " + m.n + " buffers of part "
                        + (k + 1) + "/" + parts.size() + " within capacity " + cap, Proof.search(control.nodes()))
                        .withBound(cap + 1, Proof.search(control.nodes()))
                        : Result.unknown("stopped by the time or node limit before a layout was found"
                        + (parts.size() > 1 ? " for part " + (k + 1) + "/" + parts.size() : ""));
            } else {
                copy(m, inc.offsets(), offsets);
                peaks[k] = inc.peak();
            }
        }
        long bound = lb;
        if (failed == null && options.objective() == Objective.PEAK) {
            bound = minimise(parts, ranks, peaks, offsets, lb, granule, sw, control, threads);
        }
        stats.put("nodes", control.nodes());
        stats.put("explored", control.explored());
        stats.put("backtracks", control.backtracks);
        stats.put("solutions", control.solutions);
        stats.put("sections", sections);
        stats.put("parts", parts.size());
        stats.put("threads", threads);
        stats.put("rounds", control.rounds);
        if (failed != null) {
            return failed.withStats(stats);
        }
        long peak = MemoryLayouts.peak(problem, offsets);
        Result<MemoryLayout> found = MemoryLayouts.answer(problem, offsets);
        if (bound > lb) {
            // above the live bytes only a closed search proves the bound
            found = found.withBound(Math.min(bound, peak), Proof.search(control.nodes()))
                    .withStatus(bound >= peak ? Status.OPTIMAL : Status.FEASIBLE);
        }
        return found.withStats(stats);
    }

    /**
     * Asks the highest part for a layout one granule lower, again and again, until a search closes without
     * one (that part, hence the whole, is optimal), the peak meets the bound, or the budget ends; returns
     * the bound proven.
     */
    private static long minimise(List<PartModel> parts, List<List<Ranking>> ranks, long[] peaks, long[] offsets,
                                 long lb, long granule, ExactSwitches sw, SearchControl control, int threads) {
        long bound = lb;
        while (!control.expired()) {
            long top = 0;
            int worst = 0;
            for (int k = 0; k < peaks.length; k++) {
                if (peaks[k] > top) {
                    top = peaks[k];
                    worst = k;
                }
            }
            if (top <= bound) {
                return bound;
            }
            PartModel m = parts.get(worst);
            PartIncumbent inc = new PartIncumbent(top - granule);
            boolean closed = PartSolver.fit(List.of(new PartQuestion(m, ranks.get(worst), inc)), sw, control,
                    threads)[0];
            if (inc.offsets() != null) {
                copy(m, inc.offsets(), offsets);
                peaks[worst] = inc.peak();
            } else if (closed) {
                // nothing peaks at or below top - granule in this part, so nothing does in the whole
                return Math.max(bound, top);
            } else {
                return bound;
            }
        }
        return bound;
    }

    private static void copy(PartModel m, long[] local, long[] offsets) {
        for (int i = 0; i < m.n; i++) {
            offsets[m.global[i]] = local[i];
        }
    }
}
