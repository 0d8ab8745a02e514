package dev.berth.model.tiles;

/**
 * A variable of one tile's program. Two variables of a tile that are live at a common step interfere and may
 * not overlap in memory; if both are {@code banked} they may not even share a bank.
 */
public record TileVariable(String id, int tile, long size, long alignment, Steps live, boolean banked) {
    public TileVariable {
        if (size < 0 || alignment < 1) {
            throw new IllegalArgumentException("variable " + id + ": bad size/alignment");
        }
    }
}
