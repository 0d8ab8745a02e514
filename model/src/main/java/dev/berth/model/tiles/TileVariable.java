package dev.berth.model.tiles;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

/**
 * A variable of one tile's program. Two variables of a tile that are live at a common step interfere and may
 * not overlap in memory; if both are {@code banked} they may not even share a bank. On its own it checks its
 * numbers; whether its tile and steps exist is {@link TileProblem}'s to check.
 */
public record TileVariable(String id, int tile, long size, long alignment, Steps live, boolean banked) {
    public TileVariable {
        if (id == null) {
            throw new InputException("variables", "missing field 'id'");
        }
        String where = "variables[id=" + Numbers.abbreviate(id) + "]";
        Numbers.inRange(where + ".tile", tile, 0);
        Numbers.inRange(where + ".size", size, 0);
        Numbers.inRange(where + ".alignment", alignment, 1);
        if (live == null) {
            throw new InputException(where, "missing field 'live'");
        }
    }

}
