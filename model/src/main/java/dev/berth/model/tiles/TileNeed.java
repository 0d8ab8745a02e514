package dev.berth.model.tiles;

import dev.berth.model.Certificate;

/**
 * Tile {@code tile} needs at least {@code bytes} at step {@code step} whatever is shared: its live
 * variables, for each structure it uses the cheaper of a replica and receiving it, and the bank rule. So
 * the largest tile peaks at least there, and a tile memory smaller than that fits nothing.
 */
public record TileNeed(int tile, int step, long bytes) implements Certificate {
    @Override
    public String describe() {
        return "tile " + tile + " needs at least " + bytes + " bytes at step " + step
                + " (its live variables, the structures it uses and the bank rule)";
    }
}
