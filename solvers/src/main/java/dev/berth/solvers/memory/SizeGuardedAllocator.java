package dev.berth.solvers.memory;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

/**
 * Keeps a strategy to the instance sizes it is for: one whose set-up grows quadratically away from
 * instances too large for it (it could neither fit the heap nor keep its time limit there), or, inside the
 * portfolio, a local search away from instances small enough for the complete search (it would only take
 * the cores from it). Outside its range it answers UNKNOWN with the reason.
 */
final class SizeGuardedAllocator implements MemoryAllocator {
    private final MemoryAllocator inner;
    private final int minBuffers;
    private final int maxBuffers;

    SizeGuardedAllocator(MemoryAllocator inner, int maxBuffers) {
        this(inner, 0, maxBuffers);
    }

    SizeGuardedAllocator(MemoryAllocator inner, int minBuffers, int maxBuffers) {
        this.inner = inner;
        this.minBuffers = minBuffers;
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
        if (problem.size() < minBuffers) {
            return MemoryResult.unknown(inner.name() + " runs here on instances of at least " + minBuffers
                    + " buffers (a complete search covers smaller ones); this instance has " + problem.size(),
                    MemoryLowerBound.of(problem), inner.name());
        }
        return inner.allocate(problem, options, budget);
    }
}
