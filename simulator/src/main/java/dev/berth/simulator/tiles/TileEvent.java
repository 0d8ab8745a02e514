package dev.berth.simulator.tiles;

/**
 * One thing a tile does in a superstep, with the address it works at (the layout's, fixed at compile time).
 * Within a step events run in type order, which is phase order: the exchange reads what it sends and the
 * exchange code, then writes what it receives; the compute phase writes the variables that become live,
 * then reads (variables at their last live step, copies, pointers).
 *
 * @param owner   the variable (WRITE, READ) or structure index
 * @param at      where the block sits on this tile: the variable, the copy (FOLLOW: the copy holding the
 *                pointer) or the exchange code
 * @param address for FOLLOW, the address the pointer holds in this tile's build of the structure (-1 when
 *                the build has none)
 * @param target  for FOLLOW, the variable of this tile the pointer must reach
 * @param which   for FOLLOW, 2 × the pointer's index in its structure, + 1 for a vector list's base
 */
record TileEvent(int step, int type, int owner, long at, long address, int target, int which) {
    /** The master reads its copy of a shared structure to send it. */
    static final int SEND_COPY = 0;
    /** The master runs its send code: reads it. */
    static final int SEND_CODE = 1;
    /** A receiver runs its receive code: reads it. */
    static final int RECEIVE_CODE = 2;
    /** A receiver stores the copy it receives. */
    static final int RECEIVE = 3;
    /** A variable becomes live: it is written. */
    static final int WRITE = 4;
    /** A variable's last live step: it is read back. */
    static final int READ = 5;
    /** A vertex reads its copy of a structure. */
    static final int COPY_READ = 6;
    /** A vertex follows a pointer of its copy to this tile's own target. */
    static final int FOLLOW = 7;

    static TileEvent of(int step, int type, int owner, long at) {
        return new TileEvent(step, type, owner, at, -1, -1, -1);
    }

    TileViolation.Phase machinePhase() {
        return type <= RECEIVE ? TileViolation.Phase.EXCHANGE : TileViolation.Phase.COMPUTE;
    }
}
