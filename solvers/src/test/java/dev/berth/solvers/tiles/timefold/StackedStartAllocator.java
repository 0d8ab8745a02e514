package dev.berth.solvers.tiles.timefold;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.model.tiles.testing.StackedTileLayout;

/** A test start that wastes memory: everything replicated, stacked without reuse ({@link StackedTileLayout}). */
final class StackedStartAllocator implements TileAllocator {
    @Override
    public String name() {
        return "stacked";
    }

    @Override
    public String description() {
        return "all replicated, stacked (test start)";
    }

    @Override
    public TileResult allocate(TileProblem p, SolveOptions options, Budget budget) {
        StructurePlan[] plans = StructurePlan.allReplicated(p);
        long bound = TileLowerBound.of(p).max();
        EqualAddressGroups groups = EqualAddressGroups.of(p, plans);
        if (!groups.consistent()) {
            return TileResult.infeasible(groups.conflict().describe(p), bound, name());
        }
        TileLayout layout = StackedTileLayout.of(p, plans);
        return TileResult.solved(layout, TileObjective.of(p, layout), bound, name());
    }
}
