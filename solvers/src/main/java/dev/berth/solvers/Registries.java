package dev.berth.solvers;

import dev.berth.model.Family;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.solvers.channels.ChannelsStrategies;
import dev.berth.solvers.simt.SimtStrategies;
import dev.berth.solvers.memory.MemoryStrategies;
import dev.berth.solvers.sync.SyncStrategies;
import dev.berth.solvers.tiles.TileStrategies;

import java.util.List;

/** Every family's strategy registry, in the order the families are listed. */
public final class Registries {
    private Registries() {
    }

    public static List<StrategyRegistry<?, ?>> all() {
        return List.of(MemoryStrategies.REGISTRY, SyncStrategies.REGISTRY, TileStrategies.REGISTRY,
                ChannelsStrategies.REGISTRY, SimtStrategies.REGISTRY);
    }

    /** The registry of {@code family}. */
    @SuppressWarnings("unchecked")
    public static <P extends Problem, S> StrategyRegistry<P, S> of(Family<P, S> family) {
        return (StrategyRegistry<P, S>) named(family.name());
    }

    /** The registry of the family named {@code family}; an input error listing the families when none is. */
    public static StrategyRegistry<?, ?> named(String family) {
        for (StrategyRegistry<?, ?> r : all()) {
            if (r.family().name().equals(family)) {
                return r;
            }
        }
        throw new InputException("family", "unknown family '" + family + "' (known: "
                + String.join(", ", all().stream().map(r -> r.family().name()).toList()) + ")");
    }
}
