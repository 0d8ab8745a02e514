package dev.berth.algorithms.memory;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.NamedStrategy;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The classic constructive baseline, as TFLite's arena planner ("greedy by size") and XLA's heap simulator
 * (GlobalDecreasingSizeBestFitHeap) do it: pinned buffers go to their offsets, then the others, in a
 * chosen order, each into a gap among the already placed buffers that overlap it in time. Placement never
 * scans all placed buffers: an {@link OccupancyTree} over time hands back the bytes taken during the
 * buffer's lifetime as O(log T) merged runs, so a pass costs about O(n log^2 T + the fragments of those
 * runs), at most O(n log n + overlapping pairs). Alignment is met by rounding up; gaps free memory (their
 * windows keep part of it), as {@link dev.berth.model.memory.Buffer#segments()} says.
 *
 * <p>It builds a layout whatever the capacity; above the capacity the answer is UNKNOWN with the layout's
 * peak in stats {@code overCapacityPeak}. Within it: OPTIMAL when the peak equals
 * {@link MemoryLowerBound}, else FEASIBLE. Infeasibility is only claimed from the quick proofs.
 *
 * <p>Parameters: {@link #ORDER} and {@link #FIT}. {@code nodeLimit}, when positive, caps the number of passes of {@code order=all}. Under {@code order=all}
 * the search stops early at a pass meeting the lower bound, or for objective FIT at the first pass within
 * the capacity. Stats: {@code order}, {@code fit} (of the kept pass), {@code passes}.
 */
public final class GreedyMemoryAllocator extends NamedStrategy<MemoryProblem, MemoryLayout> {
    public static final String NAME = "greedy";
    /**
     * Above this many buffers without pins or gaps, {@code order=all} (and order-search) start with start
     * order and best fit: that pass is then a sweep over time, O(n log n), seconds at 1M buffers.
     */
    public static final int SWEEP_FIRST_ABOVE = 300_000;

    /**
     * Whether the start-order pass with best fit is a sweep on {@code problem} and comes first: above
     * {@link #SWEEP_FIRST_ABOVE} buffers without pins, gaps or zero-size buffers. Elsewhere that pass is the
     * general one, O(n x live).
     */
    public static boolean sweepsFirst(MemoryProblem problem) {
        return LinearScan.leads(problem);
    }

    /**
     * Whether the start-order pass with best fit is a sweep on {@code problem}, O(n log n): no pins, gaps or
     * zero-size buffers (0.3 s on an 18.7k-buffer trace in a fresh JVM).
     */
    public static boolean sweeps(MemoryProblem problem) {
        return LinearScan.plain(problem);
    }
    public static final Param<String> ORDER = Param.of("order", ParamType.oneOf("size", "area", "lifespan", "start", "contention",
            "all"), "size", "size: larger first, ties by longer lifespan, then problem order; area: size x lifespan; "
                    + "lifespan: longest first; start: earliest first (a linear scan); contention: buffers live at the "
                    + "most loaded times first, then by size; all: every order with every fit, size with first fit "
                    + "first (start with best fit, a sweep, above 300,000 buffers without pins or gaps), then "
                    + "contention with first fit, the lowest peak kept (earlier passes win ties)");
    public static final Param<GreedyFit> FIT = Param.choice("fit", GreedyFit.class, GreedyFit.BEST,
            "best: the smallest gap that fits, lowest on ties; first: the lowest offset (ignored by order=all)");

    public GreedyMemoryAllocator() {
        super(NAME, "greedy by size/area/lifespan/start/contention with best or first fit among time-overlapping buffers"
                + " (TFLite/XLA baseline)",
                List.of(ORDER, FIT));
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        long bound = MemoryLowerBound.of(problem);
        List<GreedyOrder> orders = new ArrayList<>();
        List<GreedyFit> fits = new ArrayList<>();
        String order = ORDER.from(options);
        if (order.equals("all")) {
            // size with first fit leads: the cheapest pass (first fit stops at the lowest gap, best fit scans
            // them all) and often the best on large traces, so a budget that allows one pass gets a good one
            // (on a large plain instance, start with best fit leads instead: it is a sweep, O(n log n))
            boolean sweep = LinearScan.leads(problem);
            GreedyOrder leadOrder = sweep ? GreedyOrder.START : GreedyOrder.SIZE;
            GreedyFit leadFit = sweep ? GreedyFit.BEST : GreedyFit.FIRST;
            orders.add(leadOrder);
            fits.add(leadFit);
            orders.add(GreedyOrder.CONTENTION);
            fits.add(GreedyFit.FIRST);
            for (GreedyOrder o : GreedyOrder.values()) {
                for (GreedyFit f : GreedyFit.values()) {
                    if ((o != leadOrder || f != leadFit) && (o != GreedyOrder.CONTENTION || f != GreedyFit.FIRST)) {
                        orders.add(o);
                        fits.add(f);
                    }
                }
            }
        } else {
            orders.add(GreedyOrder.valueOf(order.toUpperCase(Locale.ROOT)));
            fits.add(FIT.from(options));
        }
        Result<MemoryLayout> infeasible = HeuristicVerdicts.infeasibility(problem);
        if (infeasible != null) {
            return infeasible;
        }

        SegmentIndex index = SegmentIndex.of(problem);
        GreedyPass pass = new GreedyPass(problem, index);
        long[] best = null;
        long bestPeak = Long.MAX_VALUE;
        Map<String, Object> stats = new LinkedHashMap<>();
        int passes = 0;
        for (int k = 0; k < orders.size(); k++) {
            GreedyOrder o = orders.get(k);
            GreedyFit fit = fits.get(k);
            if (options.nodeLimit() > 0 && passes >= options.nodeLimit() || passes > 0 && budget.exhausted()) {
                break;
            }
            long[] offsets = pass.run(o.sequence(problem), fit, budget);
            if (offsets == null) {
                break;
            }
            passes++;
            long peak = MemoryLayouts.peak(problem, offsets);
            if (peak < bestPeak) {
                best = offsets;
                bestPeak = peak;
                stats.put("order", ParamType.label(o));
                stats.put("fit", ParamType.label(fit));
            }
            boolean withinCapacity = !problem.hasCapacity() || bestPeak <= problem.capacity();
            if (bestPeak <= bound || options.objective() == Objective.FIT && withinCapacity) {
                break;
            }
        }
        stats.put("passes", passes);
        if (best == null) {
            return Result.<MemoryLayout>unknown("the time limit ran out before a greedy pass finished").withStats(stats);
        }
        return HeuristicVerdicts.of(problem, best, NAME, stats);
    }
}
