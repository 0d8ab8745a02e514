package dev.berth.heuristics.memory;

import dev.berth.model.InputException;

import java.util.Locale;

/** How the reference allocator ranks equivalence classes (larger first), as steps s10/ii of seed 004 list. */
enum ClassMetric {
    /** Total bytes of the class's buffers. */
    BYTES,
    /** Number of buffers in the class. */
    COUNT,
    /** Length of the time the class's buffers are live (union of their segments). */
    SPAN,
    /** Number of other classes it interferes with. */
    DEGREE;

    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    static ClassMetric parse(String text) {
        for (ClassMetric m : values()) {
            if (m.label().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new InputException("parameter class-order",
                "unknown class metric '" + text + "' (expected bytes, count, span or degree)");
    }
}
