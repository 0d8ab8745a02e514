package dev.berth.solvers.tiles.choco;

import dev.berth.solvers.choco.NextRestRefutation;
import dev.berth.solvers.choco.PairLists;
import org.chocosolver.solver.variables.IntVar;

/**
 * Decision "offset = lowest possible" whose refutation moves the block up to the next place where it could
 * rest on a block it interferes with, instead of merely excluding one value.
 *
 * <p>Why the search stays complete: if a node has a layout, repeatedly moving any free block down by its
 * alignment while the layout stays valid (and the offset within its current domain) ends in a layout of the
 * same node with a peak no higher. There every free block sits at its lower bound, or could not move down
 * because of a neighbour below it: on top of it ({@code ceil_a(o_n + s_n)}), or, both banked, at the first
 * bank boundary above it ({@code ceil_a(ceil_B(o_n + s_n))}); nothing else stops a block moving down. So
 * when "offset = lb" fails, the block must rest on a neighbour above lb, and the least such rest point the
 * neighbours' current domains allow is a valid new lower bound (rest points grow with the neighbour's
 * offset, so the neighbour's lower bound gives the least). Branching only on the lower bound
 * ({@code IntDomainMin}) is assumed.
 */
final class RestRefutation extends NextRestRefutation {
    private final IntVar[] offsets;
    private final TilePlacement placement;
    /** Per block: the pairs it takes part in (the other block of a pair is its neighbour). */
    private final int[][] pairsOf;

    RestRefutation(IntVar[] offsets, TilePlacement placement) {
        super(offsets);
        this.offsets = offsets;
        this.placement = placement;
        pairsOf = PairLists.byVariable(offsets.length, placement.first, placement.second);
    }

    /** The lowest offset above {@code value} at which block {@code i} could rest on a neighbour. */
    @Override
    protected int nextRest(int i, int value) {
        long a = placement.alignment[i];
        long best = Long.MAX_VALUE;
        for (int p : pairsOf[i]) {
            int n = placement.first[p] == i ? placement.second[p] : placement.first[p];
            boolean banked = placement.bankedPair[p];
            long highest = rest(offsets[n].getUB(), n, banked, a);
            if (highest <= value) {
                continue;
            }
            long lowest = Math.max(rest(offsets[n].getLB(), n, banked, a), value + a);
            best = Math.min(best, lowest);
        }
        // nothing can lift it: every offset above value is dominated, so the branch fails
        return (int) Math.min(best, Integer.MAX_VALUE);
    }

    private long rest(long offset, int n, boolean banked, long a) {
        long top = offset + placement.size[n];
        if (banked) {
            top = ceil(top, placement.bank);
        }
        return ceil(top, a);
    }

    private static long ceil(long x, long m) {
        return Math.floorDiv(x + m - 1, m) * m;
    }
}
