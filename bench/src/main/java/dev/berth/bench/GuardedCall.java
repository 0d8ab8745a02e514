package dev.berth.bench;

import dev.berth.model.Budget;

import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Runs one strategy call for a bench without trusting it to stop. The call runs on its own thread (large
 * stack: exact searches recurse deeply) with a fresh {@link Budget} of the time limit. If it has not
 * returned {@link #grace(Duration) a grace period} after the limit, its budget is cancelled; if it still
 * does not return within a second, the bench gives up on it and its thread is left behind (it may skew
 * later timings). Anything it throws is caught and described.
 */
public final class GuardedCall {
    /** Deep recursion in exact searches needs more than the default stack. */
    private static final long STACK_BYTES = 64L << 20;
    private static final Duration MIN_GRACE = Duration.ofSeconds(2);
    private static final Duration AFTER_CANCEL = Duration.ofSeconds(1);

    private final Duration minGrace;

    /**
     * What came back: the call's value, or null with {@code failure} saying why (an exception, or a call
     * that never returned).
     *
     * @param seconds wall-clock time of the call on its thread, or the time the bench waited for it
     */
    public record Outcome<R>(R result, String failure, double seconds) {
    }

    public GuardedCall() {
        this(MIN_GRACE);
    }

    /** With a shorter minimum grace period, so tests of runaway strategies stay quick. */
    public GuardedCall(Duration minGrace) {
        this.minGrace = minGrace;
    }

    /** Extra time a call gets past its limit before it is cancelled: a quarter of the limit, at least the minimum. */
    public Duration grace(Duration limit) {
        Duration quarter = limit.dividedBy(4);
        return quarter.compareTo(minGrace) > 0 ? quarter : minGrace;
    }

    /**
     * Runs {@code call} with a budget of {@code timeLimit} (null: no limit, wait for as long as it takes).
     *
     * @param name names the thread, for stack dumps of a run that hangs
     */
    public <R> Outcome<R> run(String name, Duration timeLimit, Function<Budget, R> call) {
        Budget budget = Budget.of(timeLimit);
        AtomicReference<Outcome<R>> done = new AtomicReference<>();
        long start = System.nanoTime();
        Thread worker = new Thread(null, () -> {
            long t0 = System.nanoTime();
            try {
                R r = call.apply(budget);
                done.set(new Outcome<>(r, null, (System.nanoTime() - t0) / 1e9));
            } catch (Throwable e) { // every failure becomes a row, whatever it is
                done.set(new Outcome<>(null, describe(e), (System.nanoTime() - t0) / 1e9));
            }
        }, "bench-" + name, STACK_BYTES);
        worker.setDaemon(true);
        worker.start();
        try {
            if (timeLimit == null) {
                worker.join();
            } else if (!worker.join(timeLimit.plus(grace(timeLimit)))) {
                budget.cancel();
                worker.join(minGrace.compareTo(AFTER_CANCEL) < 0 ? minGrace : AFTER_CANCEL);
            }
        } catch (InterruptedException e) {
            budget.cancel();
            Thread.currentThread().interrupt();
        }
        Outcome<R> o = done.get();
        if (o != null) {
            return o;
        }
        double waited = (System.nanoTime() - start) / 1e9;
        if (timeLimit == null) {
            return new Outcome<>(null, "the bench was interrupted before the strategy returned", waited);
        }
        return new Outcome<>(null, String.format(Locale.ROOT,
                "did not return %.1f s after its %s time limit, even when cancelled; abandoned (its thread may still run)",
                waited - timeLimit.toMillis() / 1e3, timeLimit), waited);
    }

    /** The exception's class, message and throwing frame, for a row's message. */
    public static String describe(Throwable e) {
        StringBuilder sb = new StringBuilder(e.getClass().getSimpleName());
        if (e.getMessage() != null) {
            sb.append(": ").append(e.getMessage());
        }
        StackTraceElement[] trace = e.getStackTrace();
        if (trace.length > 0) {
            sb.append(" (at ").append(trace[0]).append(')');
        }
        return sb.toString();
    }
}
