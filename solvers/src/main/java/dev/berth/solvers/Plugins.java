package dev.berth.solvers;

import dev.berth.model.Families;
import dev.berth.model.Family;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.simulator.channels.ChannelsSimulation;
import dev.berth.simulator.memory.MemorySimulation;
import dev.berth.simulator.simt.SimtSimulation;
import dev.berth.simulator.sync.SyncSimulation;
import dev.berth.simulator.tiles.TileSimulation;
import dev.berth.solvers.channels.ChannelsStrategies;
import dev.berth.solvers.memory.MemoryStrategies;
import dev.berth.solvers.simt.SimtStrategies;
import dev.berth.solvers.sync.SyncStrategies;
import dev.berth.solvers.tiles.TileStrategies;

import java.util.List;

/**
 * Every problem family's plug-in, in the order the families are listed ({@link Families}): the one list of the
 * strategies and simulators Berth has. Look-ups by a family or a problem are typed by it.
 */
public final class Plugins {
    private static final List<FamilyPlugin<?, ?>> ALL = List.of(
            new FamilyPlugin<>(MemoryStrategies.REGISTRY, new MemorySimulation()),
            new FamilyPlugin<>(SyncStrategies.REGISTRY, new SyncSimulation()),
            new FamilyPlugin<>(TileStrategies.REGISTRY, new TileSimulation()),
            new FamilyPlugin<>(ChannelsStrategies.REGISTRY, new ChannelsSimulation()),
            new FamilyPlugin<>(SimtStrategies.REGISTRY, new SimtSimulation()));

    private Plugins() {
    }

    public static List<FamilyPlugin<?, ?>> all() {
        return ALL;
    }

    /** The plug-in of {@code family}. */
    @SuppressWarnings("unchecked") // a plug-in's family is the one it was found by
    public static <P extends Problem, S> FamilyPlugin<P, S> of(Family<P, S> family) {
        for (FamilyPlugin<?, ?> p : ALL) {
            if (p.family() == family) {
                return (FamilyPlugin<P, S>) p;
            }
        }
        throw new IllegalArgumentException("no plug-in for the " + family.name() + " family");
    }

    /** The plug-in of {@code problem}'s family. */
    @SuppressWarnings("unchecked")
    public static <P extends Problem, S> FamilyPlugin<P, S> of(P problem) {
        return of((Family<P, S>) Families.of(problem));
    }

    /** The plug-in of the family named {@code family}; an input error listing the families when none is. */
    public static FamilyPlugin<?, ?> named(String family) {
        for (FamilyPlugin<?, ?> p : ALL) {
            if (p.family().name().equals(family)) {
                return p;
            }
        }
        throw new InputException("family", "unknown family '" + family + "' (known: "
                + String.join(", ", ALL.stream().map(p -> p.family().name()).toList()) + ")");
    }
}
