package dev.berth.solvers.memory;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

/**
 * Keeps a strategy whose set-up grows quadratically out of a portfolio run on instances too large for it,
 * so that it cannot hold the portfolio past its time limit; it answers UNKNOWN with the reason instead.
 */
final class SizeGuardedAllocator implements MemoryAllocator {
    private final MemoryAllocator inner;
    private final int maxBuffers;

    SizeGuardedAllocator(MemoryAllocator inner, int maxBuffers) {
        this.inner = inner;
        this.maxBuffers = maxBuffers;
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public String description() {
        return inner.description();
    }

    @Override
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        if (problem.size() > maxBuffers) {
            return MemoryResult.unknown("not run in the portfolio above " + maxBuffers + " buffers",
                    MemoryLowerBound.of(problem), inner.name());
        }
        return inner.allocate(problem, options, budget);
    }
}
