package dev.berth.model.simt.ir;

import java.util.Locale;

/** The read-only registers every thread sees. */
public enum SpecialRegister {
    /** The thread's index in the launch: warp · threadsPerWarp + lane. */
    TID,
    /** The thread's lane in its warp. */
    LANEID,
    /** The thread's warp. */
    WARPID,
    /** Threads per warp. */
    NLANES,
    /** Warps in the launch. */
    NWARPS;

    public String text() {
        return "%" + name().toLowerCase(Locale.ROOT);
    }

    /** The register written {@code text} ({@code %tid}), or null. */
    public static SpecialRegister byText(String text) {
        for (SpecialRegister r : values()) {
            if (r.text().equals(text)) {
                return r;
            }
        }
        return null;
    }
}
