package dev.berth.heuristics.memory;

import dev.berth.model.InputException;

import java.util.Locale;

/** Which free gap among the time-overlapping placed buffers the greedy allocator takes. */
enum GreedyFit {
    /** The smallest gap the buffer fits in (TFLite's arena planner, XLA's best-fit heap); lowest on ties. */
    BEST,
    /** The lowest offset where the buffer fits. */
    FIRST;

    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    static GreedyFit parse(String text) {
        for (GreedyFit f : values()) {
            if (f.label().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return f;
            }
        }
        throw new InputException("parameter fit", "unknown fit '" + text + "' (expected best or first)");
    }
}
