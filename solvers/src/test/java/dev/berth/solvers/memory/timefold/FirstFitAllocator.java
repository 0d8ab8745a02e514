package dev.berth.solvers.memory.timefold;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

/**
 * Test starting strategy: pinned buffers where they are, then every other buffer in input order at the
 * lowest aligned offset where it collides with no buffer already placed (buffers that interfere in time
 * never share bytes). Answers UNKNOWN, without a layout, when the result does not fit the capacity.
 */
final class FirstFitAllocator implements MemoryAllocator {

    @Override
    public String name() {
        return "first-fit-test";
    }

    @Override
    public String description() {
        return "first fit in input order (tests)";
    }

    @Override
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        int n = problem.size();
        long[] offsets = new long[n];
        boolean[] placed = new boolean[n];
        for (int i = 0; i < n; i++) {
            Buffer b = problem.buffer(i);
            if (b.isFixed()) {
                offsets[i] = b.fixedOffset();
                placed[i] = true;
            }
        }
        for (int i = 0; i < n; i++) {
            if (placed[i]) {
                continue;
            }
            Buffer b = problem.buffer(i);
            long o = 0;
            boolean moved = true;
            while (moved && b.size() > 0) {
                moved = false;
                o = Math.ceilDiv(o, b.alignment()) * b.alignment();
                for (int j = 0; j < n; j++) {
                    Buffer c = problem.buffer(j);
                    if (placed[j] && c.size() > 0 && b.interferes(c)
                            && offsets[j] < o + b.size() && o < offsets[j] + c.size()) {
                        o = offsets[j] + c.size();
                        moved = true;
                    }
                }
            }
            offsets[i] = o;
            placed[i] = true;
        }
        long peak = MemoryLayouts.peak(problem, offsets);
        long bound = MemoryLowerBound.of(problem);
        if (problem.hasCapacity() && peak > problem.capacity()) {
            return MemoryResult.unknown("first fit ends at " + peak, bound, name());
        }
        return MemoryResult.solved(peak == bound, offsets, peak, bound, name());
    }
}
