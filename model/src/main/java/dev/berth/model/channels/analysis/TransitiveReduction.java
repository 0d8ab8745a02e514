package dev.berth.model.channels.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.ChannelsLimits;

import java.util.ArrayList;
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

    /** With {@code reduce} false every cross-warp dependence keeps its sync pair; refusals name "stages". */
    public static Reduced of(Unrolled program, List<Edge> found, boolean reduce) {
        return of(program, found, reduce, "stages");
    }

    /**
     * As {@link #of(Unrolled, List, boolean)}; the paths that imply the dropped dependences together are at most
     * {@link ChannelsLimits#PATHS} instances.
     *
     * @param where what a refusal names ("file.json: stages")
     */
    public static Reduced of(Unrolled program, List<Edge> found, boolean reduce, String where) {
        List<List<Integer>> next = OrderPaths.successors(program, List.of());
        List<List<Integer>> all = copy(next);
        for (Edge e : found) {
            if (OrderPaths.crossWarp(program, e)) {
                all.get(e.from()).add(e.to());
            }
        }
        WarpReach reach = OrderPaths.reachability(program, all);
        List<Edge> synced = new ArrayList<>();
        boolean[] keep = new boolean[found.size()];
        List<List<Integer>> kept = copy(next);
        int[] beyond = null;
        int beyondOf = -1;
        for (int k = 0; k < found.size(); k++) {
            Edge e = found.get(k);
            if ((k & 0x3ff) == 0) {
                CurrentBudget.check("reducing the dependences");
            }
            if (!OrderPaths.crossWarp(program, e)) {
                continue;
            }
            if (reduce && e.from() != beyondOf) {
                beyond = reach.beyond(all.get(e.from()));
                beyondOf = e.from();
            }
            if (!reduce || !reach.within(beyond, e.to())) {
                keep[k] = true;
                synced.add(e);
                kept.get(e.from()).add(e.to());
            }
        }
        List<List<Integer>> implied = new ArrayList<>();
        ShortestPaths paths = new ShortestPaths(kept, reach);
        long named = 0;
        for (int k = 0; k < found.size(); k++) {
            List<Integer> path = keep[k] ? null : path(paths, found.get(k));
            if (path != null) {
                named += path.size();
                ChannelsLimits.checkPaths(where, named);
            }
            implied.add(path);
        }
        return new Reduced(program, found, synced, implied);
    }

    /** The path that implies a dropped dependence; there is one, since dropping keeps reachability. */
    private static List<Integer> path(ShortestPaths kept, Edge e) {
        List<Integer> path = kept.of(e);
        if (path == null) {
            throw new IllegalStateException("dependence " + e + " is implied by no path: the reduction is wrong");
        }
        return path;
    }

    private static List<List<Integer>> copy(List<List<Integer>> lists) {
        List<List<Integer>> c = new ArrayList<>();
        lists.forEach(l -> c.add(new ArrayList<>(l)));
        return c;
    }
}
