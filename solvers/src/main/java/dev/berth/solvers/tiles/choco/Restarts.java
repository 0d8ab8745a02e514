package dev.berth.solvers.tiles.choco;

/**
 * How a tile's search restarts: after a Luby sequence of {@code failBase} x (1, 1, 2, 1, 1, 2, 4, ...) fails,
 * its dives breaking ties by a generator seeded from {@code seed} and the tile; {@code failBase} 0 = one
 * dive, never restarted.
 */
record Restarts(long failBase, long seed) {
    static final Restarts NONE = new Restarts(0, 0);
}
