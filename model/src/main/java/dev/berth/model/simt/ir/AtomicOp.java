package dev.berth.model.simt.ir;

import java.util.Locale;

/** Read-modify-write on one shared word, indivisible; the destination gets the old value. */
public enum AtomicOp {
    /** {@code atom.cas d, [a], expected, desired}: writes desired when the word equals expected. */
    CAS,
    /** {@code atom.exch d, [a], v}: writes v. */
    EXCH,
    /** {@code atom.add d, [a], v}: adds v. */
    ADD;

    public String text() {
        return "atom." + name().toLowerCase(Locale.ROOT);
    }
}
