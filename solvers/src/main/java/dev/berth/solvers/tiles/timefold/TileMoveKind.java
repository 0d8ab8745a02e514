package dev.berth.solvers.tiles.timefold;

/** The neighbourhoods of {@link TileMoveFactory}, chosen with the parameter {@code timefold.moves}. */
enum TileMoveKind {
    /**
     * Share a replicated structure (one the largest tiles use, mostly) on a master with spare memory, and
     * place the equal-address groups its pointers form or merge by first fit across their tiles; only when
     * the groups stay consistent.
     */
    SHARE,
    /** Replicate a shared structure again: its groups split, each part keeps its address. */
    UNSHARE,
    /** Move a shared structure's master to another tile with spare memory, or to one of its users. */
    MASTER,
    /** On one of the largest tiles, give a block (often the one at the peak) an earlier or later turn. */
    RANK,
    /** Re-place an equal-address group of one of the largest tiles by first fit across its tiles. */
    GROUP
}
