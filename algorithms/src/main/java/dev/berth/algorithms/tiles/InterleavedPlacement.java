package dev.berth.algorithms.tiles;

import dev.berth.model.Budget;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.List;

/**
 * {@link GroupMode#INTERLEAVED}: steps s0 and s10–s70 as one pass over every item of the chip — each
 * equal-address group (at the lowest address free on all its members' tiles, as in {@link GroupPlacement})
 * and each other block of every tile (first fit on its tile) — in one {@link BlockOrder}. A tile's large
 * own blocks then go low before the small groups that would otherwise have split its memory, and the
 * groups step around them. Items are placed one after another, so tiles are not placed in parallel.
 */
final class InterleavedPlacement {
    private static final int POLL_EVERY = 4096;

    private InterleavedPlacement() {
    }

    /**
     * Places everything; returns per tile the offset of each of its blocks (positions as in {@code
     * blocks}), or null when the budget ran out first. Grouped variables' offsets also go to {@code
     * groupOffsets}.
     */
    static long[][] place(TileProblem p, List<int[]> groups, boolean[] grouped, List<List<TileBlock>> blocks,
                          BlockOrder order, long seed, long[] groupOffsets, Budget budget) {
        int tiles = p.tiles();
        List<int[]> locals = new ArrayList<>();
        for (int t = 0; t < tiles; t++) {
            List<TileBlock> bs = blocks.get(t);
            for (int i = 0; i < bs.size(); i++) {
                TileBlock b = bs.get(i);
                if (!(b.kind() == BlockKind.VARIABLE && grouped[b.owner()])) {
                    locals.add(new int[] {t, i});
                }
            }
        }
        int g = groups.size();
        int n = g + locals.size();
        long[] size = new long[n];
        long[] span = new long[n];
        for (int k = 0; k < g; k++) {
            List<int[]> live = new ArrayList<>();
            for (int v : groups.get(k)) {
                size[k] = Math.max(size[k], p.variable(v).size());
                live.addAll(p.variable(v).live().toList());
            }
            span[k] = Steps.of(live).count();
        }
        for (int k = g; k < n; k++) {
            int[] at = locals.get(k - g);
            TileBlock b = blocks.get(at[0]).get(at[1]);
            size[k] = b.size();
            span[k] = b.live().count();
        }
        int[] sequence = order.sequence(size, span, seed, -1);
        TileMemoryMap[] maps = new TileMemoryMap[tiles];
        long[][] offsets = new long[tiles][];
        for (int t = 0; t < tiles; t++) {
            maps[t] = new TileMemoryMap(p.machine().bankBytes(), p.always());
            offsets[t] = new long[blocks.get(t).size()];
        }
        for (int k = 0; k < n; k++) {
            if (k % POLL_EVERY == POLL_EVERY - 1 && budget.exhausted()) {
                return null;
            }
            int item = sequence[k];
            if (item < g) {
                int[] group = groups.get(item);
                TileBlock[] members = new TileBlock[group.length];
                for (int i = 0; i < group.length; i++) {
                    members[i] = TileBlocks.variableBlock(p, group[i]);
                }
                long at = GroupPlacement.commonStart(members, maps, EqualAddressGroups.alignment(p, group));
                for (int i = 0; i < group.length; i++) {
                    maps[members[i].tile()].place(members[i], at);
                    groupOffsets[group[i]] = at;
                }
            } else {
                int[] where = locals.get(item - g);
                TileBlock b = blocks.get(where[0]).get(where[1]);
                long at = maps[where[0]].firstFit(b);
                maps[where[0]].place(b, at);
                offsets[where[0]][where[1]] = at;
            }
        }
        for (int t = 0; t < tiles; t++) {
            List<TileBlock> bs = blocks.get(t);
            for (int i = 0; i < bs.size(); i++) {
                TileBlock b = bs.get(i);
                if (b.kind() == BlockKind.VARIABLE && grouped[b.owner()]) {
                    offsets[t][i] = groupOffsets[b.owner()];
                }
            }
        }
        return offsets;
    }
}
