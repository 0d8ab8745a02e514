package dev.berth.solvers.tiles.choco;

import dev.berth.model.io.Numbers;
import dev.berth.model.Budget;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.analysis.TileBlock;

import java.util.ArrayList;
import java.util.List;

/**
 * One tile's placement problem once the structure plans and the equal-address groups are decided: its
 * non-empty blocks, some fixed (group members at their group's address), the others free; the pairs that
 * interfere (live at a common step, at least one free), marked banked when both blocks are banked (their
 * bank ranges must then be disjoint, which implies disjoint addresses); and the range the peak is searched
 * in, from the tile's bound to one byte below the start's peak. Empty blocks interfere with nothing and keep
 * the start's offsets.
 *
 * <p>Everything is in units of {@code unit} bytes: a unit dividing every size, fixed offset and (when
 * banked blocks interfere) the bank size, such that every alignment divides it or is a multiple of it.
 * Rounding each free offset of a valid layout down to a multiple of the unit keeps it valid and its peak no
 * higher: rounding down is monotone and commutes with adding a multiple of the unit, so "A ends at or below
 * B's start" survives; bank boundaries are multiples of the unit, so a start keeps its bank and an end's bank
 * only drops, and disjoint bank ranges stay disjoint; an offset aligned to a divisor of the unit becomes a
 * multiple of the unit, one aligned to a multiple does not move; fixed offsets do not move. So solving in
 * units loses no layout, and the domains shrink by the unit (tensor sizes share large factors).
 */
final class TilePlacement {
    /** Largest address, in units, the 32-bit domains are given (room for Choco's sums of two). */
    static final long INT_LIMIT = Integer.MAX_VALUE / 2;

    final int tile;
    /** Index in the tile's block list of each model block. */
    final int[] blockIndex;
    final long unit;
    final int[] size;
    final int[] alignment;
    final boolean[] fixed;
    /** Offset of a fixed block (0 for a free one). */
    final int[] fixedOffset;
    final Steps[] live;
    final int[] first;
    final int[] second;
    final boolean[] bankedPair;
    /** Bank size in units; 0 when no banked pair interferes. */
    final int bank;
    /** Highest peak searched for, in units: below the start's peak and within the tile's memory. */
    final int top;
    /** Lowest peak possible, in units. */
    final int lowerBound;

    private TilePlacement(int tile, int[] blockIndex, long unit, int[] size, int[] alignment, boolean[] fixed,
                          int[] fixedOffset, Steps[] live, int[] first, int[] second, boolean[] bankedPair, int bank,
                          int top, int lowerBound) {
        this.tile = tile;
        this.blockIndex = blockIndex;
        this.unit = unit;
        this.size = size;
        this.alignment = alignment;
        this.fixed = fixed;
        this.fixedOffset = fixedOffset;
        this.live = live;
        this.first = first;
        this.second = second;
        this.bankedPair = bankedPair;
        this.bank = bank;
        this.top = top;
        this.lowerBound = lowerBound;
    }

    int blocks() {
        return size.length;
    }

    int pairs() {
        return first.length;
    }

    /**
     * @param offsets   the start's offset of every block of the tile (bytes)
     * @param fixed     which blocks keep their offset
     * @param startPeak the start's peak on this tile; the search looks for a lower one
     * @param bound     a proven lower bound on the tile's peak (bytes)
     * @param maxPairs  most interfering pairs a model may hold
     * @param budget    polled while the pairs are listed
     * @throws TileNotModelled when the tile is too large for a model (pairs, 32-bit domains), or the budget
     *                         runs out while listing its pairs
     */
    static TilePlacement of(int tile, List<TileBlock> tileBlocks, long[] offsets, boolean[] fixed, long startPeak,
                            long bound, long capacity, long bankBytes, long maxPairs, Budget budget) {
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < tileBlocks.size(); i++) {
            if (tileBlocks.get(i).size() > 0) {
                kept.add(i);
            }
        }
        int n = kept.size();
        long pairCount = 0;
        boolean bankedInterference = false;
        for (int x = 0; x < n; x++) {
            TileBlock a = tileBlocks.get(kept.get(x));
            for (int y = x + 1; y < n; y++) {
                TileBlock b = tileBlocks.get(kept.get(y));
                if ((!fixed[kept.get(x)] || !fixed[kept.get(y)]) && a.interferes(b)) {
                    pairCount++;
                    bankedInterference |= a.banked() && b.banked();
                }
            }
            if (pairCount > maxPairs) {
                throw new TileNotModelled("more than " + maxPairs + " interfering pairs");
            }
            if ((x & 63) == 63 && budget.exhausted()) {
                throw new TileNotModelled("time ran out while listing the interfering pairs");
            }
        }
        long unit = unit(tileBlocks, kept, offsets, fixed, bankedInterference ? bankBytes : 0);
        long topUnits = Math.min(capacity, startPeak - 1) / unit;
        if (topUnits > INT_LIMIT) {
            throw new TileNotModelled("addresses up to " + topUnits + " units of " + unit
                    + " bytes exceed Choco's 32-bit domains");
        }
        int[] blockIndex = new int[n];
        int[] size = new int[n];
        int[] alignment = new int[n];
        boolean[] isFixed = new boolean[n];
        int[] fixedAt = new int[n];
        Steps[] live = new Steps[n];
        for (int x = 0; x < n; x++) {
            int i = kept.get(x);
            TileBlock b = tileBlocks.get(i);
            blockIndex[x] = i;
            // a block larger than the top cannot be placed below it: its domain comes out empty
            size[x] = (int) Math.min(b.size() / unit, INT_LIMIT + 1);
            alignment[x] = b.alignment() % unit == 0 ? (int) Math.min(b.alignment() / unit, INT_LIMIT + 1) : 1;
            isFixed[x] = fixed[i];
            fixedAt[x] = fixed[i] ? (int) Math.min(offsets[i] / unit, INT_LIMIT + 1) : 0;
            live[x] = b.live();
        }
        int[] first = new int[(int) pairCount];
        int[] second = new int[(int) pairCount];
        boolean[] bankedPair = new boolean[(int) pairCount];
        int m = 0;
        for (int x = 0; x < n; x++) {
            TileBlock a = tileBlocks.get(kept.get(x));
            for (int y = x + 1; y < n; y++) {
                TileBlock b = tileBlocks.get(kept.get(y));
                if ((!isFixed[x] || !isFixed[y]) && a.interferes(b)) {
                    first[m] = x;
                    second[m] = y;
                    bankedPair[m++] = a.banked() && b.banked();
                }
            }
        }
        int bank = bankedInterference ? (int) Math.min(bankBytes / unit, INT_LIMIT + 1) : 0;
        long lower = (bound + unit - 1) / unit;
        return new TilePlacement(tile, blockIndex, unit, size, alignment, isFixed, fixedAt, live, first, second,
                bankedPair, bank, (int) topUnits, (int) Math.min(lower, INT_LIMIT + 1));
    }

    /** The unit of the class comment; 1 when nothing is shared. */
    static long unit(List<TileBlock> blocks, List<Integer> kept, long[] offsets, boolean[] fixed, long bankBytes) {
        long g = bankBytes;
        for (int i : kept) {
            g = Numbers.gcd(g, blocks.get(i).size());
            if (fixed[i]) {
                g = Numbers.gcd(g, offsets[i]);
            }
        }
        if (g == 0) {
            return 1;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i : kept) {
                long a = blocks.get(i).alignment();
                if (a % g != 0 && g % a != 0) {
                    g = Numbers.gcd(g, a);
                    changed = true;
                }
            }
        }
        return g;
    }
}
