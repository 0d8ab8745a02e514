package dev.berth.solvers.sync;

import dev.berth.model.InputException;
import dev.berth.model.sync.SyncAllocator;

import java.util.List;

/** The sync family's strategies, side by side, each behind the validating gate. The portfolio is the default. */
public final class SyncStrategies {
    public static final String DEFAULT = "portfolio";

    private SyncStrategies() {
    }

    /** Every strategy, in the order tables list them; each call builds fresh instances. */
    public static List<SyncAllocator> all() {
        SyncAllocator exact = new ExactSyncAllocator();
        SyncAllocator portfolio = new PortfolioSyncAllocator(List.of(new ExactSyncAllocator()), List.of());
        return List.of(exact, portfolio).stream().<SyncAllocator>map(ValidatedSyncAllocator::new).toList();
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
