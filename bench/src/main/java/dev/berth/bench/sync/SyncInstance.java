package dev.berth.bench.sync;

import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;

/**
 * What the bench computes once per instance: the width every run is measured against, and how long it took.
 *
 * @param width        {@code SyncWidth.of(problem).width()}, nothing removed
 * @param widthSeconds wall-clock time of that computation
 */
public record SyncInstance(int width, double widthSeconds) {

    public static SyncInstance of(SyncProblem problem) {
        long t0 = System.nanoTime();
        int w = SyncWidth.of(problem).width();
        return new SyncInstance(w, (System.nanoTime() - t0) / 1e9);
    }
}
