package dev.berth.solvers.tiles.timefold;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;

/** A test start that never finds a layout, so the search starts from its own. */
final class NoLayoutAllocator implements TileAllocator {
    @Override
    public String name() {
        return "none";
    }

    @Override
    public String description() {
        return "finds nothing (test start)";
    }

    @Override
    public TileResult allocate(TileProblem p, SolveOptions options, Budget budget) {
        return TileResult.unknown("no layout (test start)", TileLowerBound.of(p).max(), name());
    }
}
