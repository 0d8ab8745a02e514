package dev.berth.model.channels.analysis;

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
}
