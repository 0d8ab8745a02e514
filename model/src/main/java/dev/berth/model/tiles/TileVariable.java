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
        if (tile < 0 || size < 0 || size > Numbers.MAX_VALUE || alignment < 1 || alignment > Numbers.MAX_VALUE
                || live == null) { // the name is cleaned up only for a message: a program has 600,000 variables
            String where = "variables[id=" + Numbers.abbreviate(id) + "]";
            Numbers.inRange(where + ".tile", tile, 0);
            Numbers.inRange(where + ".size", size, 0);
            Numbers.inRange(where + ".alignment", alignment, 1);
            throw new InputException(where, "missing field 'live'");
        }
    }

}
