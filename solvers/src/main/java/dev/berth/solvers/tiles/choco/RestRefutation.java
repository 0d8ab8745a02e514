package dev.berth.solvers.tiles.choco;

import org.chocosolver.solver.ICause;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperator;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperatorFactory;
import org.chocosolver.solver.variables.IntVar;

import java.util.IdentityHashMap;
import java.util.Map;

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
final class RestRefutation implements DecisionOperator<IntVar> {
    private final Map<IntVar, Integer> indexOf = new IdentityHashMap<>();
    private final IntVar[] offsets;
    private final TilePlacement placement;
    /** Per block: its neighbours and, per neighbour, the pair index (for the bank flag). */
    private final int[][] neighbour;
    private final int[][] pairOf;

    RestRefutation(IntVar[] offsets, TilePlacement placement) {
        this.offsets = offsets;
        this.placement = placement;
        int n = offsets.length;
        for (int i = 0; i < n; i++) {
            indexOf.put(offsets[i], i);
        }
        int[] degree = new int[n];
        for (int p = 0; p < placement.pairs(); p++) {
            degree[placement.first[p]]++;
            degree[placement.second[p]]++;
        }
        neighbour = new int[n][];
        pairOf = new int[n][];
        for (int i = 0; i < n; i++) {
            neighbour[i] = new int[degree[i]];
            pairOf[i] = new int[degree[i]];
            degree[i] = 0;
        }
        for (int p = 0; p < placement.pairs(); p++) {
            int a = placement.first[p];
            int b = placement.second[p];
            neighbour[a][degree[a]] = b;
            pairOf[a][degree[a]++] = p;
            neighbour[b][degree[b]] = a;
            pairOf[b][degree[b]++] = p;
        }
    }

    @Override
    public boolean apply(IntVar var, int value, ICause cause) throws ContradictionException {
        return var.instantiateTo(value, cause);
    }

    @Override
    public boolean unapply(IntVar var, int value, ICause cause) throws ContradictionException {
        Integer i = indexOf.get(var);
        if (i == null || value != var.getLB()) {
            return var.removeValue(value, cause);
        }
        return var.updateLowerBound(nextRest(i, value), cause);
    }

    /** The lowest offset above {@code value} at which block {@code i} could rest on a neighbour. */
    private int nextRest(int i, int value) {
        long a = placement.alignment[i];
        long best = Long.MAX_VALUE;
        for (int k = 0; k < neighbour[i].length; k++) {
            int n = neighbour[i][k];
            boolean banked = placement.bankedPair[pairOf[i][k]];
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

    @Override
    public DecisionOperator<IntVar> opposite() {
        // a sound (weaker) negation of "= v" for anything that needs one
        return DecisionOperatorFactory.makeIntNeq();
    }

    @Override
    public String toString() {
        return " == ";
    }
}
