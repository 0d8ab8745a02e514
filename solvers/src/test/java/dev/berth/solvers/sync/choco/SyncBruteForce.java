package dev.berth.solvers.sync.choco;

import dev.berth.model.sync.analysis.HandOverOrder;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncProblem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;

/**
 * The fewest physical ids of a tiny sync program (nothing removed), by depth-first search over ids class by
 * class: each resource tries every usable id (its pinned one only, when pinned) held by resources it may
 * share with, and the lowest unused id nobody is pinned to (the others are interchangeable with it).
 * Shares no code with the strategies; empty when no mapping exists.
 */
public final class SyncBruteForce {
    private final SyncProblem p;
    private final HandOverOrder order;

    private SyncBruteForce(SyncProblem p) {
        this.p = p;
        this.order = new HandOverOrder(HappensBefore.of(p));
    }

    public static OptionalInt optimum(SyncProblem p) {
        SyncBruteForce b = new SyncBruteForce(p);
        int total = 0;
        for (int c = 0; c < p.classes().size(); c++) {
            int best = b.classOptimum(c);
            if (best < 0) {
                return OptionalInt.empty();
            }
            total += best;
        }
        return OptionalInt.of(total);
    }

    private int classOptimum(int c) {
        List<Integer> m = new ArrayList<>();
        for (int r = 0; r < p.size(); r++) {
            if (p.resource(r).classIndex() == c) {
                m.add(r);
            }
        }
        if (m.isEmpty()) {
            return 0;
        }
        m.sort(Comparator.comparing((Integer r) -> !p.resource(r).isPinned()));
        ResourceClass rc = p.classes().get(c);
        int maxPinned = m.stream().mapToInt(r -> p.resource(r).pinned()).max().orElse(-1);
        long top = rc.limited() ? rc.limit() : maxPinned + 1L + m.size() + rc.reserved().size();
        Search s = new Search(m.stream().mapToInt(Integer::intValue).toArray(), rc, (int) top);
        s.dfs(0, 0);
        return s.best == Integer.MAX_VALUE ? -1 : s.best;
    }

    private final class Search {
        final int[] m;
        final ResourceClass rc;
        final int top;
        final List<List<Integer>> holders = new ArrayList<>();
        final boolean[] pinnedId;
        int best = Integer.MAX_VALUE;

        Search(int[] m, ResourceClass rc, int top) {
            this.m = m;
            this.rc = rc;
            this.top = top;
            this.pinnedId = new boolean[top];
            for (int id = 0; id < top; id++) {
                holders.add(new ArrayList<>());
            }
            for (int r : m) {
                if (p.resource(r).isPinned()) {
                    pinnedId[p.resource(r).pinned()] = true;
                }
            }
        }

        void dfs(int i, int used) {
            if (used >= best) {
                return;
            }
            if (i == m.length) {
                best = used;
                return;
            }
            int r = m[i];
            boolean triedFresh = false;
            for (int id = 0; id < top; id++) {
                if (!rc.usable(id) || p.resource(r).isPinned() && p.resource(r).pinned() != id) {
                    continue;
                }
                List<Integer> h = holders.get(id);
                if (h.isEmpty() && !pinnedId[id]) {
                    if (triedFresh) {
                        continue;
                    }
                    triedFresh = true;
                }
                boolean ok = true;
                for (int q : h) {
                    if (!order.comparable(q, r)) {
                        ok = false;
                        break;
                    }
                }
                if (!ok) {
                    continue;
                }
                h.add(r);
                dfs(i + 1, used + (h.size() == 1 ? 1 : 0));
                h.remove(h.size() - 1);
            }
        }
    }
}
