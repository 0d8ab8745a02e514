package dev.berth.algorithms.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.analysis.AddressConflict;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.TileProblem;

import java.util.Arrays;
import java.util.Comparator;

/**
 * The share-or-replicate step of the reference allocator, structure by structure, largest benefit first.
 *
 * <p>The rule. With {@code u} users, sharing turns {@code u} permanent copies into one (on the master),
 * saving {@code size × (u − 1)} always-live bytes, and costs the send code on the master (when it has a
 * receiver) plus the receive code on each of the {@code r} receivers ({@code r = u − 1} when the master is a
 * user, {@code u} otherwise). A structure is shared when {@code size × (u − 1) > send + receive × r}. The
 * copies the receivers hold during {@code use} and the exchange cycles are not part of the rule (the text
 * weighs always-live memory against code size); the objective reports both.
 *
 * <p>Masters. Each tile carries a running estimate of its memory: its {@link TileLowerBound} (its live peak
 * whatever is shared) plus the copy and send code of every structure it masters so far. The candidate with
 * the most spare memory (lowest estimate; ties: a user of the structure, then the lowest tile) is taken;
 * if the rule fails there only because that tile is not a user, the best user candidate is tried. Masters
 * are kept to fewer than a third of the tiles (at least one): once that many tiles master something, only
 * they are candidates.
 *
 * <p>Order and consistency. Decisions go by decreasing optimistic benefit {@code size × (u − 1) − send −
 * receive × (u − 1)} (master among the users), ties by structure order. A structure the rule (or mode
 * {@code all}) would share is shared only if its pointers keep the equal-address groups consistent
 * ({@link EqualAddressGroups#tryShare}); otherwise it is replicated. The text's fallback — constraining a
 * smaller subset of the pointed-to variables and splitting the structure into two shared segments — is not
 * modelled (a structure here is one block, shared or not).
 */
final class ShareDecisions {
    private final TileProblem problem;
    private final ShareMode mode;
    private final long[] estimate;
    private final boolean[] master;
    private final int[] masters;
    private final int cap;
    private int masterCount;
    private int shared;
    private int conflicts;

    private ShareDecisions(TileProblem problem, ShareMode mode, TileLowerBound bound) {
        this.problem = problem;
        this.mode = mode;
        this.estimate = new long[problem.tiles()];
        for (int t = 0; t < estimate.length; t++) {
            estimate[t] = bound.of(t);
        }
        this.master = new boolean[problem.tiles()];
        this.cap = maxMasters(problem.tiles());
        this.masters = new int[cap];
    }

    /** Fewer than a third of the tiles, at least one. */
    static int maxMasters(int tiles) {
        return Math.max(1, (tiles - 1) / 3);
    }

    /** What the decisions produced: the plans and the groups with every shared structure's pointer sets. */
    record Outcome(StructurePlan[] plans, EqualAddressGroups groups, int shared, int conflicts, int masters) {
    }

    /** Decides every structure; {@code groups} must hold the input's (consistent) sets and is extended. */
    static Outcome decide(TileProblem p, ShareMode mode, TileLowerBound bound, EqualAddressGroups groups) {
        ShareDecisions d = new ShareDecisions(p, mode, bound);
        StructurePlan[] plans = StructurePlan.allReplicated(p);
        if (mode != ShareMode.NONE) {
            for (int s : d.order()) {
                CurrentBudget.check("deciding which structures to share");
                plans[s] = d.decide(s, groups);
            }
        }
        return new Outcome(plans, groups, d.shared, d.conflicts, d.masterCount);
    }

    /** The shareable structures, largest optimistic benefit first. */
    private Integer[] order() {
        Integer[] out = java.util.stream.IntStream.range(0, problem.structureCount())
                .filter(s -> problem.structure(s).shareable()).boxed().toArray(Integer[]::new);
        long[] benefit = new long[problem.structureCount()];
        for (int s : out) {
            ReadOnlyStructure r = problem.structure(s);
            int u = r.users().length;
            benefit[s] = r.size() * (u - 1) - (u > 1 ? r.sendCodeBytes() : 0) - r.receiveCodeBytes() * (u - 1);
        }
        Arrays.sort(out, Comparator.<Integer>comparingLong(s -> -benefit[s]).thenComparingInt(s -> s));
        return out;
    }

    private StructurePlan decide(int s, EqualAddressGroups groups) {
        ReadOnlyStructure r = problem.structure(s);
        int any = bestCandidate(r, false);
        int m = any;
        if (mode == ShareMode.RULE && !pays(r, any)) {
            int user = r.isUser(any) ? -1 : bestCandidate(r, true);
            m = user >= 0 && pays(r, user) ? user : -1;
        }
        if (m < 0) {
            return StructurePlan.REPLICATED;
        }
        AddressConflict c = groups.tryShare(s);
        if (c != null) {
            conflicts++;
            return StructurePlan.REPLICATED;
        }
        shared++;
        estimate[m] += r.size() + (TileBlocks.hasReceivers(r, m) ? r.sendCodeBytes() : 0);
        if (!master[m]) {
            master[m] = true;
            masters[masterCount++] = m;
        }
        return StructurePlan.sharedOn(m);
    }

    /** Whether sharing {@code r} from {@code m} saves more always-live bytes than its exchange code takes. */
    static boolean pays(ReadOnlyStructure r, int m) {
        int u = r.users().length;
        int receivers = u - (r.isUser(m) ? 1 : 0);
        long code = (receivers > 0 ? r.sendCodeBytes() : 0) + r.receiveCodeBytes() * receivers;
        return r.size() * (u - 1) > code;
    }

    /** The allowed master with the most spare memory; among {@code r}'s users only if {@code usersOnly} (-1: none). */
    private int bestCandidate(ReadOnlyStructure r, boolean usersOnly) {
        int best = -1;
        if (masterCount >= cap) {
            for (int k = 0; k < masterCount; k++) {
                best = better(r, masters[k], best, usersOnly);
            }
        } else if (usersOnly) {
            for (int t : r.users()) {
                best = better(r, t, best, true);
            }
        } else {
            for (int t = 0; t < estimate.length; t++) {
                best = better(r, t, best, false);
            }
        }
        return best;
    }

    private int better(ReadOnlyStructure r, int t, int best, boolean usersOnly) {
        if (usersOnly && !r.isUser(t)) {
            return best;
        }
        if (best < 0 || estimate[t] < estimate[best]) {
            return t;
        }
        if (estimate[t] > estimate[best]) {
            return best;
        }
        boolean user = r.isUser(t);
        if (user != r.isUser(best)) {
            return user ? t : best;
        }
        return Math.min(t, best);
    }
}
