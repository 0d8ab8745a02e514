package dev.berth.model.check.sync;

import dev.berth.model.CurrentBudget;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Set;

/** The rules a mapping obeys, checked in a fixed order so that the first one broken is reported. */
final class MappingRules {
    private MappingRules() {
    }

    static boolean[] removedBy(SyncProblem p, int[] ids) {
        boolean[] removed = new boolean[p.size()];
        for (int r = 0; r < removed.length; r++) {
            removed[r] = ids != null && ids[r] == SyncProblem.REMOVED;
        }
        return removed;
    }

    static String lengthViolation(SyncProblem p, int[] ids) {
        if (ids == null || ids.length != p.size()) {
            return "mapping has " + (ids == null ? "no" : ids.length) + " entries, the problem " + p.size()
                    + " resources";
        }
        return null;
    }

    static String deadlock(EventOrder order) {
        return "the program deadlocks: " + String.join(" -> ", order.cycle());
    }

    static String violation(SyncProblem p, int[] ids) {
        String length = lengthViolation(p, ids);
        if (length != null) {
            return length;
        }
        for (int r = 0; r < ids.length; r++) {
            if (ids[r] == SyncMapping.UNASSIGNED) {
                return "resource " + p.resource(r).id() + " has no physical id (neither assigned nor removed)";
            }
        }
        EventOrder order = new EventOrder(p, removedBy(p, ids));
        if (!order.acyclic()) {
            return deadlock(order);
        }
        for (int r = 0; r < p.size(); r++) {
            String v = resourceViolation(p, ids, order, r);
            if (v != null) {
                return v;
            }
        }
        return sharingViolation(p, ids, order);
    }

    private static String resourceViolation(SyncProblem p, int[] ids, EventOrder order, int r) {
        LogicalResource x = p.resource(r);
        int id = ids[r];
        if (id == SyncProblem.REMOVED) {
            if (x.isPinned()) {
                return "resource " + x.id() + " is pinned to " + x.pinned() + " but removed";
            }
            if (!order.implied(r)) {
                String before = x.producerOp() == 0 ? "the start of " + p.warps().get(x.producerWarp()).id()
                        : "what precedes " + p.opName(r, true);
                return "removed pair " + x.id() + " is not implied: " + before + " no longer happens before what follows "
                        + p.opName(r, false);
            }
            return null;
        }
        ResourceClass c = p.classOf(r);
        if (!c.usable(id)) {
            return "resource " + x.id() + " mapped to " + id + ", not a usable id of class " + c.id()
                    + (id < 0 ? "" : id >= c.limit() ? " (limit " + c.limit() + ")" : " (reserved)");
        }
        if (x.isPinned() && x.pinned() != id) {
            return "resource " + x.id() + " is pinned to " + x.pinned() + " but mapped to " + id;
        }
        return null;
    }

    /**
     * Resources on one physical id must form a chain of the hand-over order. If r hands over to s, r's
     * signal happens before its own completion, which happens before s's signal; so a chain is sorted by
     * the topological positions of its signals, and no other order of it can be right. Hand-over is
     * transitive under every semantics, so checking neighbours in that order checks every pair.
     */
    private static String sharingViolation(SyncProblem p, int[] ids, EventOrder order) {
        Integer[] kept = new Integer[p.size() - count(order, p.size())];
        int k = 0;
        for (int r = 0; r < p.size(); r++) {
            if (!order.removed(r)) {
                kept[k++] = r;
            }
        }
        Arrays.sort(kept, Comparator.<Integer>comparingInt(r -> p.resource(r).classIndex())
                .thenComparingInt(r -> ids[r])
                .thenComparingInt(r -> order.position(order.signal(r))));
        HandOver handOver = new HandOver(p, order);
        for (int i = 1; i < kept.length; i++) {
            if ((i & 0x3fff) == 0) {
                CurrentBudget.check("checking the resources that share a physical one");
            }
            int r = kept[i - 1];
            int s = kept[i];
            if (p.resource(r).classIndex() != p.resource(s).classIndex() || ids[r] != ids[s]) {
                continue;
            }
            String pair = "resources " + p.resource(r).id() + " and " + p.resource(s).id() + " share physical " + ids[r];
            if (!p.compatible(r, s)) {
                return pair + " with different arrival counts";
            }
            if (!handOver.precedes(r, s)) {
                return pair + " but may be in flight at once under " + p.classOf(r).semantics().label() + " ("
                        + handOver.whyNot(r, s) + ")";
            }
        }
        return null;
    }

    private static int count(EventOrder order, int n) {
        int removed = 0;
        for (int r = 0; r < n; r++) {
            if (order.removed(r)) {
                removed++;
            }
        }
        return removed;
    }

    /** Distinct (class, id) over the kept resources. */
    static int used(SyncProblem p, int[] ids) {
        Set<Long> physical = new HashSet<>();
        for (int r = 0; r < p.size(); r++) {
            if (ids[r] != SyncProblem.REMOVED) {
                physical.add(((long) p.resource(r).classIndex() << 32) | (ids[r] & 0xffffffffL));
            }
        }
        return physical.size();
    }
}
