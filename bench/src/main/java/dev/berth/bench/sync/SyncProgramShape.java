package dev.berth.bench.sync;

import java.util.Locale;

/** The kinds of sync program {@link SyncProgramGenerator} builds; each is a family in the bench's summaries. */
public enum SyncProgramShape {
    /** Warps that signal and wait at random, built by one interleaved run (so they cannot deadlock). */
    RANDOM,
    /** A warp-specialised producer/consumer pipeline over a ring of buffers, as CUTLASS and FlashAttention-3 build. */
    PIPELINE;

    /** "random", "pipeline": the prefix of generated instance names. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The shape labelled {@code text} ("random", "pipeline"), or null. */
    public static SyncProgramShape byLabel(String text) {
        for (SyncProgramShape s : values()) {
            if (s.label().equals(text)) {
                return s;
            }
        }
        return null;
    }
}
