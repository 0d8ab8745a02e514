package dev.berth.heuristics.tiles;

import dev.berth.model.InputException;

import java.util.Locale;

/** Which shareable structures the reference allocator shares (parameter {@code share}). */
enum ShareMode {
    /** Those whose size outweighs their exchange code (the published rule). */
    RULE,
    /** None: every structure replicated, the baseline sharing is measured against. */
    NONE,
    /** Every shareable structure whose pointers keep the equal-address groups consistent. */
    ALL;

    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    static ShareMode parse(String text) {
        for (ShareMode m : values()) {
            if (m.label().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new InputException("parameter share", "unknown share mode '" + text + "' (expected rule, none or all)");
    }
}
