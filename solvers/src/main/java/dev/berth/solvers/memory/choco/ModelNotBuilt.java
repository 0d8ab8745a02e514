package dev.berth.solvers.memory.choco;

/**
 * Thrown by a model builder that stops before its model is complete: the budget ran out, or the model
 * would pass a size limit that keeps memory bounded. The allocator turns it into UNKNOWN with
 * {@link #getMessage()} as the reason.
 */
public final class ModelNotBuilt extends RuntimeException {
    private ModelNotBuilt(String reason) {
        super(reason, null, false, false);
    }

    /** The budget ran out after {@code done} of {@code total} buffers were in the model. */
    public static ModelNotBuilt timeUp(int done, int total) {
        return new ModelNotBuilt("time limit reached while building the model (" + done + " of " + total + " buffers)");
    }

    /** The budget ran out with every buffer in the model and {@code progress} of a later step done. */
    public static ModelNotBuilt timeUp(int total, String progress) {
        return new ModelNotBuilt("time limit reached while building the model (" + total + " of " + total
                + " buffers; " + progress + ")");
    }

    public static ModelNotBuilt tooLarge(String what) {
        return new ModelNotBuilt("model too large: " + what);
    }
}
