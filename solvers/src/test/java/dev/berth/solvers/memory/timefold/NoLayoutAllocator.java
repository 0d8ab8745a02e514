package dev.berth.solvers.memory.timefold;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

/** Test starting strategy that never finds a layout, so the search starts from the stacked layout. */
final class NoLayoutAllocator implements MemoryAllocator {

    @Override
    public String name() {
        return "none-test";
    }

    @Override
    public String description() {
        return "finds nothing (tests)";
    }

    @Override
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        return MemoryResult.unknown("finds nothing by design", 0, name());
    }
}
