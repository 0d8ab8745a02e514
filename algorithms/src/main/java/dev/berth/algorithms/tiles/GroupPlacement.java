package dev.berth.algorithms.tiles;

import dev.berth.model.Budget;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;

import java.util.ArrayList;
import java.util.List;

/**
 * Step s0 of the reference allocator: every equal-address group is one variable whose interference is the
 * union over its members' tiles — against everything already placed there, earlier groups included — and
 * takes the first address, aligned to the lcm of its members' alignments, that breaks no constraint on any
 * member's tile. Groups go in {@link BlockOrder} order, with a group's size the largest member's and its
 * span the steps at which some member is live.
 */
final class GroupPlacement {
    private static final int POLL_EVERY = 64;

    private GroupPlacement() {
    }

    /**
     * Places {@code groups} into {@code maps} (created on demand), writing the members' offsets to {@code
     * offsets}; false when the budget ran out first.
     */
    static boolean place(TileProblem p, List<int[]> groups, GroupOrder order, long seed, TileMemoryMap[] maps,
                         long[] offsets, Budget budget) {
        return placeInSequence(p, groups, sequence(p, groups, order, seed), maps, offsets, budget);
    }

    /** The positions of {@code groups} in {@code order}. */
    static int[] sequence(TileProblem p, List<int[]> groups, GroupOrder order, long seed) {
        int n = groups.size();
        long[] size = new long[n];
        long[] span = new long[n];
        int[] start = new int[n];
        int[] members = new int[n];
        boolean[] always = new boolean[n];
        long[] load = new long[n];
        TileLowerBound bound = order == GroupOrder.LOAD ? TileLowerBound.of(p) : null;
        for (int g = 0; g < n; g++) {
            List<int[]> live = new ArrayList<>();
            for (int v : groups.get(g)) {
                TileVariable x = p.variable(v);
                size[g] = Math.max(size[g], x.size());
                live.addAll(x.live().toList());
            }
            Steps union = Steps.of(live);
            span[g] = union.count();
            start[g] = union.isEmpty() ? 0 : union.first();
            members[g] = groups.get(g).length;
            always[g] = union.equals(p.always());
            if (bound != null) {
                for (int v : groups.get(g)) {
                    load[g] = Math.max(load[g], bound.of(p.variable(v).tile()));
                }
            }
        }
        return order.sequence(size, span, start, members, always, load, seed);
    }

    /** Places the groups at positions {@code sequence}, in that order, each at its {@link #commonStart}. */
    static boolean placeInSequence(TileProblem p, List<int[]> groups, int[] sequence, TileMemoryMap[] maps,
                                   long[] offsets, Budget budget) {
        int n = sequence.length;
        for (int k = 0; k < n; k++) {
            if (k % POLL_EVERY == POLL_EVERY - 1 && budget.exhausted()) {
                return false;
            }
            int[] group = groups.get(sequence[k]);
            TileBlock[] blocks = new TileBlock[group.length];
            for (int i = 0; i < group.length; i++) {
                blocks[i] = TileBlocks.variableBlock(p, group[i]);
                if (maps[blocks[i].tile()] == null) {
                    maps[blocks[i].tile()] = new TileMemoryMap(p.machine().bankBytes(), p.always());
                }
            }
            long at = commonStart(blocks, maps, EqualAddressGroups.alignment(p, group));
            for (int i = 0; i < group.length; i++) {
                maps[blocks[i].tile()].place(blocks[i], at);
                offsets[group[i]] = at;
            }
        }
        return true;
    }

    /**
     * The lowest aligned start every member may take on its tile: each tile's lowest start from the
     * current candidate, repeated until a full round moves nothing. The candidate never passes the answer
     * (each tile's step goes to the lowest start that tile allows), so the fixpoint is the first fit.
     */
    static long commonStart(TileBlock[] blocks, TileMemoryMap[] maps, long alignment) {
        long at = 0;
        int stable = 0;
        for (int i = 0; stable < blocks.length; i = (i + 1) % blocks.length) {
            long next = maps[blocks[i].tile()].lowestFrom(blocks[i], at, alignment);
            if (next != at) {
                at = next;
                stable = 1;
            } else {
                stable++;
            }
        }
        return at;
    }
}
