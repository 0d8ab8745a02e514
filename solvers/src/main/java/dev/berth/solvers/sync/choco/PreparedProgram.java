package dev.berth.solvers.sync.choco;

import dev.berth.model.Budget;
import dev.berth.model.sync.analysis.HandOverOrder;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

/**
 * A sync program as the constrained strategies see it: the pairs kept (all, or all but
 * {@link RedundantPairs} when asked), happens-before and hand-over order on them, the width, and per class
 * its kept resources in producer order. Two kept resources of a class conflict when they may not share a
 * physical id: different arrival counts, or neither hands over to the other ({@link ConflictGraph} lists
 * them all).
 *
 * <p>Dropping the redundant pairs keeps every ordering between the instructions that remain, so the
 * hand-over order among kept resources, and with it every conflict and certificate found here, is the same
 * as in the full program: what is proven here holds for the program whatever is dropped.
 */
public final class PreparedProgram {
    private final SyncProblem problem;
    private final boolean removeRedundant;
    private final boolean[] removed;
    private final HappensBefore hb;
    private final HandOverOrder order;
    private final SyncWidth width;
    private final int[] eventPosition;
    private final int[] rank;
    private final int[][] members;

    private PreparedProgram(SyncProblem problem, boolean removeRedundant, boolean[] removed, HandOverOrder order,
                            SyncWidth width, int[] eventPosition, int[] rank, int[][] members) {
        this.problem = problem;
        this.removeRedundant = removeRedundant;
        this.removed = removed;
        this.hb = order.happensBefore();
        this.order = order;
        this.width = width;
        this.eventPosition = eventPosition;
        this.rank = rank;
        this.members = members;
    }

    /**
     * @param removeRedundant drop the pairs of {@link RedundantPairs#find} first
     * @throws SyncModelNotBuilt when the budget runs out, or the program deadlocks
     */
    public static PreparedProgram of(SyncProblem p, boolean removeRedundant, Budget budget) {
        boolean[] removed = new boolean[p.size()];
        HappensBefore hb = HappensBefore.withRemoved(p, removed);
        if (!hb.acyclic()) {
            throw SyncModelNotBuilt.deadlock(hb.cycle());
        }
        if (removeRedundant) {
            removed = RedundantPairs.find(p);
            hb = HappensBefore.withRemoved(p, removed);
        }
        SyncWidth width = SyncWidth.of(hb);
        if (budget.exhausted()) {
            throw SyncModelNotBuilt.timeUp("computing the width");
        }
        int[] pos = new int[hb.eventCount()];
        int[] topo = hb.topologicalOrder();
        for (int k = 0; k < topo.length; k++) {
            pos[topo[k]] = k;
        }
        int[] rank = new int[p.size()];
        List<List<Integer>> byClass = new ArrayList<>();
        for (int c = 0; c < p.classes().size(); c++) {
            byClass.add(new ArrayList<>());
        }
        for (int r = 0; r < p.size(); r++) {
            rank[r] = removed[r] ? -1 : pos[hb.producerEvent(r)];
            if (!removed[r]) {
                byClass.get(p.resource(r).classIndex()).add(r);
            }
        }
        int[][] members = new int[byClass.size()][];
        for (int c = 0; c < members.length; c++) {
            members[c] = byClass.get(c).stream().sorted(Comparator.comparingInt(r -> rank[r]))
                    .mapToInt(Integer::intValue).toArray();
        }
        return new PreparedProgram(p, removeRedundant, removed, new HandOverOrder(hb), width, pos, rank, members);
    }

    public SyncProblem problem() {
        return problem;
    }

    /** Whether the pairs of {@link RedundantPairs#find} were dropped. */
    public boolean removeRedundant() {
        return removeRedundant;
    }

    public boolean removed(int r) {
        return removed[r];
    }

    public int removedCount() {
        int k = 0;
        for (boolean b : removed) {
            k += b ? 1 : 0;
        }
        return k;
    }

    public HappensBefore happensBefore() {
        return hb;
    }

    public HandOverOrder order() {
        return order;
    }

    /** The width of the kept program, with its chains and certificate. */
    public SyncWidth width() {
        return width;
    }

    /** Position of event e in one fixed topological order of the kept program. */
    public int position(int e) {
        return eventPosition[e];
    }

    /** Topological position of r's producer (-1 for a removed pair): hand-over only goes to later ranks. */
    public int rank(int r) {
        return rank[r];
    }

    public int classCount() {
        return members.length;
    }

    /** The kept resources of class c, by increasing {@link #rank}. */
    public int[] members(int c) {
        return members[c];
    }

    /** Whether kept resources r and s of one class may not share a physical id. */
    public boolean conflict(int r, int s) {
        return r != s && !order.comparable(r, s);
    }

    /** The distinct ids the kept resources of class c are pinned to, ascending. */
    public int[] pinnedIds(int c) {
        TreeSet<Integer> ids = new TreeSet<>();
        for (int r : members[c]) {
            LogicalResource x = problem.resource(r);
            if (x.isPinned()) {
                ids.add(x.pinned());
            }
        }
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * A proven lower bound on the ids class c uses: its width (a set of pairwise conflicting resources) or
     * its distinct pinned ids, whichever is larger.
     */
    public int lowerBound(int c) {
        return Math.max(width.widthOfClass(c), pinnedIds(c).length);
    }

    public int lowerBound() {
        int b = 0;
        for (int c = 0; c < members.length; c++) {
            b += lowerBound(c);
        }
        return b;
    }

    /** A mapping with the removed pairs marked and every kept resource at id 0, to be filled in. */
    public int[] blankMapping() {
        int[] m = new int[problem.size()];
        for (int r = 0; r < m.length; r++) {
            m[r] = removed[r] ? SyncProblem.REMOVED : 0;
        }
        return m;
    }
}
