package dev.berth.model.sync.analysis;

import dev.berth.model.sync.SyncProblem;

/**
 * Sync pairs whose ordering the others already imply ({@link HappensBefore#pairImplied}), judged on the full
 * program and dropped together. That is sound: a path that proves one pair redundant and runs through
 * another dropped pair's signal can detour through that pair's own proof, which lies strictly inside it
 * in topological order, so dropping them all keeps every ordering between the instructions that remain.
 * {@link SyncValidator} re-checks the final set on the program without them. This is the reference's extra
 * rule in general form. Pinned resources are never dropped: the user asked for them.
 */
public final class RedundantPairs {
    private RedundantPairs() {
    }

    /** {@code removed[r]} for the pairs dropped from {@code p}. */
    public static boolean[] find(SyncProblem p) {
        HappensBefore hb = HappensBefore.of(p);
        boolean[] removed = new boolean[p.size()];
        for (int r = 0; r < p.size(); r++) {
            removed[r] = !p.resource(r).isPinned() && hb.pairImplied(r);
        }
        return removed;
    }
}
