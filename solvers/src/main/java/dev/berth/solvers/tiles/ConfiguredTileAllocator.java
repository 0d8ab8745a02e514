package dev.berth.solvers.tiles;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;

/** A strategy run with one parameter fixed, under a name saying so (e.g. "reference share=none"). */
final class ConfiguredTileAllocator implements TileAllocator {
    private final TileAllocator inner;
    private final String key;
    private final String value;

    ConfiguredTileAllocator(TileAllocator inner, String key, String value) {
        this.inner = inner;
        this.key = key;
        this.value = value;
    }

    @Override
    public String name() {
        return inner.name() + " " + key + "=" + value;
    }

    @Override
    public String description() {
        return inner.description() + ", with " + key + "=" + value;
    }

    @Override
    public TileResult allocate(TileProblem problem, SolveOptions options, Budget budget) {
        return inner.allocate(problem, options.withParam(key, value), budget).withSolver(name());
    }
}
