package dev.berth.model;

import java.time.Duration;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A solve's allowance of wall-clock time, which a caller (a portfolio, the CLI, the service's {@code cancel})
 * may also cancel early. Solvers poll {@link #exhausted()} and return their best valid answer when it turns
 * true. A budget may carry a {@link ProgressListener}; its children report to it. A budget and every budget made
 * from it share the solve's values computed {@link #once} (the family's lower bound, which every member's gate
 * needs).
 */
public final class Budget {
    private final long startNanos;
    private final long deadlineNanos;
    private final Budget parent;
    private final ProgressListener listener;
    /** The solve's values by what they are, then by key (by identity); shared by every budget made from it. */
    private final Map<String, Map<Object, Object>> solveValues;
    private volatile boolean cancelled;

    private Budget(long startNanos, long deadlineNanos, Budget parent, ProgressListener listener,
                   Map<String, Map<Object, Object>> solveValues) {
        this.startNanos = startNanos;
        this.deadlineNanos = deadlineNanos;
        this.parent = parent;
        this.listener = listener;
        this.solveValues = solveValues;
    }

    private static Map<String, Map<Object, Object>> newSolve() {
        return new HashMap<>();
    }

    public static Budget of(Duration limit) {
        long now = System.nanoTime();
        long nanos = limit == null ? Long.MAX_VALUE / 4 : Math.min(limit.toNanos(), Long.MAX_VALUE / 4);
        return new Budget(now, now + nanos, null, null, newSolve());
    }

    /** A budget of {@code limit} whose checked answers (its children's too) are reported to {@code listener}. */
    public static Budget of(Duration limit, ProgressListener listener) {
        Budget b = of(limit);
        return new Budget(b.startNanos, b.deadlineNanos, null, listener, b.solveValues);
    }

    public static Budget unlimited() {
        return of(null);
    }

    /** A budget that ends no later than this one, and is cancelled with it, but can be cancelled alone. */
    public Budget child() {
        return new Budget(System.nanoTime(), deadlineNanos, this, null, solveValues);
    }

    /** A child ending after at most {@code limit}. */
    public Budget child(Duration limit) {
        long now = System.nanoTime();
        return new Budget(now, Math.min(deadlineNanos, now + Math.min(limit.toNanos(), Long.MAX_VALUE / 4)), this, null,
                solveValues);
    }

    /**
     * A budget with this one's deadline that no cancel reaches: for work whose result any answer needs (reading
     * the instance), which a cancel should cut short only by what follows it.
     */
    public Budget deadlineOnly() {
        return new Budget(startNanos, deadlineNanos, null, null, solveValues);
    }

    /**
     * As {@link #deadlineOnly()}, ending {@code grace} after this one's deadline: an absolute time, so that
     * nested callers extending the same deadline all end at the same moment rather than one after the other.
     */
    public Budget deadlineOnly(Duration grace) {
        return new Budget(startNanos, deadlineNanos + Math.min(grace.toNanos(), Long.MAX_VALUE / 8), null, null,
                solveValues);
    }

    public void cancel() {
        cancelled = true;
    }

    public boolean cancelled() {
        return cancelled || (parent != null && parent.cancelled());
    }

    public boolean exhausted() {
        return cancelled() || System.nanoTime() - deadlineNanos >= 0;
    }

    public long remainingMillis() {
        if (cancelled()) {
            return 0;
        }
        return Math.max(0, (deadlineNanos - System.nanoTime()) / 1_000_000);
    }

    public Duration remaining() {
        return Duration.ofMillis(remainingMillis());
    }

    public double elapsedSeconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    public boolean unlimitedTime() {
        return deadlineNanos - startNanos >= Long.MAX_VALUE / 4 - 1_000_000_000L;
    }

    /**
     * The solve's {@code what} of {@code key} (compared by identity: an instance, say), computed by {@code compute}
     * the first time any budget of this solve asks; a computation that throws stores nothing. Callers asking at
     * once wait for the first: a million-buffer bound is computed once, not once per portfolio member's gate.
     */
    @SuppressWarnings("unchecked")
    public <T> T once(String what, Object key, Supplier<T> compute) {
        synchronized (solveValues) {
            Map<Object, Object> values = solveValues.computeIfAbsent(what, w -> new IdentityHashMap<>());
            Object v = values.get(key);
            if (v == null) {
                v = compute.get();
                values.put(key, v);
            }
            return (T) v;
        }
    }

    /** Tells the listener of this budget or of the nearest ancestor with one about a checked answer. */
    public void report(long objective, long bound) {
        for (Budget b = this; b != null; b = b.parent) {
            if (b.listener != null) {
                b.listener.progress(objective, bound, b.elapsedSeconds());
                return;
            }
        }
    }
}
