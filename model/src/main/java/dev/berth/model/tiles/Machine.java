package dev.berth.model.tiles;

/**
 * A multi-tile chip: every tile has its own memory of {@code bytesPerTile} bytes split into banks of
 * {@code bankBytes}; tiles talk over a time-deterministic exchange that moves {@code exchangeBytesPerCycle}
 * bytes per cycle per tile (IPU: 1472 × 638,976 B, 16 KiB banks, about 4 B/cycle).
 */
public record Machine(int tiles, long bytesPerTile, long bankBytes, long exchangeBytesPerCycle) {
    public Machine {
        if (tiles < 1 || bytesPerTile < 1 || bankBytes < 1 || exchangeBytesPerCycle < 1) {
            throw new IllegalArgumentException("machine fields must be positive");
        }
    }

    /** The bank holding byte {@code address}. */
    public long bank(long address) {
        return address / bankBytes;
    }
}
