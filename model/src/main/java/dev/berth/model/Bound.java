package dev.berth.model;

/**
 * A lower bound on the headline objective with the certificate that proves it.
 *
 * @param certificate null only for the trivial bound 0
 */
public record Bound(long value, Certificate certificate) {
    public static final Bound ZERO = new Bound(0, null);

    public Proof proof() {
        return certificate == null ? Proof.NONE : Proof.certificate(certificate);
    }
}
