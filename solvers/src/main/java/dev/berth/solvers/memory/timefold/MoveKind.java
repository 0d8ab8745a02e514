package dev.berth.solvers.memory.timefold;

/** The neighbourhoods of {@link LayoutMoveFactory}, chosen with the {@code timefold-moves} parameter. */
enum MoveKind {
    /**
     * Move a buffer to the lowest offset where it collides with nothing, or, when there is none, where it
     * holds the fewest bytes twice (min-conflicts repair).
     */
    DROP,
    /** Move a buffer to the bottom of a random free hole (possibly higher), making room elsewhere. */
    RELOCATE,
    /** Put a buffer right above or right below a neighbour, even onto others: the escape move. */
    ANCHOR,
    /** Exchange the offsets of two buffers of the same size. */
    SWAP,
    /** Put a buffer lower (at 0 or on a neighbour's top) and drop every buffer it now collides with. */
    EJECT,
    /**
     * Take a buffer and a few random neighbours out, then put them back one by one in random order, each
     * like {@link #DROP} among the ones already back: a small ruin-and-recreate.
     */
    RUIN

}
