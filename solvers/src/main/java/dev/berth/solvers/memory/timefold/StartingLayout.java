package dev.berth.solvers.memory.timefold;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;

/**
 * The layout local search starts from: the initial strategy's answer to the problem without its capacity
 * (so it returns a layout even when that layout does not fit, the case where local search is needed most),
 * or, when it gives none, every free buffer stacked above the pinned ones.
 */
final class StartingLayout {
    private StartingLayout() {
    }

    /** One offset per buffer of the problem; collision-free unless the initial strategy says otherwise. */
    static long[] of(MemoryProblem problem, Strategy<MemoryProblem, MemoryLayout> initial, SolveOptions options,
                     Budget budget) {
        Result<MemoryLayout> r = initial.solveAsPart(problem.withCapacity(MemoryProblem.UNBOUNDED), options, budget);
        if (r.hasSolution() && r.solution().size() == problem.size()) {
            return r.solution().offsets().clone();
        }
        return stacked(problem);
    }

    /**
     * Whether a layout is collision-free, aligned, pinned and within the capacity: the search's own test of
     * its start (the gate checks the answer again independently).
     */
    static boolean valid(MemoryProblem problem, long[] offsets) {
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            long o = offsets[i];
            if (o < 0 || o % b.alignment() != 0 || b.isFixed() && o != b.fixedOffset()
                    || problem.hasCapacity() && b.size() > 0 && o > problem.capacity() - b.size()) {
                return false;
            }
        }
        return OverlapSweep.total(Interference.of(problem.buffers()), offsets) == 0;
    }

    /** Pinned buffers where they are, every other one above all of them and above the previous one. */
    static long[] stacked(MemoryProblem problem) {
        long[] offsets = new long[problem.size()];
        long top = 0;
        for (Buffer b : problem.buffers()) {
            if (b.isFixed() && b.size() > 0) {
                top = Math.max(top, b.fixedOffset() + b.size());
            }
        }
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            if (b.isFixed()) {
                offsets[i] = b.fixedOffset();
            } else if (b.size() > 0) {
                offsets[i] = FreePositions.alignUp(top, b.alignment());
                top = offsets[i] + b.size();
            }
        }
        return offsets;
    }
}
