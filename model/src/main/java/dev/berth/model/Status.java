package dev.berth.model;

/** What a solver can say about its answer. */
public enum Status {
    /** The objective is proven equal to the best possible. */
    OPTIMAL,
    /** A valid answer, not proven best. */
    FEASIBLE,
    /** Proven impossible; the result carries the reason. */
    INFEASIBLE,
    /** Nothing valid was found within the limits. */
    UNKNOWN;

    /** Whether the status is an answer a caller can act on (CLI exit 0). */
    public boolean isDefinitive() {
        return this != UNKNOWN;
    }

    /** Whether a layout/assignment comes with this status. */
    public boolean hasSolution() {
        return this == OPTIMAL || this == FEASIBLE;
    }
}
