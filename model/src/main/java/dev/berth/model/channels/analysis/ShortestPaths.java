package dev.berth.model.channels.analysis;

import dev.berth.model.CurrentBudget;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Shortest paths over one order graph of {@link OrderPaths}, edge after edge: the search's marks are kept
 * between searches and only those it set are cleared, so a path costs what its search visits, not the whole
 * program (thousands of implied dependences on a long program each paid for every instance).
 */
public final class ShortestPaths {
    private final List<List<Integer>> successors;
    private final WarpReach reach;
    private final int[] parent;
    private final int[] queue;

    /**
     * @param reach of a graph with the same reachability as {@code successors}, or null: keeps each search to
     *              the instances that lead to its target (the shortest path is the same)
     */
    public ShortestPaths(List<List<Integer>> successors, WarpReach reach) {
        this.successors = successors;
        this.reach = reach;
        this.parent = new int[successors.size()];
        this.queue = new int[successors.size()];
        Arrays.fill(parent, -1);
    }

    /** A shortest path from the source of {@code e} to its target, by position; null when there is none. */
    public List<Integer> of(Edge e) {
        if (reach != null && !reach.reaches(e.from(), e.to())) {
            return null;
        }
        int head = 0;
        int tail = 0;
        queue[tail++] = e.from();
        parent[e.from()] = e.from();
        try {
            while (head < tail && parent[e.to()] < 0) {
                int u = queue[head++];
                if ((head & 0x3ff) == 0) {
                    CurrentBudget.check("naming the paths that imply dependences");
                }
                for (int s : successors.get(u)) {
                    // edges go forward in position: beyond the target is no way back
                    if (parent[s] < 0 && s <= e.to() && (s == e.to() || reach == null || reach.reaches(s, e.to()))) {
                        parent[s] = u;
                        queue[tail++] = s;
                    }
                }
            }
            if (parent[e.to()] < 0) {
                return null;
            }
            List<Integer> path = new ArrayList<>();
            for (int v = e.to(); v != e.from(); v = parent[v]) {
                path.add(v);
            }
            path.add(e.from());
            Collections.reverse(path);
            return path;
        } finally {
            for (int k = 0; k < tail; k++) {
                parent[queue[k]] = -1;
            }
        }
    }
}
