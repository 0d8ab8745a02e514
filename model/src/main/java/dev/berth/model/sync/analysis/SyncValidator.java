package dev.berth.model.sync.analysis;

import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Independent check of a mapping: ids usable in their class (below the limit, not reserved), pinned ids
 * kept, resources sharing a physical one compatible and totally ordered by the hand-over order, removed
 * pairs implied by the rest. Shares no code with any strategy.
 */
public final class SyncValidator {
    private SyncValidator() {
    }

    /** Null when valid; otherwise a one-line description of the first violation found. */
    public static String firstViolation(SyncProblem p, int[] mapping) {
        if (mapping == null || mapping.length != p.size()) {
            return "mapping has " + (mapping == null ? "no" : mapping.length) + " entries, the problem " + p.size()
                    + " resources";
        }
        HappensBefore hb = HappensBefore.of(p, mapping);
        if (!hb.acyclic()) {
            return "the program deadlocks: " + String.join(" -> ", hb.cycle());
        }
        for (int r = 0; r < p.size(); r++) {
            LogicalResource x = p.resource(r);
            int id = mapping[r];
            if (id == SyncProblem.REMOVED) {
                if (x.isPinned()) {
                    return "resource " + x.id() + " is pinned to " + x.pinned() + " but removed";
                }
                if (!hb.pairImplied(r)) {
                    return "removed pair " + x.id() + " is not implied: " + opBefore(p, r) + " no longer happens before "
                            + opAfter(p, r);
                }
                continue;
            }
            ResourceClass c = p.classOf(r);
            if (!c.usable(id)) {
                return "resource " + x.id() + " mapped to " + id + ", not a usable id of class " + c.id()
                        + (id < 0 ? "" : id >= c.limit() ? " (limit " + c.limit() + ")" : " (reserved)");
            }
            if (x.isPinned() && x.pinned() != id) {
                return "resource " + x.id() + " is pinned to " + x.pinned() + " but mapped to " + id;
            }
        }
        HandOverOrder order = new HandOverOrder(hb);
        Map<Long, List<Integer>> sharing = new HashMap<>();
        for (int r = 0; r < p.size(); r++) {
            if (mapping[r] != SyncProblem.REMOVED) {
                long key = ((long) p.resource(r).classIndex() << 32) | mapping[r];
                sharing.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
            }
        }
        for (List<Integer> group : sharing.values()) {
            // a chain of the hand-over order is sorted by its producers' topological positions
            group.sort((a, b) -> Integer.compare(hb.topologicalPosition(hb.producerEvent(a)),
                    hb.topologicalPosition(hb.producerEvent(b))));
            for (int k = 1; k < group.size(); k++) {
                int r = group.get(k - 1);
                int s = group.get(k);
                if (!p.compatible(r, s)) {
                    return "resources " + p.resource(r).id() + " and " + p.resource(s).id() + " share physical "
                            + mapping[r] + " with different arrival counts";
                }
                if (!order.precedes(r, s)) {
                    return "resources " + p.resource(r).id() + " and " + p.resource(s).id() + " share physical "
                            + mapping[r] + " but may be in flight at once under " + p.classOf(r).semantics().label();
                }
            }
        }
        return null;
    }

    /** Distinct physical resources (class × id) a mapping uses. */
    public static int used(SyncProblem p, int[] mapping) {
        Set<Long> ids = new HashSet<>();
        for (int r = 0; r < p.size(); r++) {
            if (mapping[r] != SyncProblem.REMOVED) {
                ids.add(((long) p.resource(r).classIndex() << 32) | (mapping[r] & 0xffffffffL));
            }
        }
        return ids.size();
    }

    /**
     * Null when no two resources of {@code certificate} may share a physical one in the program left by
     * {@code mapping} (removed pairs excluded); otherwise the pair that may.
     */
    public static String certificateViolation(SyncProblem p, int[] mapping, int[] certificate) {
        HappensBefore hb = HappensBefore.of(p, mapping);
        HandOverOrder order = new HandOverOrder(hb);
        int[] c = Arrays.stream(certificate).distinct().toArray();
        if (c.length != certificate.length) {
            return "certificate repeats a resource";
        }
        for (int r : c) {
            if (r < 0 || r >= p.size() || hb.isRemoved(r)) {
                return "certificate names a resource that is not kept: " + r;
            }
        }
        for (int i = 0; i < c.length; i++) {
            for (int j = i + 1; j < c.length; j++) {
                if (order.comparable(c[i], c[j])) {
                    return "certificate resources " + p.resource(c[i]).id() + " and " + p.resource(c[j]).id()
                            + " may share a physical resource";
                }
            }
        }
        return null;
    }

    private static String opBefore(SyncProblem p, int r) {
        LogicalResource x = p.resource(r);
        return x.producerOp() == 0 ? "the start of " + p.warps().get(x.producerWarp()).id()
                : "what precedes " + p.opName(r, true);
    }

    private static String opAfter(SyncProblem p, int r) {
        return "what follows " + p.opName(r, false);
    }
}
