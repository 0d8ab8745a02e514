package dev.berth.solvers.memory.exact;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.MemoryValidator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Berth's own complete search for static memory allocation, after MiniMalloc's ideas (canonical
 * left-justified layouts built bottom-up, spatial and per-section inference, dominance, round-robin over
 * static rankings with doubling node limits) plus symmetry breaking between equivalent buffers, time
 * decomposition, and several threads. See {@link CanonicalSearch} for why each pruning keeps it exact.
 *
 * <p>Objective FIT stops at the first layout within the capacity. Objective PEAK then asks the highest
 * time part, again and again, for a layout one granule (the gcd of sizes, alignments and pinned offsets)
 * below the current peak; OPTIMAL when such a search closes without one or the peak meets the lower bound,
 * else FEASIBLE with the best bound proven (a closed search under cap X proves X + 1).
 *
 * <p>Pinned buffers keep their offsets and are obstacles for the others. Gaps without windows are exact;
 * a buffer placed above another keeps clear of the other's window tops where they are live together,
 * which is conservative when windows could interleave (every layout is still valid).
 *
 * <p>Params (switches, all on by default except {@code release-bound}; {@link ExactSwitches}):
 * {@code canonical}, {@code section-inference}, {@code unallocated-floor}, {@code release-bound},
 * {@code dominance}, {@code symmetry}, {@code hatless}, {@code dynamic-order}, {@code decompose},
 * {@code dynamic-decompose}, {@code rerank}, {@code parallel} (uses {@code threads}; {@code turn-nodes}
 * sets the first turn), and {@code order} — comma-separated rankings tried side by side
 * (default {@code TWA,TAW,WAT,UWA}; letters in {@link Ranking}). Time comes from the Budget, polled every 256
 * nodes; {@code nodeLimit} caps the nodes of the whole solve. Stats: nodes, backtracks, solutions,
 * sections, parts, threads, handovers (turns a ranking gave up its core).
 */
public final class ExactMemoryAllocator implements MemoryAllocator {
    public static final String NAME = "exact";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "exact canonical search (MiniMalloc-style inference, symmetry, dynamic decomposition, threads)";
    }

    @Override
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        long t0 = System.nanoTime();
        ExactSwitches sw = ExactSwitches.from(options);
        MemoryResult r = solve(problem, options, sw, budget);
        return r.withSolver(NAME).withSeconds((System.nanoTime() - t0) / 1e9);
    }

    private MemoryResult solve(MemoryProblem problem, SolveOptions options, ExactSwitches sw, Budget budget) {
        long lb = MemoryLowerBound.of(problem);
        Optional<String> infeasible = MemoryInfeasibility.check(problem);
        if (infeasible.isPresent()) {
            return MemoryResult.infeasible(infeasible.get(), lb, NAME);
        }
        if (budget.exhausted()) {
            return MemoryResult.unknown("budget exhausted before the search started", lb, NAME);
        }
        long cap = problem.horizon();
        long granule = granularity(problem);
        int threads = sw.parallel() ? options.threads() : 1;
        SearchControl control = new SearchControl(budget, options.nodeLimit());
        long[] offsets = new long[problem.size()];
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            offsets[i] = b.isFixed() ? b.fixedOffset() : 0;
        }
        List<PartModel> parts = new ArrayList<>();
        List<List<Ranking>> ranks = new ArrayList<>();
        int sections = 0;
        for (int[] members : TimeParts.of(problem, sw.decompose())) {
            PartModel m = new PartModel(problem, members);
            parts.add(m);
            sections += m.sections;
            ranks.add(sw.orders().stream().map(word -> Ranking.of(m, word)).toList());
        }
        Map<String, Object> stats = new LinkedHashMap<>();
        long[] peaks = new long[parts.size()];
        MemoryResult failed = null;
        // every part must fit first
        for (int k = 0; k < parts.size() && failed == null; k++) {
            PartModel m = parts.get(k);
            PartIncumbent inc = new PartIncumbent(cap);
            boolean closed = PartSolver.fit(m, ranks.get(k), sw, control, inc, threads);
            if (inc.offsets() == null) {
                failed = closed
                        ? MemoryResult.infeasible("complete search: no layout of the " + m.n + " buffers of part "
                        + (k + 1) + "/" + parts.size() + " within capacity " + cap, cap + 1, NAME)
                        : MemoryResult.unknown("stopped by the time or node limit before a layout was found"
                        + (parts.size() > 1 ? " for part " + (k + 1) + "/" + parts.size() : ""), lb, NAME);
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
        stats.put("backtracks", control.backtracks.get());
        stats.put("solutions", control.solutions.get());
        stats.put("sections", sections);
        stats.put("parts", parts.size());
        stats.put("threads", threads);
        stats.put("handovers", control.handovers.get());
        if (failed != null) {
            return failed.withStats(stats);
        }
        String violation = MemoryValidator.firstViolation(problem, offsets);
        if (violation != null) {
            return MemoryResult.unknown("internal error: the layout is invalid: " + violation, lb, NAME)
                    .withStats(stats);
        }
        long peak = MemoryLayouts.peak(problem, offsets);
        bound = Math.min(bound, peak);
        return MemoryResult.solved(peak <= bound, offsets, peak, bound, NAME).withStats(stats);
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
            boolean closed = PartSolver.fit(m, ranks.get(worst), sw, control, inc, threads);
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

    /** Every peak is a multiple of this: gcd of sizes, alignments and pinned offsets (1 with windows). */
    static long granularity(MemoryProblem problem) {
        long g = 0;
        for (Buffer b : problem.buffers()) {
            for (Gap gap : b.gaps()) {
                if (gap.window() != null) {
                    return 1;
                }
            }
            g = gcd(g, b.size());
            g = gcd(g, b.alignment());
            if (b.isFixed()) {
                g = gcd(g, b.fixedOffset());
            }
        }
        return Math.max(1, g);
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return Math.abs(a);
    }
}
