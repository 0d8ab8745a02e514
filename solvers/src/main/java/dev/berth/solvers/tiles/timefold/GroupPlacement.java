package dev.berth.solvers.tiles.timefold;

import dev.berth.algorithms.tiles.TileMemoryMap;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * First fit of one equal-address group across all its tiles: the lowest address, a multiple of the lcm of
 * its members' alignments, at which no member overlaps (or, banked, shares a bank with) a grouped variable
 * of its tile it is live with. Only grouped variables count: every other block is decoded around the groups.
 */
final class GroupPlacement {
    /** Where grouped variables sit while a group is placed. */
    interface Addresses {
        /** The address of {@code v}, or -1 when it is not at a fixed address. */
        long of(int v);
    }

    private final SearchFacts facts;
    private final TileProblem problem;

    GroupPlacement(SearchFacts facts) {
        this.facts = facts;
        this.problem = facts.problem;
    }

    /**
     * The lowest fitting address at or above {@code from} for {@code group} (ascending), or -1 when a member
     * would end above the tile's memory.
     */
    long place(int[] group, Addresses fixed, long from) {
        return place(group, fixed, from, true);
    }

    /** As {@link #place(int[], Addresses, long)}; without {@code withinCapacity} the address may end above it. */
    long place(int[] group, Addresses fixed, long from, boolean withinCapacity) {
        List<long[]> forbidden = new ArrayList<>();
        if (from > 0) {
            forbidden.add(new long[] {0, from});
        }
        Integer[] byTile = Arrays.stream(group).boxed().toArray(Integer[]::new);
        Arrays.sort(byTile, (a, b) -> Integer.compare(problem.variable(a).tile(), problem.variable(b).tile()));
        long largest = 0;
        for (int i = 0; i < byTile.length; ) {
            int tile = problem.variable(byTile[i]).tile();
            TileMemoryMap map = new TileMemoryMap(problem.machine().bankBytes());
            for (int w : facts.sets.anchorableOn(tile)) {
                long at = Arrays.binarySearch(group, w) >= 0 ? -1 : fixed.of(w);
                if (at >= 0) {
                    map.place(facts.variableBlocks[w], at);
                }
            }
            for (; i < byTile.length && problem.variable(byTile[i]).tile() == tile; i++) {
                TileBlock b = facts.variableBlocks[byTile[i]];
                map.forbiddenStarts(b, forbidden);
                largest = Math.max(largest, b.size());
            }
        }
        long at = TileMemoryMap.lowestStart(forbidden, EqualAddressGroups.alignment(problem, group));
        return withinCapacity && at + largest > facts.capacity ? -1 : at;
    }
}
