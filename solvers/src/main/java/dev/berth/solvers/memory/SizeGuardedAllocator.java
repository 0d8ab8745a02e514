package dev.berth.solvers.memory;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

/**
 * Keeps a strategy whose set-up grows quadratically away from instances too large for it, so that it can
 * neither exhaust the heap nor overrun its time limit there; it answers UNKNOWN with the reason instead.
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
            return MemoryResult.unknown(inner.name() + " handles at most " + maxBuffers + " buffers (its set-up is quadratic); this instance has " + problem.size(),
                    MemoryLowerBound.of(problem), inner.name());
        }
        return inner.allocate(problem, options, budget);
    }
}
