package dev.berth.solvers.sync.timefold;

import java.util.Arrays;
import java.util.List;

/**
 * The fixed facts the score and the moves share through {@link IdSolution}: each slot's class, its
 * conflicting slots, each class's ids, the slots that may move, the enabled move kinds; and counters for
 * the stats. Nothing here changes with the mapping: Timefold clones solutions and may score several of them
 * (its assert modes do), so running counts live with each score calculator ({@link IdCounts}) and each
 * step's moves ({@link IdMoves}) instead.
 */
final class IdFacts {
    final int[] classOf;
    final int[][] neighbours;
    final int[][] classIds;
    /** Slots that may move, per class and all together. */
    final int[][] movableByClass;
    final int[] movable;
    final List<IdMoveKind> kinds;
    /** Steps begun and moves handed out, for the stats. */
    long steps;
    long moves;

    IdFacts(int[] classOf, int[][] neighbours, int[][] classIds, int[][] movableByClass, List<IdMoveKind> kinds) {
        this.classOf = classOf;
        this.neighbours = neighbours;
        this.classIds = classIds;
        this.movableByClass = movableByClass;
        this.movable = Arrays.stream(movableByClass).flatMapToInt(Arrays::stream).sorted().toArray();
        this.kinds = List.copyOf(kinds);
    }

    /** Position of {@code id} among the ids of the slot's class. */
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

    /** Whether any slot can take another id. */
    boolean canMove() {
        for (int c = 0; c < classIds.length; c++) {
            if (movableByClass[c].length > 0 && classIds[c].length > 1) {
                return true;
            }
        }
        return false;
    }
}
