package dev.berth.model.tiles.analysis;

import dev.berth.model.tiles.TileProblem;

/**
 * Quick proofs that no layout exists: the input's equal-address sets are inconsistent (checked first, as
 * the method does), or some tile needs more than its memory at some step whatever is shared.
 */
public final class TileInfeasibility {
    private TileInfeasibility() {
    }

    /** The reason no layout exists, or null if none of the quick proofs applies. */
    public static String check(TileProblem p) {
        EqualAddressGroups g = EqualAddressGroups.of(p, null);
        if (!g.consistent()) {
            return "inconsistent equal-address sets: " + g.conflict().describe(p);
        }
        TileLowerBound lb = TileLowerBound.of(p);
        if (lb.max() > p.machine().bytesPerTile()) {
            int t = lb.maxTile();
            return "tile " + t + " needs at least " + lb.max() + " bytes at step " + lb.stepOf(t)
                    + " (its live variables, the structures it uses and the bank rule), it has "
                    + p.machine().bytesPerTile();
        }
        return null;
    }
}
