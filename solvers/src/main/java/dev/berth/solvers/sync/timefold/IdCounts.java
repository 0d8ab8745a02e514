package dev.berth.solvers.sync.timefold;

import java.util.Arrays;
import java.util.List;

/**
 * The running counts of one mapping: each slot's id position and conflicts, the holders of every id, the
 * conflicting pairs, the ids used and the sum of squared holder counts — updated slot by slot in one pass
 * over the slot's conflicting slots.
 */
final class IdCounts {
    private final IdFacts f;
    final int[] position;
    final int[] conflicts;
    final int[][] holders;
    long conflictPairs;
    long used;
    long squares;

    IdCounts(IdFacts facts) {
        this.f = facts;
        int n = facts.classOf.length;
        this.position = new int[n];
        this.conflicts = new int[n];
        this.holders = new int[facts.classIds.length][];
        for (int c = 0; c < holders.length; c++) {
            holders[c] = new int[facts.classIds[c].length];
        }
    }

    void reset(List<IdSlot> slots) {
        for (int[] h : holders) {
            Arrays.fill(h, 0);
        }
        Arrays.fill(conflicts, 0);
        Arrays.fill(position, -1);
        conflictPairs = 0;
        used = 0;
        squares = 0;
        for (IdSlot s : slots) {
            place(s.getIndex(), s.getId());
        }
    }

    /** Slot leaves its id. */
    void lift(int slot) {
        int p = position[slot];
        for (int t : f.neighbours[slot]) {
            if (position[t] == p) {
                conflicts[t]--;
                conflicts[slot]--;
                conflictPairs--;
            }
        }
        int[] h = holders[f.classOf[slot]];
        squares -= 2L * h[p] - 1;
        if (--h[p] == 0) {
            used--;
        }
        position[slot] = -1;
    }

    /** Slot takes {@code id}. */
    void place(int slot, int id) {
        int p = f.positionOf(slot, id);
        position[slot] = p;
        for (int t : f.neighbours[slot]) {
            if (position[t] == p) {
                conflicts[t]++;
                conflicts[slot]++;
                conflictPairs++;
            }
        }
        int[] h = holders[f.classOf[slot]];
        if (h[p]++ == 0) {
            used++;
        }
        squares += 2L * h[p] - 1;
    }
}
