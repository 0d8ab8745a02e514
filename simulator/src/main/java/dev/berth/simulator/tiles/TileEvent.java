package dev.berth.simulator.tiles;

import java.util.Comparator;

/**
 * One thing a tile does in a superstep. Within a step the phases run in order: the exchange reads what it
 * sends and the exchange code, then writes what it receives; the compute phase writes the variables that
 * become live, then reads (variables at their last live step, copies, pointers).
 *
 * @param owner   the variable (WRITE, READ) or structure index
 * @param pointer for FOLLOW, the pointer's index in its structure
 * @param slot    for FOLLOW, 0 for the pointer's block, 1 for a vector list's base
 */
record TileEvent(int step, int type, int owner, int pointer, int slot) {
    /** The master sends a shared structure: reads its copy and its send code. */
    static final int SEND = 0;
    /** A receiver runs its receive code: reads it. */
    static final int RECEIVE_CODE = 1;
    /** A receiver stores the copy it receives. */
    static final int RECEIVE = 2;
    /** A variable becomes live: it is written. */
    static final int WRITE = 3;
    /** A variable's last live step: it is read back. */
    static final int READ = 4;
    /** A vertex reads its copy of a structure. */
    static final int COPY_READ = 5;
    /** A vertex follows a pointer of its copy to this tile's own target. */
    static final int FOLLOW = 6;

    static final Comparator<TileEvent> ORDER =
            Comparator.comparingInt(TileEvent::step).thenComparingInt(TileEvent::phase);

    static TileEvent of(int step, int type, int owner) {
        return new TileEvent(step, type, owner, -1, -1);
    }

    int phase() {
        return switch (type) {
            case SEND, RECEIVE_CODE -> 0;
            case RECEIVE -> 1;
            case WRITE -> 2;
            default -> 3;
        };
    }

    TileViolation.Phase machinePhase() {
        return type <= RECEIVE ? TileViolation.Phase.EXCHANGE : TileViolation.Phase.COMPUTE;
    }
}
