package dev.berth.solvers.sync;

import dev.berth.heuristics.sync.GreedySyncAllocator;
import dev.berth.heuristics.sync.ReferenceSyncAllocator;
import dev.berth.model.InputException;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.solvers.sync.choco.ChocoSyncAllocator;
import dev.berth.solvers.sync.timefold.TimefoldSyncAllocator;

import java.util.List;

/** The sync family's strategies, side by side, each behind the validating gate. The portfolio is the default. */
public final class SyncStrategies {
    public static final String DEFAULT = "portfolio";

    private SyncStrategies() {
    }

    /** Every strategy, in the order tables list them; each call builds fresh instances. */
    public static List<SyncAllocator> all() {
        SyncAllocator greedy = new GreedySyncAllocator();
        SyncAllocator reference = new ReferenceSyncAllocator();
        SyncAllocator exact = new ExactSyncAllocator();
        SyncAllocator choco = new ChocoSyncAllocator();
        SyncAllocator timefold = new TimefoldSyncAllocator();
        // exact settles everything without pinned ids; greedy gives the pinned cases a first valid answer,
        // choco and timefold then search them in parallel
        SyncAllocator portfolio = new PortfolioSyncAllocator(List.of(new ExactSyncAllocator(), new GreedySyncAllocator()),
                List.of(new ChocoSyncAllocator(), new TimefoldSyncAllocator()));
        return List.of(greedy, reference, exact, choco, timefold, portfolio).stream().<SyncAllocator>map(ValidatedSyncAllocator::new).toList();
    }

    public static List<String> names() {
        return all().stream().map(SyncAllocator::name).toList();
    }

    public static SyncAllocator byName(String name) {
        for (SyncAllocator a : all()) {
            if (a.name().equals(name)) {
                return a;
            }
        }
        throw new InputException("--solver", "unknown strategy '" + name + "' for the sync family (known: "
                + String.join(", ", names()) + ")");
    }
}
