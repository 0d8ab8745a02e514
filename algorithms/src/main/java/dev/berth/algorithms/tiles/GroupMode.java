package dev.berth.algorithms.tiles;

/**
 * What step s0 places the equal-address groups against: {@link GroupSearchTileAllocator}'s parameter
 * {@code groups}; the reference always runs {@link #FIRST_FIT}, the published step.
 */
enum GroupMode {
    /** The published procedure: each group at the lowest address free on all its tiles, against earlier groups. */
    FIRST_FIT,
    /**
     * Each tile first reserves, from address 0, the room its own always-live blocks (ungrouped variables,
     * replicas, exchange code) take when packed alone; groups go above that on every member tile, and the
     * tile pass puts those always-live blocks first, back into the room kept for them.
     */
    RESERVE,
    /**
     * Groups and every tile's other blocks in one pass, in the {@code order} parameter's order over all of
     * them ({@link InterleavedPlacement}); {@code classes} and {@code group-order} do not apply.
     */
    INTERLEAVED,
    /**
     * First fit as published, but in a group order improved by {@link GroupOrderSearch} for {@code
     * group-iterations} moves (half the remaining time at most), starting from {@code group-order}; with
     * {@code group-score=stacked} a tile's score adds its other blocks' busiest step.
     */
    SEARCH
}
