package dev.berth.algorithms.channels;

import dev.berth.model.channels.ChannelsLimits;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.analysis.AddressDependences;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.Edge;
import dev.berth.model.channels.analysis.OrderPaths;
import dev.berth.model.channels.analysis.Reduced;
import dev.berth.model.channels.analysis.Unrolled;
import dev.berth.model.channels.analysis.ShortestPaths;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The text's procedure (the patent publication "Method, system, device and medium for converting sequential
 * code into parallel code") from the schedule tree to the channels, step by step: unroll the stages,
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
        String where = (problem.name() == null || problem.name().isEmpty() ? "" : problem.name() + ": ") + "stages";
        List<Edge> sound = AddressDependences.of(program, where);
        TextsFlowGraph graph = TextsFlowGraph.of(program, sound);
        List<Edge> cdrfg = graph.dependences();
        List<Edge> removed = TimingRemoval.removed(program, cdrfg);
        Set<Edge> removedSet = new HashSet<>(removed);

        Map<Long, Edge> found = new LinkedHashMap<>();
        for (Edge e : sound) {
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
            if (!removedSet.contains(e) && OrderPaths.crossWarp(program, e)) {
                syncedKeys.add(key(e));
            }
        }
        List<Edge> synced = all.stream().filter(e -> syncedKeys.contains(key(e))).toList();
        List<Edge> missed = all.stream().filter(e -> !inGraph.contains(key(e)) && OrderPaths.crossWarp(program, e)).toList();

        List<List<Integer>> successors = OrderPaths.successors(program, synced);
        ShortestPaths paths = new ShortestPaths(successors, OrderPaths.reachability(program, successors));
        List<List<Integer>> implied = new ArrayList<>();
        List<Edge> unordered = new ArrayList<>();
        long named = 0;
        for (Edge e : all) {
            List<Integer> path = syncedKeys.contains(key(e)) ? null : paths.of(e);
            named += path == null ? 0 : path.size();
            ChannelsLimits.checkPaths(where, named);
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
}
