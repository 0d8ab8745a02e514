package dev.berth.model;

import java.time.Duration;

/**
 * A solve's allowance of wall-clock time, which a caller (a portfolio, the CLI) may also cancel early.
 * Solvers poll {@link #exhausted()} and return their best valid answer when it turns true.
 */
public final class Budget {
    private final long startNanos;
    private final long deadlineNanos;
    private final Budget parent;
    private volatile boolean cancelled;

    private Budget(long startNanos, long deadlineNanos, Budget parent) {
        this.startNanos = startNanos;
        this.deadlineNanos = deadlineNanos;
        this.parent = parent;
    }

    public static Budget of(Duration limit) {
        long now = System.nanoTime();
        long nanos = limit == null ? Long.MAX_VALUE / 4 : Math.min(limit.toNanos(), Long.MAX_VALUE / 4);
        return new Budget(now, now + nanos, null);
    }

    public static Budget unlimited() {
        return of(null);
    }

    /** A budget that ends no later than this one, and is cancelled with it, but can be cancelled alone. */
    public Budget child() {
        return new Budget(System.nanoTime(), deadlineNanos, this);
    }

    /** A child ending after at most {@code limit}. */
    public Budget child(Duration limit) {
        long now = System.nanoTime();
        return new Budget(now, Math.min(deadlineNanos, now + Math.min(limit.toNanos(), Long.MAX_VALUE / 4)), this);
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
}
