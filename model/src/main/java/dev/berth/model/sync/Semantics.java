package dev.berth.model.sync;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

import java.util.Locale;

/**
 * How a physical resource wakes its waiters; decides when one logical resource may hand its physical one
 * to the next (see {@link HandOverOrder}).
 */
public enum Semantics {
    /** A waiter waits for one generation/count value (the reference texts' examples assume it). */
    GENERATION,
    /** A waiter tests one phase-parity bit, like an mbarrier's try_wait.parity. */
    PARITY,
    /** Any signal wakes any waiter, like a named barrier counting arrivals or a plain flag. */
    FLAG;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The semantics named {@code text}, or null when there is none of that name. */
    public static Semantics byLabel(String text) {
        for (Semantics s : values()) {
            if (s.label().equals(text)) {
                return s;
            }
        }
        return null;
    }

    /** The semantics named {@code text}; an input error at {@code where} naming the known ones otherwise. */
    public static Semantics parse(String where, String text) {
        Semantics s = byLabel(text);
        if (s == null) {
            throw new InputException(where, "unknown semantics '" + Numbers.abbreviate(text)
                    + "' (known: generation, parity, flag)");
        }
        return s;
    }
}
