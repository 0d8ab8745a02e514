package dev.berth.model;

/**
 * Work stopped because its budget ran out or was cancelled ({@link CurrentBudget#check}): not a fault of the
 * instance nor of the code, so the gate answers UNKNOWN with {@link #getMessage()} as the reason.
 */
public final class OutOfTime extends RuntimeException {
    private final String doing;
    private final boolean cancelled;

    public OutOfTime(String doing, boolean cancelled) {
        super((cancelled ? "cancelled while " : "the time limit ran out while ") + doing, null, false, false);
        this.doing = doing;
        this.cancelled = cancelled;
    }

    /** What the work was doing when it stopped. */
    public String doing() {
        return doing;
    }

    public boolean cancelled() {
        return cancelled;
    }
}
