package dev.berth.solvers;

import dev.berth.solvers.memory.MemoryStrategies;
import dev.berth.solvers.sync.SyncStrategies;
import dev.berth.solvers.tiles.TileStrategies;

/**
 * Run in a JVM of its own by {@link LazyRegistryTest}: what {@code berth solve --solver exact} does with the
 * registries (every family's registry initialised, names listed, one strategy built), nothing else.
 */
public final class LazyRegistryProbe {
    private LazyRegistryProbe() {
    }

    public static void main(String[] args) {
        MemoryStrategies.REGISTRY.names();
        SyncStrategies.REGISTRY.names();
        TileStrategies.REGISTRY.names();
        MemoryStrategies.REGISTRY.byName(args[0]).name();
    }
}
