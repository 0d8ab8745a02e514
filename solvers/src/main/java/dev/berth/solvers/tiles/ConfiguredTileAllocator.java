package dev.berth.solvers.tiles;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;

import java.util.Map;
import java.util.TreeMap;

/** A strategy run with some parameters fixed, under a name saying so (e.g. "reference share=none"). */
final class ConfiguredTileAllocator implements TileAllocator {
    private final TileAllocator inner;
    private final Map<String, String> params;

    ConfiguredTileAllocator(TileAllocator inner, Map<String, String> params) {
        this.inner = inner;
        this.params = new TreeMap<>(params);
    }

    @Override
    public String name() {
        StringBuilder b = new StringBuilder(inner.name());
        params.forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
        return b.toString();
    }

    @Override
    public String description() {
        return inner.description() + ", with " + params;
    }

    @Override
    public TileResult allocate(TileProblem problem, SolveOptions options, Budget budget) {
        SolveOptions o = options;
        for (Map.Entry<String, String> e : params.entrySet()) {
            o = o.withParam(e.getKey(), e.getValue());
        }
        return inner.allocate(problem, o, budget).withSolver(name());
    }
}
