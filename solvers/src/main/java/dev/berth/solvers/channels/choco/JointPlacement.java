package dev.berth.solvers.channels.choco;

import dev.berth.model.Budget;
import dev.berth.model.OutOfTime;
import dev.berth.model.TooLarge;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.CodeMakespan;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Offsets for the unplaced buffers chosen with the channels, lexicographically (the family's objective): first
 * the least
 * makespan within the capacity, then the fewest channels at that makespan.
 *
 * <p>Phase 1 minimises the makespan on a {@link JointModel} bounded strictly below the incumbent's (the
 * caller's placement, valid at once): a solution improves on it, and a search that completes proves the best
 * one found, or the incumbent, optimal. Phase 2 enumerates, on a fresh model bounded by that makespan, the
 * distinct assignments of the conflicts — a nogood from each solution keeps it from coming back — and takes the
 * plan of fewest channels. The conflicts fix which pairs of instances are ordered, hence the closure of the
 * ordering and the reduced code (the transitive reduction of a DAG is unique), so the enumeration covers every
 * reduced code the grid's placements of that makespan give: completed, it proves the channels minimal among
 * them. With {@code channels.reduce=false} the unreduced dependences depend on more than the conflicts (which
 * write was last), so phase 2 proves nothing there.
 *
 * <p>Search: conflicts first, false first (no overlap, the short schedule), then offsets and starts at their
 * lowest. Budget, node limit and {@code maxPatterns} stop either phase with its best so far.
 */
public final class JointPlacement {
    /**
     * @param offsets           the chosen offsets (bytes, per buffer)
     * @param plan              the plan at those offsets
     * @param makespan          its makespan in cycles (the code's longest path)
     * @param makespanProven    phase 1 completed: no placement on the grid has a shorter makespan
     * @param channelsProven    phase 2 completed (and the code is reduced): none of that makespan fewer channels
     */
    public record Outcome(long[] offsets, ChannelsPlan plan, long makespan, boolean makespanProven,
                          boolean channelsProven, long grid, int conflicts, long nodes, long patterns) {
    }

    private JointPlacement() {
    }

    /** As {@link #of(ChannelsProblem, long[], ChannelsPlan, boolean, long, long, Budget)}, planning {@code start} first. */
    public static Outcome of(ChannelsProblem p, long[] start, boolean reduce, long nodeLimit, long maxPatterns,
                             Budget budget) {
        return of(p, start, ChannelsPlan.of(p, start, reduce), reduce, nodeLimit, maxPatterns, budget);
    }

    /**
     * @param start       a valid placement to improve on (bytes, per buffer)
     * @param startPlan   the plan at {@code start}
     * @param reduce      the family's {@code channels.reduce}
     * @param nodeLimit   nodes for both phases together, 0 for none
     * @param maxPatterns conflict assignments phase 2 may look at, 0 for none
     * @param budget      the search's, also the thread's ({@code CurrentBudget}): when it ends inside building a
     *                    model or a plan, the best found before stands, proving nothing
     * @return null when the program does not fit the model, or the budget ended before the first model was built
     */
    public static Outcome of(ChannelsProblem p, long[] start, ChannelsPlan startPlan, boolean reduce, long nodeLimit,
                             long maxPatterns, Budget budget) {
        long startMakespan = makespan(startPlan);
        JointModel first;
        try {
            first = new JointModel(p, startMakespan - 1);
        } catch (JointModelNotBuilt | OutOfTime e) {
            return null;
        }
        Solver s1 = first.model.getSolver();
        limit(s1, nodeLimit, budget);
        search(s1, first);
        first.model.setObjective(Model.MINIMIZE, first.makespan);
        long[] best = start;
        long bestMakespan = startMakespan;
        while (s1.solve()) {
            best = first.offsetsInBytes();
            bestMakespan = first.makespan.getValue();
        }
        boolean makespanProven = complete(s1);
        long nodes = s1.getNodeCount();
        ChannelsPlan bestPlan;
        try {
            bestPlan = best == start ? startPlan : ChannelsPlan.of(p, best, reduce);
        } catch (OutOfTime | TooLarge e) {
            return new Outcome(start, startPlan, startMakespan, false, false, first.grid, first.conflicts.length,
                    nodes, 0);
        }
        long measured = makespan(bestPlan);
        if (measured != bestMakespan) {
            throw new IllegalStateException("the joint model's makespan " + bestMakespan + " is not the code's "
                    + measured + " at offsets it chose");
        }
        if (budget.exhausted() || nodeLimit > 0 && nodes >= nodeLimit) {
            return new Outcome(best, bestPlan, bestMakespan, makespanProven, false, first.grid,
                    first.conflicts.length, nodes, 0);
        }
        long patterns = 0;
        boolean channelsProven = false;
        long secondNodes = 0;
        try {
            JointModel second = new JointModel(p, bestMakespan);
            Solver s2 = second.model.getSolver();
            limit(s2, nodeLimit <= 0 ? 0 : nodeLimit - nodes, budget);
            if (maxPatterns > 0) {
                s2.limitSolution(maxPatterns);
            }
            search(s2, second);
            if (second.conflicts.length > 0) {
                s2.setNoGoodRecordingFromSolutions(second.conflicts);
            }
            try {
                while (s2.solve()) {
                    patterns++;
                    long[] offsets = second.offsetsInBytes();
                    ChannelsPlan plan = ChannelsPlan.of(p, offsets, reduce);
                    if (plan.width().width() < bestPlan.width().width()) {
                        best = offsets;
                        bestPlan = plan;
                    }
                    if (second.conflicts.length == 0) {
                        break; // one assignment of nothing: the enumeration is complete
                    }
                }
                channelsProven = reduce && (second.conflicts.length == 0 && patterns > 0 || complete(s2));
            } finally {
                secondNodes = s2.getNodeCount();
            }
        } catch (OutOfTime | TooLarge e) {
            // phase 2 cut short inside a plan (out of time, or offsets that cut the ranges into too many pieces):
            // the fewest channels found so far stand
            channelsProven = false;
        }
        return new Outcome(best, bestPlan, makespan(bestPlan), makespanProven, channelsProven, first.grid,
                first.conflicts.length, nodes + secondNodes, patterns);
    }

    private static long makespan(ChannelsPlan plan) {
        return CodeMakespan.of(plan.code().reduced().program(), plan.code().sync().warps());
    }

    private static void search(Solver s, JointModel m) {
        IntVar[] open = Arrays.stream(m.offsets).filter(v -> !v.isInstantiated()).toArray(IntVar[]::new);
        List<AbstractStrategy<IntVar>> phases = new ArrayList<>();
        for (IntVar[] vars : List.of(m.conflicts, open, m.starts, new IntVar[] {m.makespan})) {
            if (vars.length > 0) {
                phases.add(Search.inputOrderLBSearch(vars));
            }
        }
        s.setSearch(phases.toArray(AbstractStrategy[]::new));
    }

    private static void limit(Solver s, long nodeLimit, Budget budget) {
        if (!budget.unlimitedTime()) {
            s.limitTime(Math.max(1, budget.remainingMillis()));
        }
        if (nodeLimit > 0) {
            s.limitNode(nodeLimit);
        }
        s.addStopCriterion(budget::exhausted);
    }

    private static boolean complete(Solver s) {
        return !s.isStopCriterionMet() && !s.hasEndedUnexpectedly();
    }
}
