package dev.berth.model.check.tiles;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileProblem;

/**
 * One contiguous range a tile must hold, with the offset the layout gives it ({@code -1} when it gives none).
 * The checker's own notion, kept apart from the strategies' blocks so that a mistake in theirs is not
 * repeated here. {@code owner} is a variable index for VARIABLE, a structure index otherwise.
 */
record Piece(BlockKind kind, int tile, int owner, long size, long alignment, Steps live, boolean banked, long offset) {

    /** One past the last byte; only meaningful once the offset is known to be in range. */
    long end() {
        return offset + size;
    }

    String describe(TileProblem p) {
        return switch (kind) {
            case VARIABLE -> "variable " + p.variable(owner).id() + " (tile " + tile + ")";
            case COPY -> "copy of " + p.structure(owner).id() + " on tile " + tile;
            case SEND_CODE -> "send code of " + p.structure(owner).id() + " on tile " + tile;
            case RECEIVE_CODE -> "receive code of " + p.structure(owner).id() + " on tile " + tile;
        };
    }
}
