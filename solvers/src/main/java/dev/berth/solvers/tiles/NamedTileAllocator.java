package dev.berth.solvers.tiles;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;

/** A strategy under another name, so a portfolio can run two configurations of it side by side. */
final class NamedTileAllocator implements TileAllocator {
    private final String name;
    private final TileAllocator inner;

    NamedTileAllocator(String name, TileAllocator inner) {
        this.name = name;
        this.inner = inner;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return inner.description();
    }

    @Override
    public TileResult allocate(TileProblem problem, SolveOptions options, Budget budget) {
        return inner.allocate(problem, options, budget).withSolver(name);
    }
}
