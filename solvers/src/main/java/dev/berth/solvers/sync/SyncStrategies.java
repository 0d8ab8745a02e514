package dev.berth.solvers.sync;

import dev.berth.algorithms.sync.GreedySyncAllocator;
import dev.berth.algorithms.sync.ReferenceSyncAllocator;
import dev.berth.model.Strategy;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.solvers.StrategyRegistry;
import dev.berth.solvers.portfolio.Portfolio;
import dev.berth.solvers.portfolio.Race;
import dev.berth.solvers.portfolio.Sequence;
import dev.berth.solvers.portfolio.TimeSlice;
import dev.berth.solvers.sync.choco.ChocoSyncAllocator;
import dev.berth.solvers.sync.timefold.TimefoldSyncAllocator;

import java.util.List;

import static dev.berth.solvers.StrategyRegistry.entry;

/** The sync family's strategies, side by side, each behind the gate. The portfolio is the default. */
public final class SyncStrategies {

    public static final StrategyRegistry<SyncProblem, SyncMapping> REGISTRY = new StrategyRegistry<>(
            SyncFamily.INSTANCE, Portfolio.NAME, List.of(
            entry("greedy", () -> new GreedySyncAllocator()),
            entry("reference", () -> new ReferenceSyncAllocator()),
            entry("exact", () -> new ExactSyncAllocator()),
            entry("choco", () -> new ChocoSyncAllocator()),
            entry("timefold", () -> new TimefoldSyncAllocator()),
            entry(Portfolio.NAME, () -> portfolio())));

    private SyncStrategies() {
    }

    /**
     * Exact settles every problem without pinned ids in well under a second (OPTIMAL with its antichain, or
     * INFEASIBLE with the concurrent set); greedy then gives the pinned cases a first valid answer; only if
     * nothing is proven, choco and timefold search them in parallel, cancelled at the first proof.
     */
    private static Strategy<SyncProblem, SyncMapping> portfolio() {
        return new Portfolio<>(SyncFamily.INSTANCE, List.of(
                new Sequence<>(List.of(new ExactSyncAllocator(), new GreedySyncAllocator()), TimeSlice.ALL),
                new Race<>(List.of(new ChocoSyncAllocator(), new TimefoldSyncAllocator()), TimeSlice.ALL)));
    }
}
