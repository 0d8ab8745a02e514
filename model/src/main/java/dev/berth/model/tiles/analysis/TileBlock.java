package dev.berth.model.tiles.analysis;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileProblem;

/**
 * One contiguous piece of a tile's memory that needs an address: a variable, or what a structure decision
 * puts on the tile. {@code owner} is the variable index for VARIABLE, the structure index otherwise.
 */
public record TileBlock(BlockKind kind, int tile, int owner, long size, long alignment, Steps live, boolean banked) {

    /** Whether the two blocks must not overlap in memory (both on one tile, live at a common step). */
    public boolean interferes(TileBlock o) {
        return tile == o.tile && size > 0 && o.size > 0 && live.intersects(o.live);
    }

    public String describe(TileProblem p) {
        return switch (kind) {
            case VARIABLE -> "variable " + p.variable(owner).id();
            case COPY -> "copy of " + p.structure(owner).id() + " on tile " + tile;
            case SEND_CODE -> "send code of " + p.structure(owner).id() + " on tile " + tile;
            case RECEIVE_CODE -> "receive code of " + p.structure(owner).id() + " on tile " + tile;
        };
    }
}
