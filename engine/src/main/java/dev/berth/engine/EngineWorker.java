package dev.berth.engine;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;

/** A ForkJoinPool worker that owns the execution units of one worker slot for its whole life. */
final class EngineWorker extends ForkJoinWorkerThread {

    private final EngineWorkerFactory factory;
    private final int slot;

    EngineWorker(ForkJoinPool pool, EngineWorkerFactory factory, int slot) {
        super(pool);
        this.factory = factory;
        this.slot = slot;
        setName("berth-worker-" + slot);
        setDaemon(true);
    }

    WorkerUnits units() {
        return factory.units(slot);
    }

    @Override
    protected void onTermination(Throwable exception) {
        factory.release(slot);
        super.onTermination(exception);
    }
}
