package dev.berth.solvers.tiles.choco;

import dev.berth.algorithms.tiles.TileMemoryMap;
import dev.berth.model.Budget;
import dev.berth.model.tiles.analysis.TileBlock;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A quick layout of one tile to start its search from: the fixed blocks where they are, then the free ones
 * placed first-fit ({@link TileMemoryMap}) in each of a few orders — decreasing size x steps live, by first
 * live step, decreasing size — keeping the lowest peak. A few milliseconds on a tile of hundreds of blocks,
 * where the CP's own first dive costs a model and a propagation per block; on a large instance many tiles
 * get no more time than that.
 */
final class FirstFitOrders {
    private static final List<Comparator<TileBlock>> ORDERS;

    static {
        Comparator<TileBlock> area = Comparator
                .comparingLong((TileBlock b) -> -b.size() * Math.max(1, b.live().count()))
                .thenComparingLong(b -> -b.size());
        ORDERS = List.of(area, Comparator.comparingInt((TileBlock b) -> b.live().first()).thenComparing(area),
                Comparator.comparingLong((TileBlock b) -> -b.size()));
    }

    private FirstFitOrders() {
    }

    /**
     * The lowest-peak layout found (bytes, in block order; -1 for empty blocks, which keep their offsets), or
     * null when no order fits within {@code capacity}. Stops trying orders when the budget runs out.
     */
    static long[] best(List<TileBlock> blocks, long[] offsets, boolean[] fixed, long bankBytes, long capacity,
                       Budget budget) {
        List<Integer> free = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            if (!fixed[i] && blocks.get(i).size() > 0) {
                free.add(i);
            }
        }
        long[] best = null;
        long bestPeak = Long.MAX_VALUE;
        for (Comparator<TileBlock> order : ORDERS) {
            if (budget.exhausted()) {
                break;
            }
            TileMemoryMap map = new TileMemoryMap(bankBytes);
            long[] at = new long[blocks.size()];
            Arrays.fill(at, -1);
            for (int i = 0; i < blocks.size(); i++) {
                if (fixed[i] && blocks.get(i).size() > 0) {
                    map.place(blocks.get(i), offsets[i]);
                    at[i] = offsets[i];
                }
            }
            List<Integer> sorted = new ArrayList<>(free);
            sorted.sort((x, y) -> order.compare(blocks.get(x), blocks.get(y)));
            for (int i : sorted) {
                at[i] = map.firstFit(blocks.get(i));
                map.place(blocks.get(i), at[i]);
            }
            if (map.peak() < bestPeak && map.peak() <= capacity) {
                bestPeak = map.peak();
                best = at;
            }
        }
        return best;
    }

    /** The peak of {@code at} over the non-empty blocks. */
    static long peak(List<TileBlock> blocks, long[] at) {
        long peak = 0;
        for (int i = 0; i < blocks.size(); i++) {
            if (blocks.get(i).size() > 0) {
                peak = Math.max(peak, at[i] + blocks.get(i).size());
            }
        }
        return peak;
    }
}
