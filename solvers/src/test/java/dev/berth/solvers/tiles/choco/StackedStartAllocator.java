package dev.berth.solvers.tiles.choco;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.model.tiles.testing.StackedTileLayout;

/**
 * A test start that wastes memory: everything replicated, or every shareable structure shared (master on its
 * first user) while the groups stay consistent, laid out by {@link StackedTileLayout} with no reuse.
 */
final class StackedStartAllocator implements TileAllocator {
    private final boolean share;

    StackedStartAllocator(boolean share) {
        this.share = share;
    }

    @Override
    public String name() {
        return share ? "stacked-shared" : "stacked";
    }

    @Override
    public String description() {
        return "test start: no memory reuse";
    }

    @Override
    public TileResult allocate(TileProblem p, SolveOptions options, Budget budget) {
        long lb = TileLowerBound.of(p).max();
        String why = TileInfeasibility.check(p);
        if (why != null) {
            return TileResult.infeasible(why, lb, name());
        }
        StructurePlan[] plans = StructurePlan.allReplicated(p);
        if (share) {
            EqualAddressGroups groups = EqualAddressGroups.of(p, null);
            for (int s = 0; s < p.structureCount(); s++) {
                ReadOnlyStructure r = p.structure(s);
                if (r.shareable() && groups.tryShare(s) == null) {
                    plans[s] = StructurePlan.sharedOn(r.users()[0]);
                }
            }
        }
        TileLayout layout = StackedTileLayout.of(p, plans);
        TileObjective o = TileObjective.of(p, layout);
        if (o.maxPeak() > p.machine().bytesPerTile()) {
            return TileResult.unknown("stacked layout over capacity", lb, name()).withStat("overCapacityPeak", o.maxPeak());
        }
        return TileResult.solved(layout, o, lb, name());
    }
}
