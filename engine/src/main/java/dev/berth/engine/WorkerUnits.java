package dev.berth.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The execution units mapped to one worker, and the offload of that worker's leaves: the leaf's grains are dealt
 * fairly over the worker's attached units, every unit is posted before any is awaited (so they run side by side),
 * and all are awaited before a failure is reported (so no memory portion is left mid-protocol).
 */
final class WorkerUnits {

    private final List<ExecutionUnit> units;

    WorkerUnits(List<ExecutionUnit> units) {
        this.units = List.copyOf(units);
    }

    List<ExecutionUnit> units() {
        return units;
    }

    /** Runs every grain of the leaf on this worker's units, or on the worker itself when it has none attached. */
    void run(LeafGrains<?> leaf) {
        List<ExecutionUnit> live = attached();
        if (live.isEmpty()) {
            runHere(leaf);
            return;
        }
        int k = Math.min(live.size(), leaf.grains());
        int[] counts = UnitMapping.fairCounts(leaf.grains(), k);
        int first = 0;
        for (int u = 0; u < k; u++) {
            live.get(u).post(new GrainGroup(leaf, first, counts[u]));
            first += counts[u];
        }
        List<Throwable> failures = new ArrayList<>();
        boolean failed = false;
        for (int u = 0; u < k; u++) {
            UnitResult result = live.get(u).await();
            if (!result.succeeded()) {
                failed = true;
                failures.addAll(result.failures());
            }
        }
        if (failed) {
            throw new TaskFailedException("a leaf failed on the units of this worker", failures);
        }
    }

    /** Honours pending disconnect requests (this worker is the only one allowed to ring its units), then lists the rest. */
    private List<ExecutionUnit> attached() {
        List<ExecutionUnit> live = new ArrayList<>(units.size());
        for (ExecutionUnit unit : units) {
            if (unit.isDisconnectRequested()) {
                unit.disconnect();
            }
            if (!unit.isDetached()) {
                live.add(unit);
            }
        }
        return live;
    }

    /** A worker whose units are all detached runs the grains itself, in order, with the same results. */
    private static void runHere(LeafGrains<?> leaf) {
        try {
            for (int g = 0; g < leaf.grains(); g++) {
                leaf.run(g);
            }
        } catch (RuntimeException | Error e) {
            throw new TaskFailedException("a leaf failed on its worker (no unit attached)", List.of(e));
        }
    }
}
