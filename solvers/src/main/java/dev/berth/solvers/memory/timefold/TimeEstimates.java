package dev.berth.solvers.memory.timefold;

import dev.berth.model.Budget;

import java.util.concurrent.atomic.AtomicLong;

/**
 * How long the phases a budget cannot interrupt will take, so that they are skipped, or time is kept back
 * for them, rather than run past the limit: the wrap-up after the last phase (checking the answer twice,
 * here and in a validating wrapper), Timefold's set-up (solver factory and solver), and the start of its
 * solve before the first step (copies of the solution, the score from scratch). The last two are measured
 * on every solve and kept for the next ones in this JVM: the first, which loads Timefold's classes, takes
 * longest.
 */
final class TimeEstimates {
    /** Copying the layout out, Timefold's end, the answer: what follows besides the checks. */
    private static final long WRAP_UP_MILLIS = 50;
    private static final long CHECKS = 2;
    /**
     * Microseconds a full check of a valid layout takes per buffer, at least (measured: 2 to 4, up to 10 on a
     * loaded machine); the check of the starting layout may say more (not when it is invalid: it stops at the
     * first violation).
     */
    private static final double CHECK_MICROS_PER_BUFFER = 4;
    /** First guesses, before a measurement: measured 0.3 to 1.3 s cold, some 50 ms warm. */
    private static final AtomicLong SOLVER_SET_UP_MILLIS = new AtomicLong(500);
    /** Measured up to 20 µs per buffer cold (on a loaded machine), a few warm. */
    private static final AtomicLong SEARCH_START_NANOS_PER_BUFFER = new AtomicLong(10_000);

    private final int buffers;
    private long checkMillis;

    TimeEstimates(int buffers) {
        this.buffers = buffers;
        this.checkMillis = Math.round(buffers * CHECK_MICROS_PER_BUFFER / 1000);
    }

    /** A check of a layout took that long. */
    void checked(long millis) {
        checkMillis = Math.max(checkMillis, millis);
    }

    long wrapUpMillis() {
        return WRAP_UP_MILLIS + CHECKS * checkMillis;
    }

    /** Whether the budget leaves more than Timefold's set-up and the start of its solve, after the wrap-up. */
    boolean leaveSearchTime(Budget budget) {
        long setUp = SOLVER_SET_UP_MILLIS.get() + SEARCH_START_NANOS_PER_BUFFER.get() * buffers / 1_000_000;
        return budget.unlimitedTime() || budget.remainingMillis() - wrapUpMillis() > setUp;
    }

    void solverBuilt(long millis) {
        SOLVER_SET_UP_MILLIS.set(millis);
    }

    /** The first step came that long after the solve began. */
    void searchStarted(long nanos) {
        SEARCH_START_NANOS_PER_BUFFER.set(nanos / Math.max(1, buffers));
    }
}
