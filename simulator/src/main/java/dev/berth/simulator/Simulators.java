package dev.berth.simulator;

import dev.berth.model.Problem;
import dev.berth.simulator.channels.ChannelsSimulation;
import dev.berth.simulator.simt.SimtSimulation;
import dev.berth.simulator.memory.MemorySimulation;
import dev.berth.simulator.sync.SyncSimulation;
import dev.berth.simulator.tiles.TileSimulation;

import java.util.List;

/** Every family's simulator. */
public final class Simulators {
    private static final List<Simulator<?, ?>> ALL = List.of(new MemorySimulation(), new SyncSimulation(),
            new TileSimulation(), new ChannelsSimulation(), new SimtSimulation());

    private Simulators() {
    }

    /** The simulator of the family named {@code family}. */
    @SuppressWarnings("unchecked")
    public static <P extends Problem, S> Simulator<P, S> of(String family) {
        for (Simulator<?, ?> s : ALL) {
            if (s.family().equals(family)) {
                return (Simulator<P, S>) s;
            }
        }
        throw new IllegalArgumentException("no simulator for the " + family + " family");
    }
}
