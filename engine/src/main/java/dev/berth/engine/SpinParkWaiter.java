package dev.berth.engine;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Waits for a doorbell transition: spins with {@link Thread#onSpinWait()} for a bounded number of checks (the fast
 * path a busy unit lives on), then parks with a doubling timeout so idle units and waiting workers do not burn the
 * machine's cores. The thread that changes the doorbell calls {@link #wake()}; that hint can be missed (the
 * doorbell's release store may pass the load of {@code parked}), which costs at most one park timeout, never a hang.
 */
public final class SpinParkWaiter {

    private static final long FIRST_PARK_NANOS = 20_000;
    private static final long LONGEST_PARK_NANOS = 1_000_000;

    private final int spins;
    private volatile Thread parked;

    public SpinParkWaiter(int spins) {
        if (spins < 0) {
            throw new IllegalArgumentException("spins must be >= 0, was " + spins);
        }
        this.spins = spins;
    }

    /** Returns once {@code ready} is true. */
    public void await(BooleanSupplier ready) {
        for (int i = 0; i < spins; i++) {
            if (ready.getAsBoolean()) {
                return;
            }
            Thread.onSpinWait();
        }
        long park = FIRST_PARK_NANOS;
        Thread self = Thread.currentThread();
        while (!ready.getAsBoolean()) {
            parked = self;
            // checked again after announcing the park, so a transition made before the announcement is not slept through
            if (ready.getAsBoolean()) {
                break;
            }
            LockSupport.parkNanos(this, park);
            park = Math.min(2 * park, LONGEST_PARK_NANOS);
        }
        if (parked != null) {
            parked = null;
        }
    }

    /** Unparks the waiting thread if it announced a park. */
    public void wake() {
        Thread t = parked;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }
}
