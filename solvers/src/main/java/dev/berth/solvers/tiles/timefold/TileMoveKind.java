package dev.berth.solvers.tiles.timefold;

import dev.berth.model.InputException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The neighbourhoods of {@link TileMoveFactory}, chosen with the {@code timefold-moves} parameter. */
enum TileMoveKind {
    /**
     * Share a replicated structure (one the largest tiles use, mostly) on a master with spare memory, and
     * place the equal-address groups its pointers form or merge by first fit across their tiles; only when
     * the groups stay consistent.
     */
    SHARE,
    /** Replicate a shared structure again: its groups split, each part keeps its address. */
    UNSHARE,
    /** Move a shared structure's master to another tile with spare memory, or to one of its users. */
    MASTER,
    /** On one of the largest tiles, give a block (often the one at the peak) an earlier or later turn. */
    RANK,
    /** Re-place an equal-address group of one of the largest tiles by first fit across its tiles. */
    GROUP;

    static final String ALL = "share,unshare,master,rank,group";

    static List<TileMoveKind> parse(String text) {
        List<TileMoveKind> out = new ArrayList<>();
        for (String part : text.split(",")) {
            String name = part.trim();
            if (name.isEmpty()) {
                continue;
            }
            try {
                TileMoveKind k = valueOf(name.toUpperCase(Locale.ROOT));
                if (!out.contains(k)) {
                    out.add(k);
                }
            } catch (IllegalArgumentException e) {
                throw new InputException("parameter timefold-moves", "unknown move '" + name + "' (expected " + ALL + ")");
            }
        }
        if (out.isEmpty()) {
            throw new InputException("parameter timefold-moves", "names no move");
        }
        return out;
    }
}
