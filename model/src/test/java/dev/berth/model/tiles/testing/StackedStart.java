package dev.berth.model.tiles.testing;

import dev.berth.model.Budget;
import dev.berth.model.Certificate;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.analysis.TileLayouts;
import dev.berth.model.tiles.analysis.TileObjective;

/**
 * A test start that wastes memory, for the improvers' tests: everything replicated, or every shareable
 * structure shared (master on its first user) while the groups stay consistent, laid out by
 * {@link StackedTileLayout} with no reuse. INFEASIBLE with the quick proof when there is one; UNKNOWN with
 * {@code overCapacityPeak} when the stack does not fit.
 */
public final class StackedStart implements Strategy<TileProblem, TileLayout> {
    private final boolean share;

    private StackedStart(boolean share) {
        this.share = share;
    }

    /** Every structure replicated. */
    public static StackedStart replicated() {
        return new StackedStart(false);
    }

    /** Every shareable structure shared on its first user, while the groups stay consistent. */
    public static StackedStart shared() {
        return new StackedStart(true);
    }

    @Override
    public String name() {
        return share ? "stacked-shared" : "stacked";
    }

    @Override
    public String description() {
        return "test start: no memory reuse";
    }

    /** The layout this start gives (the problem's input sets must be consistent). */
    public TileLayout layout(TileProblem p) {
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
        return StackedTileLayout.of(p, plans);
    }

    @Override
    public Result<TileLayout> solve(TileProblem p, SolveOptions options, Budget budget) {
        Certificate proof = TileInfeasibility.find(p);
        if (proof != null) {
            return Result.infeasible(TileInfeasibility.reason(p, proof), Proof.certificate(proof));
        }
        TileLayout layout = layout(p);
        TileObjective o = TileObjective.of(p, layout);
        if (o.maxPeak() > p.machine().bytesPerTile()) {
            return Result.<TileLayout>unknown("stacked layout over capacity").withStat("overCapacityPeak", o.maxPeak());
        }
        return TileLayouts.answer(p, layout, o);
    }
}
