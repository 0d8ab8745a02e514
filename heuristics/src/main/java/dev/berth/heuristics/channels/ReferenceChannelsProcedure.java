package dev.berth.heuristics.channels;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.analysis.AddressDependences;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.Edge;
import dev.berth.model.channels.analysis.Instance;
import dev.berth.model.channels.analysis.Reduced;
import dev.berth.model.channels.analysis.Unrolled;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The text's procedure (seed 001) from the schedule tree to the channels, step by step: unroll the stages,
 * build the CDFG and CDRFG ({@link TextsFlowGraph}), remove what the text's timing rule removes
 * ({@link TimingRemoval}), give every remaining dependence across warps a sync pair in the generated code (the
 * text's step 163 partitions by warp; within a warp program order orders it), and allocate the channels as
 * the text does ({@link TextsChannelReuse}).
 *
 * <p>Every dependence on addresses the sound rule finds ({@link AddressDependences}) is then looked up in the
 * code the text's procedure leaves: one with no path of program order and sync pairs from its source to its
 * target is {@code unordered} — the program the text's procedure produces would race there. On the worked
 * example there is none: the c2→p7 the text misses and the c1→p7 it removes are both implied.
 */
public final class ReferenceChannelsProcedure {
    private ReferenceChannelsProcedure() {
    }

    /** The procedure on {@code problem} with its buffers at {@code offsets}. */
    public static ChannelsReferenceTrace run(ChannelsProblem problem, long[] offsets) {
        Unrolled program = Unrolled.of(problem, offsets);
        TextsFlowGraph graph = TextsFlowGraph.of(program);
        List<Edge> cdrfg = graph.dependences();
        List<Edge> removed = TimingRemoval.removed(program, cdrfg);
        Set<Edge> removedSet = new HashSet<>(removed);

        Map<Long, Edge> found = new LinkedHashMap<>();
        for (Edge e : AddressDependences.of(program)) {
            found.put(key(e), e);
        }
        Set<Long> inGraph = new HashSet<>();
        for (Edge e : cdrfg) {
            inGraph.add(key(e));
            found.putIfAbsent(key(e), e);
        }
        List<Edge> all = new ArrayList<>(found.values());
        all.sort(java.util.Comparator.comparingInt(Edge::from).thenComparingInt(Edge::to));

        Set<Long> syncedKeys = new HashSet<>();
        for (Edge e : cdrfg) {
            if (!removedSet.contains(e) && crossWarp(program, e)) {
                syncedKeys.add(key(e));
            }
        }
        List<Edge> synced = all.stream().filter(e -> syncedKeys.contains(key(e))).toList();
        List<Edge> missed = all.stream().filter(e -> !inGraph.contains(key(e)) && crossWarp(program, e)).toList();

        List<List<Integer>> successors = orderedBy(program, synced);
        List<List<Integer>> implied = new ArrayList<>();
        List<Edge> unordered = new ArrayList<>();
        for (Edge e : all) {
            List<Integer> path = syncedKeys.contains(key(e)) ? null : path(successors, e, program.size());
            if (path == null && !syncedKeys.contains(key(e))) {
                unordered.add(e);
                path = List.of();
            }
            implied.add(path);
        }
        Reduced reduced = new Reduced(program, all, synced, implied);
        ChannelsPlan plan = ChannelsPlan.of(problem, offsets, reduced);
        List<TextsChannelReuse.Step> steps = TextsChannelReuse.allocate(plan.code(), problem.sync());
        return new ChannelsReferenceTrace(problem, plan, graph, removed, missed, unordered, steps,
                TextsChannelReuse.mapping(plan.code(), steps));
    }

    private static long key(Edge e) {
        return ((long) e.from() << 32) | e.to();
    }

    private static boolean crossWarp(Unrolled program, Edge e) {
        return program.get(e.from()).warp() != program.get(e.to()).warp();
    }

    /** Program order (each instance to the next of its warp) and the synced dependences. */
    private static List<List<Integer>> orderedBy(Unrolled program, List<Edge> synced) {
        List<List<Integer>> next = new ArrayList<>();
        Map<Integer, Integer> last = new HashMap<>();
        for (Instance x : program.instances()) {
            next.add(new ArrayList<>());
            Integer before = last.put(x.warp(), x.position());
            if (before != null) {
                next.get(before).add(x.position());
            }
        }
        synced.forEach(e -> next.get(e.from()).add(e.to()));
        return next;
    }

    /** A shortest path from the source of {@code e} to its target, by position; null when there is none. */
    private static List<Integer> path(List<List<Integer>> successors, Edge e, int n) {
        int[] parent = new int[n];
        Arrays.fill(parent, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(e.from());
        parent[e.from()] = e.from();
        while (!queue.isEmpty() && parent[e.to()] < 0) {
            int u = queue.poll();
            for (int s : successors.get(u)) {
                if (parent[s] < 0 && s <= e.to()) {  // edges go forward in position: beyond the target is no way back
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
