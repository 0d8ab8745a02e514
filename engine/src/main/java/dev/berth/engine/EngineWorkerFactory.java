package dev.berth.engine;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;

/**
 * Creates the pool's workers, each in a free worker slot, so that no two live threads share a slot's units (the
 * doorbell protocol allows one worker per memory portion). With no free slot it declines, which ForkJoinPool
 * accepts: the pool just runs with the workers it has.
 */
final class EngineWorkerFactory implements ForkJoinPool.ForkJoinWorkerThreadFactory {

    private final WorkerUnits[] slots;
    private final boolean[] taken;

    EngineWorkerFactory(WorkerUnits[] slots) {
        this.slots = slots.clone();
        this.taken = new boolean[slots.length];
    }

    @Override
    public synchronized ForkJoinWorkerThread newThread(ForkJoinPool pool) {
        for (int s = 0; s < taken.length; s++) {
            if (!taken[s]) {
                taken[s] = true;
                return new EngineWorker(pool, this, s);
            }
        }
        return null;
    }

    WorkerUnits units(int slot) {
        return slots[slot];
    }

    synchronized void release(int slot) {
        taken[slot] = false;
    }
}
