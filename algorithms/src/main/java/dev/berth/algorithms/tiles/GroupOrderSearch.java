package dev.berth.algorithms.tiles;

import dev.berth.model.Budget;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * {@link GroupMode#SEARCH}: a hill climb over the order in which step s0 places the equal-address groups,
 * scored on the tiles holding groups by the largest peak the groups reach there, then the sum of
 * those peaks — a tile's peak raised, optionally, by what its other blocks need at their busiest step, as
 * if they went on top (an upper estimate of its final peak, which steers the groups off crowded tiles). A group spanning many tiles sits above whatever blocks it on its fullest member tile, and that
 * height is paid on all its tiles; so each move takes the group ending highest on the worst tile (or, half
 * the time, another group of that tile) and places it earlier: just before a group that blocks it on one of
 * its tiles (ends within a bank below its address there, live at a common step), or, one time in three, at
 * a random earlier position. A move is kept when the score does not get worse. Every evaluation is a full
 * first fit of the groups ({@link GroupPlacement#placeInSequence}), so every order tried is valid.
 */
final class GroupOrderSearch {
    private GroupOrderSearch() {
    }

    /**
     * The best order found from {@code start} in {@code iterations} moves or until the budget runs out;
     * a tile's peak is scored as its groups' peak plus {@code above[tile]} (zeros: the groups alone).
     */
    static int[] improve(TileProblem p, List<int[]> groups, int[] start, long[] above, int iterations, long seed,
                         Budget budget) {
        int n = groups.size();
        if (n < 2 || iterations <= 0) {
            return start;
        }
        int[] groupOf = new int[p.variableCount()];
        Arrays.fill(groupOf, -1);
        for (int g = 0; g < n; g++) {
            for (int v : groups.get(g)) {
                groupOf[v] = g;
            }
        }
        int[][] groupedOn = new int[p.tiles()][];
        for (int t = 0; t < p.tiles(); t++) {
            groupedOn[t] = Arrays.stream(p.variablesOf(t)).filter(v -> groupOf[v] >= 0).toArray();
        }
        long slack = p.machine().bankBytes();
        SplittableRandom random = new SplittableRandom(seed);
        int[] sequence = start.clone();
        long[] offsets = new long[p.variableCount()];
        long[] score = score(p, groups, sequence, above, offsets, budget);
        if (score == null) {
            return start;
        }
        long[] trialOffsets = new long[p.variableCount()];
        int[] position = new int[n];
        for (int it = 0; it < iterations && !budget.exhausted(); it++) {
            int worst = (int) score[2];
            int group = -1;
            long end = -1;
            for (int v : groupedOn[worst]) {
                long e = offsets[v] + p.variable(v).size();
                if (e > end) {
                    end = e;
                    group = groupOf[v];
                }
            }
            if (group < 0) {
                break;
            }
            if (random.nextBoolean()) {
                group = groupOf[groupedOn[worst][random.nextInt(groupedOn[worst].length)]];
            }
            for (int k = 0; k < n; k++) {
                position[sequence[k]] = k;
            }
            int at = position[group];
            if (at == 0) {
                continue;
            }
            int to = random.nextInt(at);
            if (random.nextInt(3) > 0) {
                int blocker = blocker(p, groups.get(group), groupOf, groupedOn, offsets, position, at, slack,
                        random);
                if (blocker >= 0) {
                    to = blocker;
                }
            }
            int[] candidate = sequence.clone();
            System.arraycopy(candidate, to, candidate, to + 1, at - to);
            candidate[to] = group;
            long[] s = score(p, groups, candidate, above, trialOffsets, budget);
            if (s == null) {
                break;
            }
            if (s[0] < score[0] || s[0] == score[0] && s[1] <= score[1]) {
                sequence = candidate;
                score = s;
                long[] swap = offsets;
                offsets = trialOffsets;
                trialOffsets = swap;
            }
        }
        return sequence;
    }

    /**
     * The position of a random group placed before {@code at} that blocks {@code members} on one of their
     * tiles: interferes with the member there and ends at most {@code slack} below the member's address.
     */
    private static int blocker(TileProblem p, int[] members, int[] groupOf, int[][] groupedOn, long[] offsets,
                               int[] position, int at, long slack, SplittableRandom random) {
        List<Integer> found = new ArrayList<>();
        for (int v : members) {
            TileVariable x = p.variable(v);
            long a = offsets[v];
            for (int u : groupedOn[x.tile()]) {
                int h = groupOf[u];
                if (h == groupOf[v] || position[h] >= at || offsets[u] >= a) {
                    continue;
                }
                TileVariable y = p.variable(u);
                if (offsets[u] + y.size() + slack >= a && y.live().intersects(x.live())) {
                    found.add(position[h]);
                }
            }
        }
        return found.isEmpty() ? -1 : found.get(random.nextInt(found.size()));
    }

    /** {largest scored peak, sum of scored peaks, worst tile} over the tiles holding groups. */
    private static long[] score(TileProblem p, List<int[]> groups, int[] sequence, long[] above, long[] offsets,
                                Budget budget) {
        TileMemoryMap[] maps = new TileMemoryMap[p.tiles()];
        if (!GroupPlacement.placeInSequence(p, groups, sequence, maps, offsets, budget)) {
            return null;
        }
        long max = -1;
        long sum = 0;
        int worst = 0;
        for (int t = 0; t < maps.length; t++) {
            if (maps[t] != null) {
                long peak = maps[t].peak() + above[t];
                sum += peak;
                if (peak > max) {
                    max = peak;
                    worst = t;
                }
            }
        }
        return new long[] {max, sum, worst};
    }
}
