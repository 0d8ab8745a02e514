package dev.berth.model;

import java.util.function.Supplier;

/**
 * The budget of the work this thread does now, for the code that has none passed to it: a family's parser,
 * analyses, lower bound and checker run inside a solve or a service request, and a large instance can keep
 * them busy far past the request's limit. Such loops call {@link #check(String)} every so often; the gate and
 * the service set the budget with {@link #during}. Outside of that (a test, a library call without a budget)
 * nothing is ever out of time.
 */
public final class CurrentBudget {
    private static final ThreadLocal<Budget> CURRENT = new ThreadLocal<>();

    private CurrentBudget() {
    }

    /** Runs {@code work} with {@code budget} as this thread's; the previous one is back afterwards. */
    public static <T> T during(Budget budget, Supplier<T> work) {
        Budget before = CURRENT.get();
        CURRENT.set(budget);
        try {
            return work.get();
        } finally {
            if (before == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(before);
            }
        }
    }

    /**
     * Runs {@code work} that turns an answer already found into a result (its bound, its verdict): a cancel no
     * longer stops it, since that answer is what a cancel asks for; the deadline still does, {@link #WRAP_UP_GRACE}
     * after it, as for the gate's own check.
     */
    public static <T> T wrappingUp(Supplier<T> work) {
        Budget b = CURRENT.get();
        return b == null || b.unlimitedTime() ? work.get() : during(b.deadlineOnly(WRAP_UP_GRACE), work);
    }

    /** How far past the deadline a wrap-up may run. */
    public static final java.time.Duration WRAP_UP_GRACE = java.time.Duration.ofSeconds(1);

    /** This thread's budget, or null when it works without one. */
    public static Budget get() {
        return CURRENT.get();
    }

    /**
     * Throws {@link OutOfTime} when this thread's budget ran out or was cancelled.
     *
     * @param doing what the caller is doing, for the answer's reason ("unrolling the stages")
     */
    public static void check(String doing) {
        Budget b = CURRENT.get();
        if (b != null && b.exhausted()) {
            throw new OutOfTime(doing, b.cancelled());
        }
    }

    /** Whether this thread's budget ran out or was cancelled (for loops that stop rather than throw). */
    public static boolean exhausted() {
        Budget b = CURRENT.get();
        return b != null && b.exhausted();
    }
}
