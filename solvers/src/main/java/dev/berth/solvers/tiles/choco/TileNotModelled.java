package dev.berth.solvers.tiles.choco;

/**
 * Thrown when a tile gets no model — too many interfering pairs, addresses past Choco's 32-bit domains, or
 * the budget ran out while building — so the tile keeps the start's layout; the message says why.
 */
final class TileNotModelled extends RuntimeException {
    TileNotModelled(String reason) {
        super(reason, null, false, false);
    }
}
