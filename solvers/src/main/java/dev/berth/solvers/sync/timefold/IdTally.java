package dev.berth.solvers.sync.timefold;

import java.util.Arrays;
import java.util.List;

/**
 * What the score and the moves share. Fixed: each slot's class, its conflicting slots, each class's ids.
 * Running, kept by {@link IdScoreCalculator} alone as slots change: each slot's id position and conflicts,
 * the holders of every id, the conflicting pairs, the ids used and the sum of squared holder counts. The
 * moves (of the enabled kinds) only read it, while Timefold's working solution is at a step's state.
 */
final class IdTally {
    final int[] classOf;
    final int[][] neighbours;
    final int[][] classIds;
    /** Slots that may move, per class and all together. */
    final int[][] movableByClass;
    final int[] movable;
    final List<IdMoveKind> kinds;

    final int[] position;
    final int[] conflicts;
    final int[][] holders;
    long conflictPairs;
    long used;
    long squares;
    /** Steps begun and moves handed out, for the stats. */
    long steps;
    long moves;

    IdTally(int[] classOf, int[][] neighbours, int[][] classIds, int[][] movableByClass, List<IdMoveKind> kinds) {
        this.kinds = List.copyOf(kinds);
        this.classOf = classOf;
        this.neighbours = neighbours;
        this.classIds = classIds;
        this.movableByClass = movableByClass;
        this.movable = Arrays.stream(movableByClass).flatMapToInt(Arrays::stream).sorted().toArray();
        this.position = new int[classOf.length];
        this.conflicts = new int[classOf.length];
        this.holders = new int[classIds.length][];
        for (int c = 0; c < classIds.length; c++) {
            holders[c] = new int[classIds[c].length];
        }
    }

    /** Position of {@code id} among its class's ids. */
    int positionOf(int slot, int id) {
        int k = Arrays.binarySearch(classIds[classOf[slot]], id);
        if (k < 0) {
            throw new IllegalArgumentException("id " + id + " is not in the range of slot " + slot);
        }
        return k;
    }

    int idAt(int slot, int pos) {
        return classIds[classOf[slot]][pos];
    }

    void reset(List<IdSlot> slots) {
        for (int[] h : holders) {
            Arrays.fill(h, 0);
        }
        Arrays.fill(conflicts, 0);
        conflictPairs = 0;
        used = 0;
        squares = 0;
        Arrays.fill(position, -1);
        for (IdSlot s : slots) {
            place(s.getIndex(), s.getId());
        }
    }

    /** Slot leaves its id. */
    void lift(int slot) {
        int p = position[slot];
        for (int t : neighbours[slot]) {
            if (position[t] == p) {
                conflicts[t]--;
                conflicts[slot]--;
                conflictPairs--;
            }
        }
        int[] h = holders[classOf[slot]];
        squares -= 2L * h[p] - 1;
        if (--h[p] == 0) {
            used--;
        }
        position[slot] = -1;
    }

    /** Slot takes {@code id}. */
    void place(int slot, int id) {
        int p = positionOf(slot, id);
        position[slot] = p;
        for (int t : neighbours[slot]) {
            if (position[t] == p) {
                conflicts[t]++;
                conflicts[slot]++;
                conflictPairs++;
            }
        }
        int[] h = holders[classOf[slot]];
        if (h[p]++ == 0) {
            used++;
        }
        squares += 2L * h[p] - 1;
    }
}
