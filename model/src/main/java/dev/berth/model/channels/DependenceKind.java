package dev.berth.model.channels;

import java.util.Locale;

/** Why one instance must finish before another starts. */
public enum DependenceKind {
    /** Read after write: the consumer reads what the producer wrote. */
    DATA,
    /** Write after read: a producer needs addresses an earlier consumer must release first. */
    RESOURCE,
    /** Write after write on overlapping addresses (Berth's addition: the text leaves it out). */
    OUTPUT,
    /** Program order: consecutive instances of one warp. */
    ORDER;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind named {@code text}, or null. */
    public static DependenceKind byLabel(String text) {
        for (DependenceKind k : values()) {
            if (k.label().equals(text)) {
                return k;
            }
        }
        return null;
    }
}
