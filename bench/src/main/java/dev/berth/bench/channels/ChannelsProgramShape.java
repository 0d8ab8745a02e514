package dev.berth.bench.channels;

import java.util.Locale;

/** The kinds of channels program {@link ChannelsProgramGenerator} writes; each is a group in the bench's summaries. */
public enum ChannelsProgramShape {
    /** A GEMM mainloop over a ring of slots, then epilogue and store per output tile (load / mma / epilogue / store warps). */
    GEMM,
    /** An attention tile: Q loaded once, K and V rings, scores, softmax, P·V into the output accumulator. */
    ATTENTION,
    /** One producer warp, two consumer warps reading every slot of the ring, a store warp for their accumulators. */
    MULTI,
    /** The GEMM with every buffer left unplaced and a prologue table whose space later stages may reuse. */
    UNPLACED;

    /** "gemm", "attention", "multi", "unplaced": the prefix of generated instance names. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The shape labelled {@code text}, or null. */
    public static ChannelsProgramShape byLabel(String text) {
        for (ChannelsProgramShape s : values()) {
            if (s.label().equals(text)) {
                return s;
            }
        }
        return null;
    }
}
