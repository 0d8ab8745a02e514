package dev.berth.heuristics.memory;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

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
 * <p>Parameters ({@link SolveOptions#params()}):
 * <ul>
 *   <li>{@code order} = {@code size} (default: larger first, ties by longer lifespan, then problem
 *       order), {@code area} (size x lifespan), {@code lifespan} (longest first), {@code start} (earliest
 *       first: a linear scan), or {@code all}: every order with every fit, keeping the lowest peak (the
 *       first pass in the order size, area, lifespan, start x best, first wins ties).</li>
 *   <li>{@code fit} = {@code best} (default: smallest gap that fits, lowest on ties) or {@code first}
 *       (lowest offset). Ignored by {@code order=all}.</li>
 * </ul>
 * {@code nodeLimit}, when positive, caps the number of passes of {@code order=all}. Under {@code order=all}
 * the search stops early at a pass meeting the lower bound, or for objective FIT at the first pass within
 * the capacity. Stats: {@code order}, {@code fit} (of the kept pass), {@code passes}.
 */
public final class GreedyMemoryAllocator implements MemoryAllocator {
    public static final String NAME = "greedy";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "greedy by size/area/lifespan/start with best or first fit among time-overlapping buffers"
                + " (TFLite/XLA baseline)";
    }

    @Override
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        long t0 = System.nanoTime();
        long bound = MemoryLowerBound.of(problem);
        List<GreedyOrder> orders = new ArrayList<>();
        List<GreedyFit> fits = new ArrayList<>();
        String orderText = options.param("order", "size");
        if (orderText.trim().toLowerCase(Locale.ROOT).equals("all")) {
            orders.addAll(List.of(GreedyOrder.values()));
            fits.addAll(List.of(GreedyFit.values()));
        } else {
            orders.add(GreedyOrder.parse(orderText));
            fits.add(GreedyFit.parse(options.param("fit", "best")));
        }
        Optional<String> proof = HeuristicVerdicts.infeasibility(problem);
        if (proof.isPresent()) {
            return MemoryResult.infeasible(proof.get(), bound, NAME).withSeconds(seconds(t0));
        }

        SegmentIndex index = SegmentIndex.of(problem);
        GreedyPass pass = new GreedyPass(problem, index);
        long[] best = null;
        long bestPeak = Long.MAX_VALUE;
        Map<String, Object> stats = new LinkedHashMap<>();
        int passes = 0;
        search:
        for (GreedyOrder order : orders) {
            for (GreedyFit fit : fits) {
                if (options.nodeLimit() > 0 && passes >= options.nodeLimit() || passes > 0 && budget.exhausted()) {
                    break search;
                }
                long[] offsets = pass.run(order.sequence(problem), fit, budget);
                if (offsets == null) {
                    break search;
                }
                passes++;
                long peak = MemoryLayouts.peak(problem, offsets);
                if (peak < bestPeak) {
                    best = offsets;
                    bestPeak = peak;
                    stats.put("order", order.label());
                    stats.put("fit", fit.label());
                }
                boolean withinCapacity = !problem.hasCapacity() || bestPeak <= problem.capacity();
                if (bestPeak <= bound || options.objective() == Objective.FIT && withinCapacity) {
                    break search;
                }
            }
        }
        stats.put("passes", passes);
        if (best == null) {
            return MemoryResult.unknown("the time limit ran out before a greedy pass finished", bound, NAME)
                    .withStats(stats).withSeconds(seconds(t0));
        }
        return HeuristicVerdicts.of(problem, best, bound, NAME, stats).withSeconds(seconds(t0));
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
