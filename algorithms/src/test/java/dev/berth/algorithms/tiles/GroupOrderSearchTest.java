package dev.berth.algorithms.tiles;

import dev.berth.model.Budget;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GroupOrderSearchTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void theImprovedOrderIsAPermutationAndNeverScoresWorse(long seed) {
        TileProblem p = consistent(seed);
        List<int[]> groups = EqualAddressGroups.of(p, null).groups();
        int[] start = GroupPlacement.sequence(p, groups, GroupOrder.SIZE, seed);
        long[] above = new long[p.tiles()];
        int[] better = GroupOrderSearch.improve(p, groups, start, above, 60, seed, Budget.unlimited());
        int[] sorted = better.clone();
        Arrays.sort(sorted);
        int[] all = new int[groups.size()];
        Arrays.setAll(all, i -> i);
        assertArrayEquals(all, sorted);
        long[] before = groupPeaks(p, groups, start);
        long[] after = groupPeaks(p, groups, better);
        assertTrue(after[0] < before[0] || after[0] == before[0] && after[1] <= before[1],
                Arrays.toString(before) + " -> " + Arrays.toString(after));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void noIterationsKeepTheStartingOrder(long seed) {
        TileProblem p = consistent(seed);
        List<int[]> groups = EqualAddressGroups.of(p, null).groups();
        int[] start = GroupPlacement.sequence(p, groups, GroupOrder.SIZE, seed);
        assertArrayEquals(start, GroupOrderSearch.improve(p, groups, start, new long[p.tiles()], 0, seed,
                Budget.unlimited()));
    }

    /** The first program from this seed on whose input sets are consistent, with several groups. */
    private static TileProblem consistent(long seed) {
        for (long s = seed * 1000; ; s++) {
            TileProblem p = TileExamples.random(s, 8, 30, 8, 0);
            EqualAddressGroups g = EqualAddressGroups.of(p, null);
            if (g.consistent() && g.groups().size() >= 3) {
                return p;
            }
        }
    }

    /** {largest peak, sum of peaks} of the groups alone placed in {@code sequence}. */
    private static long[] groupPeaks(TileProblem p, List<int[]> groups, int[] sequence) {
        TileMemoryMap[] maps = new TileMemoryMap[p.tiles()];
        GroupPlacement.placeInSequence(p, groups, sequence, maps, new long[p.variableCount()], Budget.unlimited());
        long max = 0;
        long sum = 0;
        for (TileMemoryMap m : maps) {
            if (m != null) {
                max = Math.max(max, m.peak());
                sum += m.peak();
            }
        }
        return new long[] {max, sum};
    }
}
