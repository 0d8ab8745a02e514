package dev.berth.model.simt.ir;

/**
 * Whom the representative passes to after a jump. The seed says "round-robin among the active threads";
 * {@link #MASK} reads "active" as the current mask, which livelocks a spin-lock (the spinners keep the role, the
 * lock holder is masked off); {@link #LIVE}, the sound reading, goes round every thread that has not exited.
 */
public enum RepresentativeScope {
    LIVE, MASK
}
