package dev.berth.solvers.sync.choco;

import dev.berth.model.Budget;

import java.util.Arrays;

/**
 * Every pair of kept resources that may not share a physical id, as neighbour lists: same class and
 * either different arrival counts or neither hands over to the other. Built once, in time quadratic in the
 * largest class, and refused above {@link #MAX_PAIRS} so that memory stays bounded.
 */
public final class ConflictGraph {
    /** Conflict pairs kept in memory at most (two ints each in the neighbour lists). */
    public static final long MAX_PAIRS = 5_000_000;

    private final int[][] neighbours;
    private final long pairs;

    private ConflictGraph(int[][] neighbours, long pairs) {
        this.neighbours = neighbours;
        this.pairs = pairs;
    }

    /** @throws SyncModelNotBuilt when the budget runs out or the pairs pass {@link #MAX_PAIRS} */
    public static ConflictGraph of(PreparedProgram prep, Budget budget) {
        int n = prep.problem().size();
        int[][] neighbours = new int[n][];
        int[] degree = new int[n];
        for (int r = 0; r < n; r++) {
            neighbours[r] = prep.removed(r) ? null : new int[4];
        }
        long pairs = 0;
        for (int c = 0; c < prep.classCount(); c++) {
            int[] m = prep.members(c);
            for (int i = 0; i < m.length; i++) {
                if (budget.exhausted()) {
                    throw SyncModelNotBuilt.timeUp("building the conflict graph (" + pairs + " pairs so far)");
                }
                for (int j = i + 1; j < m.length; j++) {
                    // members are sorted by producer position: only m[i] can hand over to m[j]
                    if (!prep.order().precedes(m[i], m[j])) {
                        add(neighbours, degree, m[i], m[j]);
                        add(neighbours, degree, m[j], m[i]);
                        if (++pairs > MAX_PAIRS) {
                            throw SyncModelNotBuilt.tooLarge("more than " + MAX_PAIRS
                                    + " pairs of resources may not share a physical id");
                        }
                    }
                }
            }
        }
        for (int r = 0; r < n; r++) {
            if (neighbours[r] != null) {
                neighbours[r] = Arrays.copyOf(neighbours[r], degree[r]);
            }
        }
        return new ConflictGraph(neighbours, pairs);
    }

    private static void add(int[][] neighbours, int[] degree, int r, int s) {
        if (degree[r] == neighbours[r].length) {
            neighbours[r] = Arrays.copyOf(neighbours[r], 2 * degree[r]);
        }
        neighbours[r][degree[r]++] = s;
    }

    /** The kept resources that may not share a physical id with kept resource r, ascending by rank. */
    public int[] neighbours(int r) {
        return neighbours[r];
    }

    public long pairs() {
        return pairs;
    }
}
