package dev.berth.simulator.tiles;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.TileProblem;

/**
 * Whose bytes these are: a {@code kind} of block, its {@code owner} (variable or structure index) and the
 * {@code tile} that produced them. Tiles only ever write their own variables, so a variable's tile is where
 * it lives; a received copy carries its master's tile, so a read can tell whose build of a structure it found.
 */
record Tag(BlockKind kind, int owner, int tile) {

    String describe(TileProblem p, int here) {
        String from = tile == here ? "" : " of tile " + tile;
        return switch (kind) {
            case VARIABLE -> "variable " + p.variable(owner).id() + from;
            case COPY -> "copy of " + p.structure(owner).id() + from;
            case SEND_CODE -> "send code of " + p.structure(owner).id() + from;
            case RECEIVE_CODE -> "receive code of " + p.structure(owner).id() + from;
        };
    }
}
