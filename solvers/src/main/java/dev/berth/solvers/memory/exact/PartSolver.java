package dev.berth.solvers.memory.exact;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Searches one part with every ranking, MiniMalloc-style: round-robin from scratch with a node limit that
 * doubles each round, so the ranking that suits the part finishes while the others are still cheap. With
 * several threads, each worker owns a share of the rankings and runs its own round-robin; the first worker
 * whose search settles the question (a layout for FIT or at the target peak, or a closed search) stops
 * the others. The incumbent carries the best layout and the cap every worker searches under.
 */
final class PartSolver {
    private static final long STACK_BYTES = 512L << 20;

    private PartSolver() {
    }

    /**
     * Looks for a layout of the part within the incumbent's cap. Returns whether a search closed without one
     * (a proof that none exists); otherwise a layout was found (in the incumbent) or the search stopped on
     * time, cancellation or the node limit.
     */
    static boolean fit(PartModel m, List<int[]> ranks, ExactSwitches sw, SearchControl control,
                       PartIncumbent incumbent, int threads) {
        int workers = Math.max(1, Math.min(threads, ranks.size()));
        AtomicBoolean closed = new AtomicBoolean();
        List<Thread> started = new ArrayList<>();
        RuntimeException[] failure = new RuntimeException[1];
        for (int w = 0; w < workers; w++) {
            List<int[]> share = new ArrayList<>();
            for (int k = w; k < ranks.size(); k += workers) {
                share.add(ranks.get(k));
            }
            Runnable job = () -> {
                try {
                    if (roundRobin(m, share, sw, control, incumbent)) {
                        closed.set(true);
                    }
                } catch (RuntimeException | StackOverflowError e) {
                    synchronized (failure) {
                        failure[0] = e instanceof RuntimeException re ? re : new IllegalStateException(e);
                    }
                    incumbent.settle();
                }
            };
            Thread t = new Thread(null, job, "exact-search-" + w, STACK_BYTES);
            t.setDaemon(true);
            t.start();
            started.add(t);
        }
        for (Thread t : started) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                incumbent.settle();
            }
        }
        synchronized (failure) {
            if (failure[0] != null) {
                throw failure[0];
            }
        }
        return closed.get();
    }

    /** Whether this worker closed the search. */
    private static boolean roundRobin(PartModel m, List<int[]> ranks, ExactSwitches sw, SearchControl control,
                                      PartIncumbent incumbent) {
        List<CanonicalSearch> searches = new ArrayList<>();
        for (int[] rank : ranks) {
            searches.add(new CanonicalSearch(m, rank, sw, control, incumbent));
        }
        long limit = searches.size() == 1 ? 0 : Math.max(64, 2L * m.n);
        while (true) {
            for (CanonicalSearch s : searches) {
                if (incumbent.settled() || control.expired()) {
                    return false;
                }
                int r = s.run(limit);
                switch (r) {
                    case CanonicalSearch.FOUND -> {
                        incumbent.settle();
                        return false;
                    }
                    case CanonicalSearch.FAIL -> {
                        incumbent.settle();
                        return true;
                    }
                    case CanonicalSearch.STOPPED -> {
                        return false;
                    }
                    default -> {
                        // LIMIT: next ranking
                    }
                }
            }
            limit = limit > Long.MAX_VALUE / 4 ? limit : limit * 2;
        }
    }
}
