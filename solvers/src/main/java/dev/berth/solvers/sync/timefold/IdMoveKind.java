package dev.berth.solvers.sync.timefold;

import dev.berth.model.InputException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The neighbourhoods of {@link IdMoves}, chosen by the {@code timefold-moves} parameter. */
enum IdMoveKind {
    /** A slot (a conflicting one when there are) to an id where it conflicts with nobody, a used one if any. */
    RELOCATE,
    /** A slot to any other id of its class. */
    CHANGE,
    /** Two slots of one class trade ids. */
    SWAP,
    /** Every holder of one id moves to other used ids where it conflicts with nobody: one id fewer. */
    EMPTY;

    static List<IdMoveKind> parse(String text) {
        List<IdMoveKind> kinds = new ArrayList<>();
        for (String part : text.split(",")) {
            String t = part.trim().toUpperCase(Locale.ROOT);
            if (t.isEmpty()) {
                continue;
            }
            try {
                IdMoveKind k = valueOf(t);
                if (!kinds.contains(k)) {
                    kinds.add(k);
                }
            } catch (IllegalArgumentException e) {
                throw new InputException("parameter timefold-moves", "unknown move '" + part.trim()
                        + "' (expected relocate, change, swap, empty)");
            }
        }
        if (kinds.isEmpty()) {
            throw new InputException("parameter timefold-moves", "no move kind given");
        }
        return kinds;
    }
}
