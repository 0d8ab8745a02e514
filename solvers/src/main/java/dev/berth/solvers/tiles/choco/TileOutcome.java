package dev.berth.solvers.tiles.choco;

/**
 * What the search did for one tile.
 *
 * @param offsets  a better layout of the tile's blocks (bytes, in the tile's block order; -1 for the empty
 *                 blocks the model leaves out, which keep the start's offsets), or null if none was found
 * @param peak     the peak of {@code offsets}, in bytes; the start's peak when none was found
 * @param complete the search ended by itself: the peak (found or the start's) is the tile's least given
 *                 the fixed blocks
 * @param nodes    search nodes spent
 * @param skipped  why the tile got no model (too large, out of time), or null
 */
record TileOutcome(int tile, long[] offsets, long peak, boolean complete, long nodes, String skipped) {
    static TileOutcome notModelled(int tile, long startPeak, String reason) {
        return new TileOutcome(tile, null, startPeak, false, 0, reason);
    }

    boolean improved() {
        return offsets != null;
    }
}
