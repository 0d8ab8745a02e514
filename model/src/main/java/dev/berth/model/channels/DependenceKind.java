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
    ORDER,
    /**
     * No dependence on addresses: ordering a strategy adds to fit the channel limit ({@code exact.serialize}),
     * a consumer before a later producer of another warp; it only removes parallelism.
     */
    SERIALIZE;

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
