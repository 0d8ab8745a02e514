package dev.berth.solvers.tiles.choco;

import dev.berth.solvers.choco.PairDisjunctions;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;

/**
 * The interfering pairs of a tile, each a bounds-consistent disjunction "i lies below j, or j below i", in
 * 64-bit arithmetic. For a plain pair, i below j means {@code o_i + s_i <= o_j}. For a banked pair it means
 * i's last bank is below j's first: {@code floor((o_i + s_i - 1) / B) < floor(o_j / B)}, which is
 * {@code ceil_B(o_i + s_i) <= o_j}, equivalently {@code o_i + s_i <= floor_B(o_j)}, both monotone, so bounds
 * reasoning stays exact. When the bounds rule one side out, the other is enforced.
 *
 * <p>Choco's diffN would need one rectangle per live interval and computes energies in 32-bit ints, and has
 * no bank rule; these pairs are what it would deduce on the address axis with the steps fixed.
 */
final class BlockDisjunctions extends PairDisjunctions {
    private final long[] size;
    private final boolean[] banked;
    private final long bank;

    BlockDisjunctions(IntVar[] offsets, TilePlacement placement) {
        super(offsets, placement.first, placement.second);
        int n = offsets.length;
        size = new long[n];
        for (int i = 0; i < n; i++) {
            size[i] = placement.size[i];
        }
        banked = placement.bankedPair;
        bank = placement.bank;
    }

    /** The lowest offset a block may take above block {@code i} of pair {@code p} placed at {@code offset}. */
    private long above(int p, int i, long offset) {
        long end = offset + size[i];
        return banked[p] ? ceil(end) : end;
    }

    @Override
    protected boolean canBeBelow(int p, int low, int high) {
        return above(p, low, vars[low].getLB()) <= vars[high].getUB();
    }

    @Override
    protected void enforceBelow(int p, int low, int high) throws ContradictionException {
        raise(high, above(p, low, vars[low].getLB()));
        long room = banked[p] ? Math.floorDiv((long) vars[high].getUB(), bank) * bank : vars[high].getUB();
        lower(low, room - size[low]);
    }

    @Override
    protected boolean overlaps(int p, long a, long b) {
        return above(p, first[p], a) > b && above(p, second[p], b) > a;
    }

    private long ceil(long x) {
        return Math.floorDiv(x + bank - 1, bank) * bank;
    }
}
