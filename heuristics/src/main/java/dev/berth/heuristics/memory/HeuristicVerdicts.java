package dev.berth.heuristics.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.MemoryValidator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What the constructive heuristics say before they start and once they have a layout. */
final class HeuristicVerdicts {
    private HeuristicVerdicts() {
    }

    /**
     * A proof that no layout exists: {@link MemoryInfeasibility}'s checks, plus pinned buffers that are
     * misaligned or collide even when the capacity is unbounded (where those checks do not look, and
     * where a heuristic would otherwise hand back a layout that breaks a pin).
     */
    static Optional<String> infeasibility(MemoryProblem problem) {
        Optional<String> quick = MemoryInfeasibility.check(problem);
        if (quick.isPresent()) {
            return quick;
        }
        List<Buffer> pinned = new ArrayList<>();
        for (Buffer b : problem.buffers()) {
            if (b.isFixed()) {
                pinned.add(b);
            }
        }
        long[] offsets = pinned.stream().mapToLong(Buffer::fixedOffset).toArray();
        String v = MemoryValidator.firstViolation(
                new MemoryProblem(problem.name(), pinned, MemoryProblem.UNBOUNDED), offsets);
        return v == null ? Optional.empty() : Optional.of("pinned " + v);
    }

    /**
     * The answer for a complete layout: OPTIMAL when its peak meets the lower bound, FEASIBLE when it fits
     * the capacity, otherwise UNKNOWN (a layout above the capacity is no answer) with its peak in the stats
     * under {@code overCapacityPeak}.
     */
    static MemoryResult of(MemoryProblem problem, long[] offsets, long bound, String solver, Map<String, ?> stats) {
        long peak = MemoryLayouts.peak(problem, offsets);
        if (problem.hasCapacity() && peak > problem.capacity()) {
            return MemoryResult.unknown("the " + solver + " layout peaks at " + peak + ", above the capacity "
                            + problem.capacity(), bound, solver)
                    .withStats(stats)
                    .withStat("overCapacityPeak", peak);
        }
        return MemoryResult.solved(peak <= bound, offsets, peak, bound, solver).withStats(stats);
    }
}
