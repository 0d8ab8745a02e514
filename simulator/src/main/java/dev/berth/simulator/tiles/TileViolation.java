package dev.berth.simulator.tiles;

/**
 * One thing the simulated tile machine saw go wrong.
 *
 * @param kind     what rule was broken
 * @param tile     the tile where it happened; -1 for a layout that could not be run at all or a plan that
 *                 concerns no one tile
 * @param step     the superstep; -1 for problems found before running (missing offsets, illegal plans)
 * @param phase    when within the superstep
 * @param expected what the tile expected to find or to write over nothing live; null when not a memory access
 * @param found    what it found instead, with the address range; null when not a memory access
 * @param message  one line naming tile, step, expected and found
 */
public record TileViolation(Kind kind, int tile, int step, Phase phase, String expected, String found, String message) {

    public enum Kind {
        /** The layout has the wrong number of variable offsets or structure entries: nothing was run. */
        LAYOUT_SHAPE,
        /** A shared structure that is not shareable, or whose master tile is not on the machine. */
        ILLEGAL_PLAN,
        /** A block the decisions put on a tile (variable, copy, exchange code) has no offset there. */
        MISSING_OFFSET,
        /** A block reaches past the tile's bytesPerTile. */
        OVER_CAPACITY,
        /** A write landed on bytes that a block still live at that step holds. */
        OVERWRITE,
        /** A tile read back one of its own blocks (variable, copy, exchange code) and found other bytes. */
        LOST_DATA,
        /** A pointer of a structure led to something else than this tile's own target variable. */
        WRONG_TARGET
    }

    public enum Phase {
        /** Before running: the layout itself. */
        LAYOUT,
        /** Program load, before the first superstep: everything baked into the tiles' binaries. */
        LOAD,
        /** The exchange phase that opens a superstep. */
        EXCHANGE,
        /** The compute phase of a superstep. */
        COMPUTE
    }
}
