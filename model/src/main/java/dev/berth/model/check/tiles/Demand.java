package dev.berth.model.check.tiles;

import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;

/**
 * What one tile must hold at one step under every possible sharing decision, so that no valid layout's peak
 * there is below it. Its live variables are disjoint, so their sizes add up. A structure it uses costs at
 * least the cheaper of its two ways of arriving: a replica (its size, always) or a receiver's share (its
 * receive code always, the copy during {@code use}); being its master costs a full copy, no less. Banked
 * variables live together take pairwise different banks, each at least as many as its size spans, so k
 * banks in all reach into bank k-1 and put a byte at (k-1)·bankBytes or above.
 */
final class Demand {
    private Demand() {
    }

    /** Null when the tile and step are on the problem, else why not. */
    static String outside(TileProblem p, int tile, int step) {
        if (tile < 0 || tile >= p.tiles()) {
            return "tile " + tile + " is not on the machine (" + p.tiles() + " tiles)";
        }
        if (step < 0 || step >= p.steps()) {
            return "step " + step + " is not a step of the program (0 to " + (p.steps() - 1) + ")";
        }
        return null;
    }

    static long of(TileProblem p, int tile, int step) {
        long bankBytes = p.machine().bankBytes();
        long bytes = 0;
        long banks = 0;
        for (int v : p.variablesOf(tile)) {
            TileVariable x = p.variable(v);
            if (x.live().contains(step)) {
                bytes += x.size();
                if (x.banked() && x.size() > 0) {
                    banks += (x.size() + bankBytes - 1) / bankBytes;
                }
            }
        }
        for (ReadOnlyStructure r : p.structures()) {
            if (!r.isUser(tile)) {
                continue;
            }
            long always = r.shareable() ? Math.min(r.size(), r.receiveCodeBytes()) : r.size();
            bytes += r.use().contains(step) ? Math.max(always, r.size()) : always;
        }
        return Math.max(bytes, banks > 0 ? (banks - 1) * bankBytes + 1 : 0);
    }
}
