package dev.berth.model.channels.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Which dependences need a sync pair: one between instances of one warp never does (program order runs
 * them in order); one across warps does unless another path of program order and cross-warp dependences
 * already leads from its source to its target (the sound rule — the text's "surely finished by then" is a
 * timing argument and is not used). Dropping every such edge at once keeps reachability, since sequential
 * positions order the graph (it is acyclic); so each dropped edge's path exists among the kept ones and is
 * named.
 */
public final class TransitiveReduction {
    private TransitiveReduction() {
    }

    /** With {@code reduce} false every cross-warp dependence keeps its sync pair. */
    public static Reduced of(Unrolled program, List<Edge> found, boolean reduce) {
        int n = program.size();
        List<List<Integer>> next = orderSuccessors(program);
        List<List<Integer>> all = copy(next);
        for (Edge e : found) {
            if (crossWarp(program, e)) {
                all.get(e.from()).add(e.to());
            }
        }
        BitSet[] reach = reduce ? reachability(all, n) : null;
        List<Edge> synced = new ArrayList<>();
        boolean[] keep = new boolean[found.size()];
        List<List<Integer>> kept = copy(next);
        for (int k = 0; k < found.size(); k++) {
            Edge e = found.get(k);
            if (crossWarp(program, e) && (!reduce || !impliedByOthers(all, reach, e))) {
                keep[k] = true;
                synced.add(e);
                kept.get(e.from()).add(e.to());
            }
        }
        List<List<Integer>> implied = new ArrayList<>();
        for (int k = 0; k < found.size(); k++) {
            implied.add(keep[k] ? null : path(kept, found.get(k), n));
        }
        return new Reduced(program, found, synced, implied);
    }

    static boolean crossWarp(Unrolled program, Edge e) {
        return program.get(e.from()).warp() != program.get(e.to()).warp();
    }

    /** Program order: each instance to the next one of its warp. */
    private static List<List<Integer>> orderSuccessors(Unrolled program) {
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
        return next;
    }

    /** What each instance reaches by one or more edges; edges go forward in position, so one backward pass. */
    private static BitSet[] reachability(List<List<Integer>> successors, int n) {
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

    private static boolean impliedByOthers(List<List<Integer>> successors, BitSet[] reach, Edge e) {
        for (int s : successors.get(e.from())) {
            if (s != e.to() && reach[s].get(e.to())) {
                return true;
            }
        }
        return false;
    }

    /** A shortest path from the edge's source to its target over {@code successors}, by position. */
    private static List<Integer> path(List<List<Integer>> successors, Edge e, int n) {
        int[] parent = new int[n];
        Arrays.fill(parent, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(e.from());
        parent[e.from()] = e.from();
        while (!queue.isEmpty() && parent[e.to()] < 0) {
            int u = queue.poll();
            for (int s : successors.get(u)) {
                if (parent[s] < 0 && s <= e.to()) {
                    parent[s] = u;
                    queue.add(s);
                }
            }
        }
        if (parent[e.to()] < 0) {
            throw new IllegalStateException("dependence " + e + " is implied by no path: the reduction is wrong");
        }
        List<Integer> path = new ArrayList<>();
        for (int v = e.to(); v != e.from(); v = parent[v]) {
            path.add(0, v);
        }
        path.add(0, e.from());
        return path;
    }

    private static List<List<Integer>> copy(List<List<Integer>> lists) {
        List<List<Integer>> c = new ArrayList<>();
        lists.forEach(l -> c.add(new ArrayList<>(l)));
        return c;
    }
}
