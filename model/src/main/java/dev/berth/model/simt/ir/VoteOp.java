package dev.berth.model.simt.ir;

import java.util.Locale;

/** Warp votes over the participating threads' predicates (non-zero = true). */
public enum VoteOp {
    /** 1 when any participant's predicate holds. */
    ANY,
    /** 1 when every participant's predicate holds. */
    ALL,
    /** Bit {@code lane} set for each participant whose predicate holds. */
    BALLOT;

    public String text() {
        return "vote." + name().toLowerCase(Locale.ROOT);
    }
}
