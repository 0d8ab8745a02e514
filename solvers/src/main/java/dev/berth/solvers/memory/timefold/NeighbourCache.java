package dev.berth.solvers.memory.timefold;

import java.util.Arrays;

/**
 * The neighbour lists ({@link Interference#neighbours}) asked for lately, by slot in a direct-mapped table:
 * one move asks for the same few slots many times (to pick, to place, to score, to undo), and finding them
 * costs as much as scoring them. Not thread-safe: the solver thread, which runs the moves and the score,
 * uses it.
 */
final class NeighbourCache {
    private static final int ENTRIES = 512;

    private final Interference interference;
    private final int[] slots = new int[ENTRIES];
    private final int[][] lists = new int[ENTRIES][];

    NeighbourCache(Interference interference) {
        this.interference = interference;
        Arrays.fill(slots, -1);
    }

    int[] of(int slot) {
        int k = slot & (ENTRIES - 1);
        if (slots[k] != slot) {
            lists[k] = interference.neighbours(slot);
            slots[k] = slot;
        }
        return lists[k];
    }
}
