package dev.berth.bench;

/**
 * The outcome of one benchmark run: a strategy's own status when the bench's independent checks agree
 * with it, or one of two bench verdicts.
 */
public enum BenchStatus {
    OPTIMAL,
    FEASIBLE,
    INFEASIBLE,
    UNKNOWN,
    /** The answer is wrong: a layout the checks reject, or a claim another run's valid layout refutes. A bug. */
    INVALID,
    /** The strategy threw, returned nothing, or did not return in time. */
    ERROR;

    /** A valid layout within the capacity. */
    public boolean solved() {
        return this == OPTIMAL || this == FEASIBLE;
    }
}
