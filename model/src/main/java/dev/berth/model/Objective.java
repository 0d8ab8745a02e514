package dev.berth.model;

import java.util.Locale;

/** What a solve is asked to achieve. */
public enum Objective {
    /** Minimise the peak (highest address used) within the capacity; stop at a proven optimum. */
    PEAK,
    /** Stop at the first layout within the capacity. */
    FIT;

    public static Objective parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new InputException("--objective", "unknown objective '" + text + "' (expected peak or fit)");
        }
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
