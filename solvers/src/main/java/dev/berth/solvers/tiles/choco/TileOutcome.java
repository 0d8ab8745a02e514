package dev.berth.solvers.tiles.choco;

/**
 * What one pass did for one tile.
 *
 * @param offsets  a layout of the tile's blocks with a lower peak than it had (bytes, in the tile's block
 *                 order; -1 for the empty blocks, which keep their offsets), or null if none was found
 * @param peak     the peak of {@code offsets}; the peak it had when none was found
 * @param complete the peak is the tile's least given the fixed blocks (it meets the bound, or the search
 *                 ended by itself)
 * @param nodes    search nodes spent
 * @param skipped  why the tile got no model (too large for one), or null
 */
record TileOutcome(int tile, long[] offsets, long peak, boolean complete, long nodes, String skipped) {

    boolean improved() {
        return offsets != null;
    }
}
