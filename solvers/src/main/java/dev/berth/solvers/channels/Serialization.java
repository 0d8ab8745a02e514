package dev.berth.solvers.channels;

import dev.berth.model.Budget;
import dev.berth.model.OutOfTime;
import dev.berth.model.TooLarge;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.analysis.AddressDependences;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.CodeMakespan;
import dev.berth.model.channels.analysis.Edge;
import dev.berth.model.channels.analysis.OrderPaths;
import dev.berth.model.channels.analysis.TransitiveReduction;
import dev.berth.model.channels.analysis.Unrolled;
import dev.berth.model.channels.analysis.WarpReach;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * {@code exact.serialize}: code wider than the usable channels made narrower by ordering it does not need.
 * While the width is over, each pair (A, B) of the current antichain is a candidate: B's producer waits for
 * A's consumer (a {@link DependenceKind#SERIALIZE} dependence A.to → B.from, with its own sync pair), so that
 * A's wait happens before B's signal and the two may share a channel. Only candidates going forward in the
 * sequential program are taken — the program itself is then a schedule of the code, so it cannot deadlock —
 * and only those not already ordered. The candidate of least width, then least makespan ({@link CodeMakespan}),
 * is kept, and the reduction runs again over every dependence (a serialising edge may imply others). A step may
 * leave the width as it is when it moves the certificate to another antichain — the worked example has two of
 * width 4 under flag, one per stage, and no single edge lowers it. Once the width fits, edges the later ones
 * made needless are dropped again. Greedy: it stops when the width fits, when no candidate helps or when the
 * budget runs out, and proves nothing about the fewest edges or the least makespan.
 */
final class Serialization {
    /** The plan reached, the edges it added and the makespans of the code before and after. */
    record Outcome(ChannelsPlan plan, List<Edge> added, long makespan, long makespanUnserialized) {
        boolean fits(int usable) {
            return plan.width().width() <= usable;
        }
    }

    private Serialization() {
    }

    static Outcome of(ChannelsProblem problem, long[] offsets, boolean reduce, ChannelsPlan start, int usable,
                      Budget budget) {
        Unrolled program = start.code().reduced().program();
        List<Edge> found = AddressDependences.of(program);
        long unserialized = CodeMakespan.of(program, start.code().sync().warps());
        List<Edge> added = new ArrayList<>();
        ChannelsPlan plan = start;
        long makespan = unserialized;
        // every step adds an edge, so the walk ends; plateau steps are capped, each one moving to another antichain
        int plateau = start.code().sync().size();
        boolean stopped = false;
        try {
            while (plan.width().width() > usable && !budget.exhausted()) {
                ChannelsPlan best = null;
                Edge bestEdge = null;
                long bestMakespan = Long.MAX_VALUE;
                for (Edge e : candidates(plan)) {
                    if (budget.exhausted()) {
                        break;
                    }
                    ChannelsPlan next = plan(problem, offsets, reduce, program, found, with(added, e));
                    int w = next.width().width();
                    if (w > plan.width().width() || w == plan.width().width() && sameAntichain(plan, next)) {
                        continue;
                    }
                    long m = CodeMakespan.of(program, next.code().sync().warps());
                    if (best == null || w < best.width().width() || w == best.width().width() && m < bestMakespan) {
                        best = next;
                        bestEdge = e;
                        bestMakespan = m;
                    }
                }
                if (best == null || best.width().width() == plan.width().width() && plateau-- == 0) {
                    break;
                }
                added.add(bestEdge);
                plan = best;
                makespan = bestMakespan;
            }
            if (plan.width().width() <= usable) {
                // plateau steps may have added edges a later one made useless for the width: drop them, latest first,
                // when the code still fits at no greater makespan
                for (int k = added.size() - 1; k >= 0 && !budget.exhausted(); k--) {
                    List<Edge> fewer = new ArrayList<>(added);
                    fewer.remove(k);
                    ChannelsPlan next = plan(problem, offsets, reduce, program, found, fewer);
                    long m = CodeMakespan.of(program, next.code().sync().warps());
                    if (next.width().width() <= usable && m <= makespan) {
                        added = fewer;
                        plan = next;
                        makespan = m;
                    }
                }
            }
        } catch (OutOfTime | TooLarge e) {
            // a candidate's plan was cut short (out of time, or its implied paths beyond channels.paths): what was
            // accepted before it stands
            stopped = true;
        }
        if (stopped) {
            return new Outcome(plan, added, makespan, unserialized);
        }
        // a later edge may imply an earlier one; dropped, it keeps reachability and every other edge's status,
        // and the answer lists only the ordering it enforces
        List<Edge> kept = added.stream().filter(plan.code().reduced().synced()::contains).toList();
        if (kept.size() < added.size()) {
            plan = plan(problem, offsets, reduce, program, found, kept);
        }
        return new Outcome(plan, kept, makespan, unserialized);
    }

    private static List<Edge> with(List<Edge> edges, Edge e) {
        List<Edge> out = new ArrayList<>(edges);
        out.add(e);
        return out;
    }

    /** Whether both plans' certificates name the same sync pairs (a plateau step that leads nowhere). */
    private static boolean sameAntichain(ChannelsPlan a, ChannelsPlan b) {
        return Set.copyOf(members(a)).equals(Set.copyOf(members(b)));
    }

    private static List<Edge> members(ChannelsPlan plan) {
        List<Edge> out = new ArrayList<>();
        for (int r : plan.width().certificate()) {
            out.add(plan.code().bySync().get(plan.code().sync().resource(r).id()));
        }
        return out;
    }

    /** A.to → B.from for every ordered pair of the antichain's dependences not yet ordered that way. */
    private static List<Edge> candidates(ChannelsPlan plan) {
        Unrolled program = plan.code().reduced().program();
        WarpReach reach = OrderPaths.reachability(program, OrderPaths.successors(program, plan.code().reduced().synced()));
        List<Edge> members = members(plan);
        List<Edge> out = new ArrayList<>();
        for (Edge a : members) {
            for (Edge b : members) {
                int u = a.to();
                int v = b.from();
                if (a != b && u < v && OrderPaths.crossWarp(program, new Edge(u, v, DependenceKind.SERIALIZE)) && !reach.reaches(u, v)) {
                    out.add(new Edge(u, v, DependenceKind.SERIALIZE));
                }
            }
        }
        return out.stream().distinct().sorted(Comparator.comparingInt(Edge::from).thenComparingInt(Edge::to)).toList();
    }

    private static ChannelsPlan plan(ChannelsProblem problem, long[] offsets, boolean reduce, Unrolled program,
                                     List<Edge> found, List<Edge> extra) {
        List<Edge> all = new ArrayList<>(found);
        all.addAll(extra);
        // sync ids stay numbered by source, then target, serialising pairs among the others
        all.sort(Comparator.comparingInt(Edge::from).thenComparingInt(Edge::to));
        return ChannelsPlan.of(problem, offsets, TransitiveReduction.of(program, all, reduce));
    }
}
