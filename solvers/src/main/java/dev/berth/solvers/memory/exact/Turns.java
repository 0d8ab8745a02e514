package dev.berth.solvers.memory.exact;

import java.util.concurrent.Semaphore;

/**
 * Lets more searches than cores run without restarts: each search is a thread, at most {@code permits}
 * of them hold a turn at a time, and a search hands its turn on (to the longest waiter) after every slice
 * of nodes. Unlike a round-robin with doubling node limits, no search ever redoes work, so a part costs
 * about (the nodes of its best ranking) x (rankings / threads).
 */
final class Turns {
    /**
     * Nodes a search runs in its first turn by default; each turn doubles it up to {@link #SLICE}, so a
     * ranking that suits the part finishes early (as with MiniMalloc's doubling limits) without restarts.
     */
    static final long FIRST_SLICE = 1L << 10;
    /** the longest turn: tens of milliseconds, so handing over costs nothing measurable */
    static final long SLICE = 1L << 16;

    private final Semaphore gate;
    final long firstSlice;

    Turns(int permits, long firstSlice) {
        this.gate = new Semaphore(permits, true);
        this.firstSlice = firstSlice;
    }

    /** The next turn's length after one of {@code slice} nodes. */
    long next(long slice) {
        return Math.max(slice, Math.min(SLICE, 2 * slice));
    }

    /** Waits for a turn; false when interrupted (the caller stops). */
    boolean take() {
        try {
            gate.acquire();
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    void give() {
        gate.release();
    }

    /**
     * Hands the turn to the longest waiter, if any, and waits for the next one; false when the thread was
     * interrupted (it holds a turn either way).
     * Counts the handover in {@code handovers}.
     */
    boolean pass(java.util.concurrent.atomic.AtomicLong handovers) {
        if (!gate.hasQueuedThreads()) {
            return true;
        }
        handovers.incrementAndGet();
        give();
        // uninterruptibly, so the caller holds a turn again whatever happens and gives it back once
        boolean interrupted = Thread.interrupted();
        gate.acquireUninterruptibly();
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return !interrupted;
    }
}
