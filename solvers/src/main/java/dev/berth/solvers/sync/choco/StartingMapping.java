package dev.berth.solvers.sync.choco;

import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A mapping to start a search from, built in producer order with pinned resources on their ids from the
 * start:
 * <ul>
 *   <li>{@link #alongChains}: each resource joins the id of its predecessor on the width's minimum chain
 *   cover when it may; the first of a chain takes an id only pinned resources hold, else a fresh one;
 *   otherwise the resource joins the id whose last holder hands over to it latest, else a fresh id. Without
 *   pinned ids and within the limits that is one id per chain, the width.</li>
 *   <li>{@link #greedy}: the same without the chains — the tightest id it may join, else a fresh one.</li>
 *   <li>{@link #separate}: a fresh id for every resource, as compilers without reuse do; it leaves all the
 *   work to a search.</li>
 * </ul>
 * When a class runs out of ids, the resource goes where it conflicts with fewest holders and the class is
 * marked invalid: a local search starts from there, the CP search starts without this mapping.
 */
public final class StartingMapping {
    private final int[] mapping;
    private final boolean[] valid;
    private final int[] used;
    private final int[] freeUsed;

    private StartingMapping(int[] mapping, boolean[] valid, int[] used, int[] freeUsed) {
        this.mapping = mapping;
        this.valid = valid;
        this.used = used;
        this.freeUsed = freeUsed;
    }

    public static StartingMapping alongChains(PreparedProgram prep) {
        return of(prep, true, true);
    }

    public static StartingMapping greedy(PreparedProgram prep) {
        return of(prep, false, true);
    }

    public static StartingMapping separate(PreparedProgram prep) {
        return of(prep, false, false);
    }

    private static StartingMapping of(PreparedProgram prep, boolean followChains, boolean share) {
        SyncProblem p = prep.problem();
        int[] chainPred = new int[p.size()];
        boolean[] head = new boolean[p.size()];
        Arrays.fill(chainPred, -1);
        for (int[] chain : followChains ? prep.width().chains() : List.<int[]>of()) {
            head[chain[0]] = true;
            for (int k = 1; k < chain.length; k++) {
                chainPred[chain[k]] = chain[k - 1];
            }
        }
        int[] mapping = prep.blankMapping();
        int classes = prep.classCount();
        boolean[] valid = new boolean[classes];
        int[] used = new int[classes];
        int[] freeUsed = new int[classes];
        for (int c = 0; c < classes; c++) {
            ClassState s = new ClassState(prep, p.classes().get(c), mapping, share);
            for (int r : prep.members(c)) {
                if (p.resource(r).isPinned()) {
                    mapping[r] = p.resource(r).pinned();
                    s.holder(mapping[r], true).add(r, true);
                }
            }
            for (int r : prep.members(c)) {
                if (!p.resource(r).isPinned()) {
                    s.place(r, chainPred[r], head[r]);
                }
            }
            valid[c] = s.valid;
            used[c] = s.holders.size();
            freeUsed[c] = (int) s.holders.values().stream().filter(h -> !h.pinnedId).count();
        }
        return new StartingMapping(mapping, valid, used, freeUsed);
    }

    /** The mapping (removed pairs marked); check {@link #valid()} before using it as an answer. */
    public int[] mapping() {
        return mapping.clone();
    }

    public boolean valid() {
        for (boolean v : valid) {
            if (!v) {
                return false;
            }
        }
        return true;
    }

    /** Whether class c's resources got usable ids without a conflict. */
    public boolean valid(int c) {
        return valid[c];
    }

    /** Ids class c uses. */
    public int used(int c) {
        return used[c];
    }

    /** Ids class c uses that nobody is pinned to. */
    public int freeUsed(int c) {
        return freeUsed[c];
    }

    public int used() {
        int u = 0;
        for (int x : used) {
            u += x;
        }
        return u;
    }

    /** The resources on one id: the last non-pinned one placed (they form a chain in placement order), and the pinned ones. */
    private static final class Holder {
        final int id;
        final boolean pinnedId;
        final List<Integer> pinned = new ArrayList<>();
        final List<Integer> all = new ArrayList<>();
        int last = -1;

        Holder(int id, boolean pinnedId) {
            this.id = id;
            this.pinnedId = pinnedId;
        }

        void add(int r, boolean isPinned) {
            all.add(r);
            if (isPinned) {
                pinned.add(r);
            } else {
                last = r;
            }
        }
    }

    private static final class ClassState {
        final PreparedProgram prep;
        final ResourceClass rc;
        final int[] mapping;
        final Map<Integer, Holder> holders = new LinkedHashMap<>();
        final boolean share;
        int freshCursor;
        boolean valid = true;

        ClassState(PreparedProgram prep, ResourceClass rc, int[] mapping, boolean share) {
            this.prep = prep;
            this.rc = rc;
            this.mapping = mapping;
            this.share = share;
        }

        Holder holder(int id, boolean pinnedId) {
            return holders.computeIfAbsent(id, k -> new Holder(k, pinnedId));
        }

        void place(int r, int pred, boolean head) {
            Holder h = null;
            if (pred >= 0) {
                Holder ph = holders.get(mapping[pred]);
                if (ph != null && joinable(ph, r)) {
                    h = ph;
                }
            }
            if (h == null && head) {
                h = holders.values().stream().filter(x -> x.last < 0 && joinable(x, r)).findFirst()
                        .orElseGet(() -> fresh());
            }
            if (h == null && share) {
                h = bestFit(r);
            }
            if (h == null) {
                h = fresh();
            }
            if (h == null && !share) {
                h = bestFit(r); // out of fresh ids: share after all rather than conflict
            }
            if (h == null) {
                valid = false;
                h = fewestConflicts(r);
            }
            mapping[r] = h.id;
            h.add(r, false);
        }

        boolean joinable(Holder h, int r) {
            if (h.last >= 0 && !prep.order().precedes(h.last, r)) {
                return false;
            }
            for (int q : h.pinned) {
                if (prep.conflict(q, r)) {
                    return false;
                }
            }
            return true;
        }

        /** The joinable id whose last holder's producer is latest: the tightest hand-over. */
        Holder bestFit(int r) {
            Holder best = null;
            int bestRank = Integer.MIN_VALUE;
            for (Holder h : holders.values()) {
                int rank = h.last < 0 ? -1 : prep.rank(h.last);
                if (rank > bestRank && joinable(h, r)) {
                    best = h;
                    bestRank = rank;
                }
            }
            return best;
        }

        /** The lowest usable id nobody holds, or null when the class has none left. */
        Holder fresh() {
            while (freshCursor < rc.limit() && freshCursor >= 0) {
                int id = freshCursor++;
                // pinned ids are held from the start, so an id nobody holds is nobody's pinned id
                if (rc.usable(id) && !holders.containsKey(id)) {
                    return holder(id, false);
                }
            }
            return null;
        }

        Holder fewestConflicts(int r) {
            Holder best = null;
            int fewest = Integer.MAX_VALUE;
            for (Holder h : holders.values()) {
                int k = 0;
                for (int q : h.all) {
                    k += prep.conflict(q, r) ? 1 : 0;
                }
                if (k < fewest) {
                    best = h;
                    fewest = k;
                }
            }
            if (best == null) {
                throw new IllegalStateException("class " + rc.id() + " has no usable id (check SyncInfeasibility first)");
            }
            return best;
        }
    }
}
