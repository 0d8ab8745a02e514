package dev.berth.solvers.memory.timefold;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

/**
 * The layout local search starts from: the initial strategy's answer to the problem without its capacity
 * (so it returns a layout even when that layout does not fit, the case where local search is needed most),
 * or, when it gives none, every free buffer stacked above the pinned ones.
 */
final class StartingLayout {
    private StartingLayout() {
    }

    /** One offset per buffer of the problem; collision-free unless the initial strategy says otherwise. */
    static long[] of(MemoryProblem problem, MemoryAllocator initial, SolveOptions options, Budget budget) {
        MemoryResult r = initial.allocate(problem.withCapacity(MemoryProblem.UNBOUNDED), options, budget);
        if (r.status().hasSolution() && r.offsets() != null && r.offsets().length == problem.size()) {
            return r.offsets().clone();
        }
        return stacked(problem);
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
