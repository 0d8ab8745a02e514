package dev.berth.solvers.channels.timefold;

/** The neighbourhoods of {@link PlacementMoves}, chosen by the {@code timefold.moves} parameter. */
enum PlacementMoveKind {
    /** A buffer to 0, to the end of another buffer, or to just below another's start: next to it, not over it. */
    ABUT,
    /** Two buffers trade offsets (each clamped into its own range). */
    SWAP,
    /** A buffer to any offset of its grid, for what abutting cannot reach. */
    SCATTER
}
