package dev.berth.model.channels.analysis;

import java.util.List;

/**
 * The dependences of a program split into those that get a sync pair ({@code synced}, across warps) and
 * those that do not, each of the latter with the path of instances (from … to) that orders it anyway.
 *
 * @param implied parallel to {@code found}: null for a synced dependence, else its path by position
 */
public record Reduced(Unrolled program, List<Edge> found, List<Edge> synced, List<List<Integer>> implied) {
    public Reduced {
        found = List.copyOf(found);
        synced = List.copyOf(synced);
        implied = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(implied));
    }
}
