package dev.berth.model;

/**
 * What stands behind a result's {@code bound} (and behind OPTIMAL or INFEASIBLE): a certificate the
 * family's checker verified, a complete search that cannot be re-checked cheaply (named, with its node
 * count, so a reader knows what the claim rests on), or nothing.
 *
 * @param certificate the evidence, for {@link Kind#CERTIFICATE}; null otherwise
 * @param nodes       search nodes the proof took, for {@link Kind#SEARCH}; 0 otherwise
 */
public record Proof(Kind kind, Certificate certificate, long nodes) {
    public static final Proof NONE = new Proof(Kind.NONE, null, 0);

    public enum Kind {
        /** Nothing proves the bound beyond what the gate recomputes itself. */
        NONE,
        /** A certificate the family's checker verifies. */
        CERTIFICATE,
        /** A complete search; trusted as such, and marked so in every output. */
        SEARCH
    }

    public Proof {
        if (kind == null) {
            throw new IllegalArgumentException("a proof needs a kind");
        }
        if (kind == Kind.CERTIFICATE && certificate == null) {
            throw new IllegalArgumentException("a certificate proof needs its certificate");
        }
    }

    public static Proof certificate(Certificate c) {
        return new Proof(Kind.CERTIFICATE, c, 0);
    }

    public static Proof search(long nodes) {
        return new Proof(Kind.SEARCH, null, Math.max(0, nodes));
    }

    /** "certificate", "search" or "none", as solution files write it. */
    public String label() {
        return kind.name().toLowerCase(java.util.Locale.ROOT);
    }
}
