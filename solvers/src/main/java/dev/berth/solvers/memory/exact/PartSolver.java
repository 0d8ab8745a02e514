package dev.berth.solvers.memory.exact;

import dev.berth.solvers.SharedEngines;

import java.util.ArrayList;
import java.util.List;

/**
 * Searches parts with every ranking: rounds in which every ranking of every open part goes on with its search
 * for a slice of nodes (doubling each round up to {@link #MAX_SLICE}; a part's only ranking runs without one), so
 * the ranking that suits a part finishes while the others have spent as much, and no search is ever restarted
 * (MiniMalloc restarts with doubling limits instead). A round's slices are independent leaves on the shared engine
 * ({@link SharedEngines}), as many at once as there are threads, taken in ranking order.
 *
 * <p>The rounds stand for one sequential round-robin (round by round, part by part, ranking by ranking) and are
 * merged in that order: a part takes the answer of its first ranking that settled it (a layout, or a closed
 * search), the node limit is charged as that sequence would have spent it, and a search that settles its part
 * stops the part's later rankings, whose answers the merge would not look at. A search is deterministic and ends
 * the same way however its run is cut into slices, so the answers, the proofs and the node counts do not depend
 * on the thread count or on timing (only a time limit, which stops whatever runs, does).
 */
final class PartSolver {
    /** The longest slice: tens of milliseconds, so a round's hand-over costs nothing measurable. */
    static final long MAX_SLICE = 1L << 16;

    private PartSolver() {
    }

    /**
     * Looks for a layout of each part within its incumbent's cap; the layouts land in the incumbents. Returns, per
     * part, whether a search closed without a layout (a proof that none exists); an open part without a layout was
     * stopped by the time or node limit.
     */
    static boolean[] fit(List<PartQuestion> questions, ExactSwitches sw, SearchControl control, int threads) {
        List<Open> open = new ArrayList<>();
        for (PartQuestion q : questions) {
            open.add(new Open(q, sw, control));
        }
        boolean[] closed = new boolean[questions.size()];
        while (!control.expired()) {
            List<Leaf> leaves = new ArrayList<>();
            for (Open o : open) {
                if (!o.done) {
                    o.startRound();
                    for (int r = 0; r < o.searches.length; r++) {
                        leaves.add(new Leaf(o, r));
                    }
                }
            }
            if (leaves.isEmpty()) {
                break;
            }
            long left = control.nodesLeft();
            if (left == 0) {
                control.exhaustNodes();
                break;
            }
            List<Outcome> outcomes = SharedEngines.map(threads, leaves.size(), i -> leaves.get(i).run(left, control));
            control.rounds++;
            if (control.timeUp()) {
                salvage(leaves, outcomes, control);
                break;
            }
            merge(leaves, outcomes, left, control);
            for (Open o : open) {
                o.nextLimit();
            }
        }
        for (int k = 0; k < closed.length; k++) {
            closed[k] = open.get(k).closed;
        }
        return closed;
    }

    /** The round in sequential order: settles parts and charges nodes as the round-robin would have. */
    private static void merge(List<Leaf> leaves, List<Outcome> outcomes, long left, SearchControl control) {
        long spent = 0;
        for (int i = 0; i < leaves.size(); i++) {
            Open part = leaves.get(i).part;
            if (part.done) {
                continue; // settled by an earlier ranking of this round
            }
            Outcome o = outcomes.get(i);
            long room = left - spent;
            switch (o.code) {
                case CanonicalSearch.FOUND, CanonicalSearch.FAIL -> {
                    if (o.nodes > room) {
                        control.exhaustNodes();
                        return;
                    }
                    spent += o.nodes;
                    control.count(o.nodes, o.backtracks, o.solutions);
                    part.settle(o);
                }
                case CanonicalSearch.LIMIT -> {
                    // it paused after min(limit, left) nodes, so in sequence it would have used its whole slice
                    if (part.limit == 0 || part.limit >= room) {
                        control.exhaustNodes();
                        return;
                    }
                    spent += part.limit;
                    control.count(part.limit, o.backtracks, o.solutions);
                }
                default -> throw new IllegalStateException("a search of an open part stopped without a time limit");
            }
        }
    }

    /** Out of time: every part takes the first of its rankings that settled it, if any. */
    private static void salvage(List<Leaf> leaves, List<Outcome> outcomes, SearchControl control) {
        for (int i = 0; i < leaves.size(); i++) {
            Open part = leaves.get(i).part;
            Outcome o = outcomes.get(i);
            control.count(Math.max(0, o.nodes), o.backtracks, o.solutions);
            if (!part.done && (o.code == CanonicalSearch.FOUND || o.code == CanonicalSearch.FAIL)) {
                part.settle(o);
            }
        }
    }

    /** A part still open: its rankings' searches (kept from round to round) and this round's limit. */
    private static final class Open {
        final PartQuestion question;
        final CanonicalSearch[] searches;
        final boolean[] started;
        final long maxSlice;
        long limit;
        PartIncumbent[] own;
        boolean done;
        boolean closed;

        Open(PartQuestion q, ExactSwitches sw, SearchControl control) {
            this.question = q;
            PartModel m = q.model();
            this.searches = new CanonicalSearch[q.ranks().size()];
            for (int r = 0; r < searches.length; r++) {
                searches[r] = new CanonicalSearch(m, q.ranks().get(r), sw, control, q.incumbent().cap());
            }
            this.started = new boolean[searches.length];
            this.limit = searches.length == 1 ? 0 : Math.max(64, 2L * m.n);
            this.maxSlice = Math.max(MAX_SLICE, limit);
        }

        void startRound() {
            own = new PartIncumbent[searches.length];
            for (int r = 0; r < own.length; r++) {
                own[r] = new PartIncumbent(question.incumbent().cap());
            }
        }

        /** Ranking {@code r} settled the part: the later ones of this round need not go on. */
        void stopAfter(int r) {
            for (int q = r + 1; q < own.length; q++) {
                own[q].settle();
            }
        }

        void settle(Outcome o) {
            done = true;
            if (o.code == CanonicalSearch.FAIL) {
                closed = true;
            } else {
                question.incumbent().offer(o.found.offsets(), o.found.peak());
            }
            question.incumbent().settle();
        }

        void nextLimit() {
            if (!done && limit > 0) {
                limit = Math.min(maxSlice, 2 * limit);
            }
        }
    }

    /** One ranking of one part in one round. */
    private record Leaf(Open part, int rank) {
        Outcome run(long left, SearchControl control) {
            PartIncumbent mine = part.own[rank];
            if (mine.settled() || control.timeUp()) {
                return new Outcome(CanonicalSearch.STOPPED, 0, 0, 0, mine);
            }
            long cap = left == Long.MAX_VALUE ? 0 : left; // 0: no limit of its own
            long limit = part.limit == 0 ? cap : cap == 0 ? part.limit : Math.min(part.limit, cap);
            CanonicalSearch s = part.searches[rank];
            if (!part.started[rank]) {
                s.start(mine);
                part.started[rank] = true;
            }
            int code = s.resume(limit, mine);
            if (code == CanonicalSearch.FOUND || code == CanonicalSearch.FAIL) {
                part.stopAfter(rank);
            }
            return new Outcome(code, s.sliceNodes(), s.sliceBacktracks(), s.sliceSolutions(), mine);
        }
    }

    private record Outcome(int code, long nodes, long backtracks, long solutions, PartIncumbent found) {
    }
}
