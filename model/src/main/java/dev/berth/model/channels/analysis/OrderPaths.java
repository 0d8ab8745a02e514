package dev.berth.model.channels.analysis;

import dev.berth.model.CurrentBudget;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The order an unrolled program's warps impose: program order inside each warp, plus the dependences that get
 * a sync pair. Both the sound reduction and the text's procedure ask of it which path orders a dependence.
 * Every edge goes forward in sequential position, so the graph is acyclic.
 */
public final class OrderPaths {
    private OrderPaths() {
    }

    /** Whether {@code e} joins two warps (one inside a warp is ordered by the warp itself). */
    public static boolean crossWarp(Unrolled program, Edge e) {
        return program.get(e.from()).warp() != program.get(e.to()).warp();
    }

    /** Each instance's successors: the next instance of its warp, then the targets of {@code synced} from it. */
    public static List<List<Integer>> successors(Unrolled program, List<Edge> synced) {
        List<List<Integer>> next = new ArrayList<>();
        int[] warpOf = program.warpIndexes();
        int[] last = new int[program.warps().size()];
        Arrays.fill(last, -1);
        for (Instance x : program.instances()) {
            next.add(new ArrayList<>());
            int w = warpOf[x.position()];
            if (last[w] >= 0) {
                next.get(last[w]).add(x.position());
            }
            last[w] = x.position();
        }
        synced.forEach(e -> next.get(e.from()).add(e.to()));
        return next;
    }

    /** What each instance reaches by one or more edges of {@code successors}. */
    public static WarpReach reachability(Unrolled program, List<List<Integer>> successors) {
        return WarpReach.of(program, successors);
    }

    /**
     * A shortest path from the source of {@code e} to its target over {@code successors}; null when none.
     * {@code reach} (of a graph with the same reachability, or null) keeps the search to the instances that
     * lead to the target: on a long program a search in every direction costs the whole program per edge.
     */
    public static List<Integer> shortest(List<List<Integer>> successors, Edge e, WarpReach reach) {
        if (reach != null && !reach.reaches(e.from(), e.to())) {
            return null;
        }
        int[] parent = new int[successors.size()];
        Arrays.fill(parent, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(e.from());
        parent[e.from()] = e.from();
        int visited = 0;
        while (!queue.isEmpty() && parent[e.to()] < 0) {
            int u = queue.poll();
            if ((++visited & 0x3ff) == 0) {
                CurrentBudget.check("naming the paths that imply dependences");
            }
            for (int s : successors.get(u)) {
                // edges go forward in position: beyond the target is no way back
                if (parent[s] < 0 && s <= e.to() && (s == e.to() || reach == null || reach.reaches(s, e.to()))) {
                    parent[s] = u;
                    queue.add(s);
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
        java.util.Collections.reverse(path);
        return path;
    }
}
