package dev.berth.model.check.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.TileProblem;
import java.util.List;

/**
 * Each piece on its own: an offset, aligned, inside the tile. Zero-size pieces are held to this too (the
 * format still gives them an address, and an equal-address set may tie them to others).
 */
final class Ranges {
    private Ranges() {
    }

    static String violation(TileProblem p, List<List<Piece>> perTile) {
        long capacity = p.machine().bytesPerTile();
        for (List<Piece> tile : perTile) {
            CurrentBudget.check("checking the pieces' ranges");
            for (Piece x : tile) {
                if (x.offset() < 0) {
                    return x.describe(p) + (x.offset() == -1 ? " has no offset" : " has a negative offset " + x.offset());
                }
                long align = Math.max(1, x.alignment());
                if (x.offset() % align != 0) {
                    return x.describe(p) + " at " + x.offset() + " is not aligned to " + align;
                }
                // Compared this way round so that a huge offset cannot overflow into a small end.
                if (x.size() > capacity || x.offset() > capacity - x.size()) {
                    return x.describe(p) + " at " + x.offset() + " (" + x.size() + " bytes) ends past the tile's "
                            + capacity + " bytes";
                }
            }
        }
        return null;
    }
}
