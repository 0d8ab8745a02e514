package dev.berth.algorithms.memory;


import dev.berth.model.Bound;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;

import java.util.Map;

/** What the constructive heuristics say before they start and once they have a layout. */
final class HeuristicVerdicts {
    private HeuristicVerdicts() {
    }

    /**
     * INFEASIBLE with its certificate when a quick proof ({@link MemoryInfeasibility}: pins off their
     * alignment or colliding, a buffer or the live bytes above the capacity) shows that no layout exists;
     * null otherwise. Without it a heuristic would hand back a layout that breaks a pin.
     */
    static Result<MemoryLayout> infeasibility(MemoryProblem problem) {
        return MemoryInfeasibility.answer(problem);
    }

    /**
     * The answer for a complete layout: OPTIMAL when the peak meets the lower bound, FEASIBLE when it fits
     * the capacity, otherwise UNKNOWN (a layout above the capacity is no answer) with its
     * peak in the stats under {@code overCapacityPeak}.
     */
    static Result<MemoryLayout> of(MemoryProblem problem, long[] offsets, String solver, Map<String, ?> stats) {
        return CurrentBudget.wrappingUp(() -> of(problem, offsets, solver, stats, MemoryLowerBound.compute(problem)));
    }

    /** {@link #of(MemoryProblem, long[], String, Map)} with the problem's lower bound already computed. */
    static Result<MemoryLayout> of(MemoryProblem problem, long[] offsets, String solver, Map<String, ?> stats,
                                   Bound lowerBound) {
        long peak = MemoryLayouts.peak(problem, offsets);
        if (problem.hasCapacity() && peak > problem.capacity()) {
            return Result.<MemoryLayout>unknown("the " + solver + " layout peaks at " + peak + ", above the capacity "
                            + problem.capacity())
                    .withStats(stats)
                    .withStat(Result.OVER_CAPACITY_PEAK, peak);
        }
        return MemoryLayouts.answer(problem, offsets, lowerBound).withStats(stats);
    }
}
