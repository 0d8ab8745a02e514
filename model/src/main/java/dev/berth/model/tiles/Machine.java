package dev.berth.model.tiles;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

/**
 * A multi-tile chip: every tile has its own memory of {@code bytesPerTile} bytes split into banks of
 * {@code bankBytes}; tiles talk over a time-deterministic exchange that moves {@code exchangeBytesPerCycle}
 * bytes per cycle per tile (IPU: 1472 × 638,976 B, 16 KiB banks, about 4 B/cycle).
 */
public record Machine(int tiles, long bytesPerTile, long bankBytes, long exchangeBytesPerCycle) {
    /** {@link TileLimits#MAX_TILES}. */
    public static final int MAX_TILES = TileLimits.MAX_TILES;

    public Machine {
        checkTiles("machine.tiles", tiles);
        positive("machine.bytesPerTile", bytesPerTile);
        positive("machine.bankBytes", bankBytes);
        positive("machine.exchangeBytesPerCycle", exchangeBytesPerCycle);
    }

    /** Refuses a tile count outside [1, {@link #MAX_TILES}]; a long so a reader can check before narrowing. */
    public static void checkTiles(String where, long tiles) {
        positive(where, tiles);
        TileLimits.check(where, "tiles", tiles, MAX_TILES, "tiles.tiles");
    }

    /** The bank holding byte {@code address}. */
    public long bank(long address) {
        return address / bankBytes;
    }

    /** The reader's range for a whole number with minimum 1, in its words. */
    private static void positive(String where, long v) {
        if (v < 1) {
            throw new InputException(where, "must be at least 1, got " + v);
        }
        if (v > Numbers.MAX_VALUE) {
            throw new InputException(where, "value " + v + " is too large (at most " + Numbers.MAX_VALUE + ")");
        }
    }
}
