package dev.berth.algorithms.sync;

import dev.berth.model.Budget;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.NamedStrategy;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.PinnedClash;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.HandOverOrder;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.analysis.SyncAnswers;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;

/**
 * The classic constructive baseline: First-Fit on the hand-over poset. Resources are taken in a topological
 * order of their producers' signals; each takes the lowest usable id of its class (reserved ids skipped)
 * whose last user may hand over to it ({@link HandOverOrder#precedes}, which also requires equal arrival
 * counts), or the lowest id nobody holds yet. Since hand-over implies the producers' order, the users of an
 * id are then a chain of the poset — the mapping is valid by construction and is re-checked by
 * {@link SyncValidator} all the same. First-Fit can be far from the width (the worst case grows quadratically
 * in it); the bound and certificate come from {@link SyncWidth}, OPTIMAL when the count meets it.
 *
 * <p>Pinned ids are kept: a free resource takes an id with pinned users still to come only if it may hand
 * over to the next of them, and pinned resources sharing an id that cannot follow one another make the
 * problem INFEASIBLE with that {@link PinnedClash} (every valid mapping keeps them). A class whose width
 * exceeds its usable ids is INFEASIBLE or UNKNOWN as {@link SyncAnswers#overCapacity} says; running out of
 * ids otherwise is UNKNOWN, with the resource and class.
 *
 * <p>Parameters: the family's {@link SyncFamily#REMOVE_REDUNDANT} ({@code sync.remove-redundant}, default
 * false) drops the pairs {@link RedundantPairs} finds implied first; the bound is then the width of the
 * program left. One deterministic pass, no search: {@code nodeLimit} and {@code seed} do not apply; the
 * budget is polled every 256 resources. Stats: {@code removed}.
 */
public final class GreedySyncAllocator extends NamedStrategy<SyncProblem, SyncMapping> {
    public static final String NAME = "greedy";

    /** One physical id of a class: who holds it last, and the pinned resources still to take it, in order. */
    private static final class Lane {
        int last = -1;
        final ArrayDeque<Integer> pinned = new ArrayDeque<>();
    }

    public GreedySyncAllocator() {
        super(NAME, "First-Fit on the hand-over order, producers in topological order"
                + " (lowest id whose last user precedes)",
                List.of());
    }

    @Override
    public Result<SyncMapping> solve(SyncProblem problem, SolveOptions options, Budget budget) {
        return decide(problem, SyncFamily.REMOVE_REDUNDANT.from(options), budget);
    }

    private Result<SyncMapping> decide(SyncProblem p, boolean removeRedundant, Budget budget) {
        HappensBefore whole = HappensBefore.of(p);
        if (!whole.acyclic()) {
            return SyncAnswers.deadlock(whole);
        }
        boolean[] removed = removeRedundant ? RedundantPairs.find(p) : new boolean[p.size()];
        HappensBefore hb = HappensBefore.withRemoved(p, removed);
        HandOverOrder order = new HandOverOrder(hb);
        SyncWidth width = SyncWidth.of(hb);
        int removedCount = (int) IntStream.range(0, p.size()).filter(r -> removed[r]).count();
        Result<SyncMapping> overflow = SyncAnswers.overCapacity(p, width, removeRedundant);
        if (overflow != null && overflow.status() == Status.INFEASIBLE) {
            return overflow.withStat("removed", removedCount);
        }
        List<Integer> sequence = producerOrder(hb, removed);
        List<Map<Integer, Lane>> lanes = new ArrayList<>();
        for (int c = 0; c < p.classes().size(); c++) {
            lanes.add(new TreeMap<>());
        }
        for (int r : sequence) {
            LogicalResource x = p.resource(r);
            if (x.isPinned()) {
                Lane lane = lanes.get(x.classIndex()).computeIfAbsent(x.pinned(), k -> new Lane());
                if (!lane.pinned.isEmpty() && !order.precedes(lane.pinned.peekLast(), r)) {
                    int s = lane.pinned.peekLast();
                    return Result.<SyncMapping>infeasible(SyncAnswers.clash(p, s, r),
                            Proof.certificate(new PinnedClash(s, r))).withStat("removed", removedCount);
                }
                lane.pinned.addLast(r);
            }
        }
        if (overflow != null) {
            return overflow.withStat("removed", removedCount); // UNKNOWN: fits only without the implied pairs
        }
        int[] mapping = new int[p.size()];
        Arrays.fill(mapping, SyncProblem.REMOVED);
        int placed = 0;
        for (int s : sequence) {
            if ((++placed & 255) == 0 && budget.exhausted()) {
                return SyncAnswers.unknown("the time limit ran out during the greedy pass", width)
                        .withStat("removed", removedCount);
            }
            LogicalResource x = p.resource(s);
            ResourceClass rc = p.classOf(s);
            Map<Integer, Lane> ofClass = lanes.get(x.classIndex());
            int id = x.isPinned() ? x.pinned() : firstFit(rc, ofClass, order, s);
            if (id < 0) {
                return SyncAnswers.unknown("First-Fit ran out of ids of class " + rc.id() + " at resource " + x.id()
                                + ": each of its " + SyncAnswers.usableIds(rc) + " is held by a resource it cannot follow",
                        width).withStat("removed", removedCount);
            }
            Lane lane = ofClass.computeIfAbsent(id, k -> new Lane());
            if (x.isPinned()) {
                lane.pinned.pollFirst();
            }
            lane.last = s;
            mapping[s] = id;
        }
        String violation = SyncValidator.firstViolation(p, mapping);
        if (violation != null) {
            return SyncAnswers.unknown("the greedy mapping was rejected by the validator: " + violation, width)
                    .withStat("removed", removedCount);
        }
        return SyncAnswers.answer(p, mapping, width).withStat("removed", removedCount);
    }

    /** The lowest usable id {@code s} may take, or -1 past the class's limit. */
    private static int firstFit(ResourceClass rc, Map<Integer, Lane> lanes, HandOverOrder order, int s) {
        for (int id = 0; id < rc.limit(); id++) {
            if (!rc.usable(id)) {
                continue;
            }
            Lane lane = lanes.get(id);
            if (lane == null) {
                return id;
            }
            if ((lane.last < 0 || order.precedes(lane.last, s))
                    && (lane.pinned.isEmpty() || order.precedes(s, lane.pinned.peekFirst()))) {
                return id;
            }
        }
        return -1;
    }

    /** Kept resources by the topological position of their producer's signal. */
    private static List<Integer> producerOrder(HappensBefore hb, boolean[] removed) {
        int[] topo = hb.topologicalOrder();
        int[] position = new int[topo.length];
        for (int k = 0; k < topo.length; k++) {
            position[topo[k]] = k;
        }
        List<Integer> out = new ArrayList<>();
        for (int r = 0; r < removed.length; r++) {
            if (!removed[r]) {
                out.add(r);
            }
        }
        out.sort(Comparator.comparingInt(r -> position[hb.producerEvent(r)]));
        return out;
    }
}
