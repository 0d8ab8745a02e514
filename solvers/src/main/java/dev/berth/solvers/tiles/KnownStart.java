package dev.berth.solvers.tiles;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;

/**
 * An answer already computed, handed to improving strategies as their start so that a portfolio runs the
 * (chip-wide, seconds-long) reference allocation once rather than once per member.
 */
final class KnownStart implements TileAllocator {
    private final TileProblem problem;
    private final TileResult result;

    KnownStart(TileProblem problem, TileResult result) {
        this.problem = problem;
        this.result = result;
    }

    @Override
    public String name() {
        return result.solver();
    }

    @Override
    public String description() {
        return "the answer " + result.solver() + " already gave";
    }

    @Override
    public TileResult allocate(TileProblem p, SolveOptions options, Budget budget) {
        if (p != problem) {
            throw new IllegalArgumentException("a known start answers only the problem it was computed for");
        }
        return result;
    }
}
