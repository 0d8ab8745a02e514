package dev.berth.model.channels.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
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
        int[] last = new int[program.warps().isEmpty() ? 0 : program.warps().get(program.warps().size() - 1) + 1];
        Arrays.fill(last, -1);
        for (Instance x : program.instances()) {
            next.add(new ArrayList<>());
            if (last[x.warp()] >= 0) {
                next.get(last[x.warp()]).add(x.position());
            }
            last[x.warp()] = x.position();
        }
        synced.forEach(e -> next.get(e.from()).add(e.to()));
        return next;
    }

    /** What each instance reaches by one or more edges; edges go forward in position, so one backward pass. */
    public static BitSet[] reachability(List<List<Integer>> successors) {
        int n = successors.size();
        BitSet[] reach = new BitSet[n];
        for (int u = n - 1; u >= 0; u--) {
            reach[u] = new BitSet(n);
            for (int s : successors.get(u)) {
                reach[u].set(s);
                reach[u].or(reach[s]);
            }
        }
        return reach;
    }

    /** A shortest path from the source of {@code e} to its target over {@code successors}; null when none. */
    public static List<Integer> shortest(List<List<Integer>> successors, Edge e) {
        int[] parent = new int[successors.size()];
        Arrays.fill(parent, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(e.from());
        parent[e.from()] = e.from();
        while (!queue.isEmpty() && parent[e.to()] < 0) {
            int u = queue.poll();
            for (int s : successors.get(u)) {
                if (parent[s] < 0 && s <= e.to()) { // edges go forward in position: beyond the target is no way back
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
            path.add(0, v);
        }
        path.add(0, e.from());
        return path;
    }
}
