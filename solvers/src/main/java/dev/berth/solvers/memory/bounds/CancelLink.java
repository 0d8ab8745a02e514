package dev.berth.solvers.memory.bounds;

import dev.berth.model.Budget;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Cancels a detached budget when its parent is cancelled (a detached budget reports no progress to the parent's
 * listener, so it cannot be a child); closed when the search it guards returns.
 */
final class CancelLink implements AutoCloseable {
    private final ScheduledExecutorService watcher;

    private CancelLink(ScheduledExecutorService watcher) {
        this.watcher = watcher;
    }

    static CancelLink of(Budget parent, Budget detached) {
        ScheduledExecutorService w = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "bound-cancel-link");
            t.setDaemon(true);
            return t;
        });
        w.scheduleWithFixedDelay(() -> {
            if (parent.cancelled()) {
                detached.cancel();
            }
        }, 20, 20, TimeUnit.MILLISECONDS);
        return new CancelLink(w);
    }

    @Override
    public void close() {
        watcher.shutdownNow();
    }
}
