package dev.berth.model.check.sync;

import dev.berth.model.Certificate;
import dev.berth.model.CurrentBudget;
import dev.berth.model.sync.Antichain;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.PinnedClash;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncProblem;

import java.util.Arrays;
import java.util.Comparator;

/** Whether an antichain or a pinned clash proves what its maker claims. */
final class Certificates {
    private Certificates() {
    }

    static String boundViolation(SyncProblem p, int[] ids, Certificate certificate, long bound) {
        if (!(certificate instanceof Antichain a)) {
            return "a sync bound needs an Antichain certificate, not " + kind(certificate);
        }
        if (ids != null) {
            String length = MappingRules.lengthViolation(p, ids);
            if (length != null) {
                return length;
            }
        }
        if (a.size() < bound) {
            return "certificate has " + a.size() + " resources, fewer than the bound " + bound;
        }
        EventOrder order = new EventOrder(p, MappingRules.removedBy(p, ids));
        if (!order.acyclic()) {
            return MappingRules.deadlock(order);
        }
        return antichainViolation(p, order, a.resources());
    }

    /**
     * Judged on the whole program. A solution may drop only pairs the rest imply, and dropping those keeps
     * every happens-before among the events left; so members that are pinned or not implied stay in every
     * solution, and still pairwise unable to share.
     */
    static String infeasibilityViolation(SyncProblem p, Certificate certificate) {
        EventOrder order = new EventOrder(p, new boolean[p.size()]);
        if (certificate instanceof Antichain a) {
            return antichainInfeasibility(p, order, a.resources());
        }
        if (certificate instanceof PinnedClash clash) {
            return clashViolation(p, order, clash.first(), clash.second());
        }
        return "certificate kind " + kind(certificate) + " is not one of the sync family's (Antichain, PinnedClash)";
    }

    private static String antichainInfeasibility(SyncProblem p, EventOrder order, int[] members) {
        if (members.length == 0) {
            return "the certificate names no resource";
        }
        String names = namesResources(p, members);
        if (names != null) {
            return names;
        }
        int cls = p.resource(members[0]).classIndex();
        for (int r : members) {
            if (p.resource(r).classIndex() != cls) {
                return "certificate mixes classes: " + p.resource(members[0]).id() + " is in "
                        + p.classes().get(cls).id() + ", " + p.resource(r).id() + " in " + p.classOf(r).id();
            }
        }
        ResourceClass c = p.classes().get(cls);
        if (!c.limited() || members.length <= c.capacity()) {
            return members.length + " resources fit in class " + c.id() + ", which has "
                    + (c.limited() ? c.capacity() + " usable ids" : "no limit");
        }
        if (!order.acyclic()) {
            return MappingRules.deadlock(order);
        }
        for (int r : members) {
            if (!p.resource(r).isPinned() && order.implied(r)) {
                return "resource " + p.resource(r).id()
                        + " may be removed (the others imply its pair), so it need not take an id";
            }
        }
        return antichainViolation(p, order, members);
    }

    private static String clashViolation(SyncProblem p, EventOrder order, int a, int b) {
        if (a < 0 || a >= p.size() || b < 0 || b >= p.size()) {
            return "the clash names no resource: " + (a < 0 || a >= p.size() ? a : b);
        }
        LogicalResource x = p.resource(a);
        LogicalResource y = p.resource(b);
        if (a == b) {
            return "the clash names resource " + x.id() + " twice";
        }
        if (x.classIndex() != y.classIndex()) {
            return "resources " + x.id() + " and " + y.id() + " are in different classes";
        }
        if (!x.isPinned() || !y.isPinned() || x.pinned() != y.pinned()) {
            return "resources " + x.id() + " and " + y.id() + " are not pinned to one id";
        }
        if (!order.acyclic()) {
            return MappingRules.deadlock(order);
        }
        if (new HandOver(p, order).mayShare(a, b)) {
            return "resources " + x.id() + " and " + y.id() + " may share physical " + x.pinned();
        }
        return null;
    }

    private static String namesResources(SyncProblem p, int[] members) {
        boolean[] seen = new boolean[p.size()];
        for (int r : members) {
            if (r < 0 || r >= p.size()) {
                return "certificate names no resource: " + r;
            }
            if (seen[r]) {
                return "certificate repeats resource " + p.resource(r).id();
            }
            seen[r] = true;
        }
        return null;
    }

    /**
     * Distinct kept resources no two of which may share. Pairwise tests would cost members²; instead, for
     * each member s and each warp, the members whose consumer completes before s's producer signals are a
     * prefix of that warp's members sorted by completion (the clock of s's signal says how long), and
     * only those can hand over to s. Sharing needs equal class and arrival count, so only members of s's
     * partition are looked at.
     */
    static String antichainViolation(SyncProblem p, EventOrder order, int[] members) {
        String names = namesResources(p, members);
        if (names != null) {
            return names;
        }
        for (int r : members) {
            if (order.removed(r)) {
                return "certificate names removed resource " + p.resource(r).id();
            }
        }
        Integer[] sorted = Arrays.stream(members).boxed().toArray(Integer[]::new);
        Arrays.sort(sorted, Comparator.<Integer>comparingInt(r -> p.resource(r).classIndex())
                .thenComparingInt(r -> p.resource(r).arrivals())
                .thenComparingInt(r -> order.laneOf(order.completion(r)))
                .thenComparingInt(r -> order.rank(order.completion(r))));
        HandOver handOver = new HandOver(p, order);
        for (int from = 0; from < sorted.length; ) {
            int to = from;
            while (to < sorted.length && p.compatible(sorted[from], sorted[to])) {
                to++;
            }
            for (int start = from; start < to; ) {
                int lane = order.laneOf(order.completion(sorted[start]));
                int end = start;
                while (end < to && order.laneOf(order.completion(sorted[end])) == lane) {
                    end++;
                }
                for (int i = from; i < to; i++) {
                    if ((i & 0xff) == 0) {
                        CurrentBudget.check("checking that no two resources of the certificate may share");
                    }
                    int s = sorted[i];
                    int reach = order.seen(order.signal(s), lane);
                    for (int k = start; k < end && order.rank(order.completion(sorted[k])) < reach; k++) {
                        int r = sorted[k];
                        if (handOver.precedes(r, s)) {
                            return "certificate resources " + p.resource(r).id() + " and " + p.resource(s).id()
                                    + " may share a physical resource (" + p.resource(r).id() + " may hand over to "
                                    + p.resource(s).id() + ")";
                        }
                    }
                }
                start = end;
            }
            from = to;
        }
        return null;
    }

    private static String kind(Certificate c) {
        return c == null ? "none" : c.getClass().getSimpleName();
    }
}
