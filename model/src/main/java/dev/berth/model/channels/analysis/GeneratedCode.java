package dev.berth.model.channels.analysis;

import dev.berth.model.channels.Dependence;
import dev.berth.model.sync.SyncProblem;

import java.util.List;
import java.util.Map;

/**
 * The warps' code of a program as a sync instance, with every dependence found (the synced ones named by
 * their sync id) and, per sync id, the dependence it enforces.
 */
public record GeneratedCode(Reduced reduced, SyncProblem sync, List<Dependence> dependences, Map<String, Edge> bySync) {
    public GeneratedCode {
        dependences = List.copyOf(dependences);
        bySync = Map.copyOf(bySync);
    }

    /** The dependence that sync resource {@code r} (an index into {@link #sync()}) enforces. */
    public Dependence dependenceOf(int r) {
        String id = sync.resource(r).id();
        for (Dependence d : dependences) {
            if (id.equals(d.sync())) {
                return d;
            }
        }
        throw new IllegalArgumentException("no dependence has sync id " + id);
    }
}
