package dev.berth.simulator.simt;

import java.util.Locale;

/** How a warp handles threads that disagree on where to go (docs/simt.md, one section each). */
public enum ExecutionModel {
    /** Classic SIMT stack, reconverging at the immediate post-dominator: an intra-warp spin-lock never finishes. */
    IPDOM,
    /**
     * The published next-PC hardware: one warp pc, an active mask, a representative thread and the
     * {@code npc.*} instructions.
     */
    NEXTPC,
    /** Independent thread scheduling: a pc per thread, groups of equal pcs taken round-robin; the reference. */
    ITS;

    /** The name docs/simt.md and the CLI use ({@code ipdom}, {@code nextpc}, {@code its}). */
    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The model written {@code text}, case-insensitively; null when none is. */
    public static ExecutionModel byText(String text) {
        for (ExecutionModel m : values()) {
            if (m.text().equalsIgnoreCase(text)) {
                return m;
            }
        }
        return null;
    }
}
