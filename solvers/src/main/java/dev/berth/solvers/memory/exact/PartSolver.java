package dev.berth.solvers.memory.exact;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Searches one part with every ranking. On one thread, MiniMalloc-style: round-robin from scratch with a
 * node limit that doubles each round, so the ranking that suits the part finishes while the others are
 * still cheap (and a node limit gives the same answer every time). On several threads, every ranking is a
 * search of its own that never restarts: they take turns on the cores ({@link Turns}). The first search
 * that settles the question (a layout for FIT or at the target peak, or a closed search) stops the
 * others. The incumbent carries the best layout and the cap every search works under.
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
    static boolean fit(PartModel m, List<Ranking> ranks, ExactSwitches sw, SearchControl control,
                       PartIncumbent incumbent, int threads) {
        AtomicBoolean closed = new AtomicBoolean();
        List<Runnable> jobs = new ArrayList<>();
        if (threads <= 1 || ranks.size() == 1) {
            jobs.add(() -> {
                if (roundRobin(m, ranks, sw, control, incumbent)) {
                    closed.set(true);
                }
            });
        } else {
            Turns turns = new Turns(Math.min(threads, ranks.size()), sw.turnNodes());
            for (Ranking rank : ranks) {
                jobs.add(() -> {
                    if (!turns.take()) {
                        return;
                    }
                    try {
                        CanonicalSearch s = new CanonicalSearch(m, rank, sw, control, incumbent);
                        s.shareTurns(turns);
                        if (!incumbent.settled() && !control.expired()) {
                            settleOn(s.run(0), incumbent, closed);
                        }
                    } finally {
                        turns.give();
                    }
                });
            }
        }
        runAll(jobs, incumbent);
        return closed.get();
    }

    private static void settleOn(int r, PartIncumbent incumbent, AtomicBoolean closed) {
        if (r == CanonicalSearch.FAIL) {
            closed.set(true);
            incumbent.settle();
        } else if (r == CanonicalSearch.FOUND) {
            incumbent.settle();
        }
    }

    /** Runs each job on a thread with a deep stack (the search recurses once per buffer) and waits. */
    private static void runAll(List<Runnable> jobs, PartIncumbent incumbent) {
        List<Thread> started = new ArrayList<>();
        RuntimeException[] failure = new RuntimeException[1];
        for (int w = 0; w < jobs.size(); w++) {
            Runnable job = jobs.get(w);
            Runnable guarded = () -> {
                try {
                    job.run();
                } catch (RuntimeException | StackOverflowError e) {
                    synchronized (failure) {
                        failure[0] = e instanceof RuntimeException re ? re : new IllegalStateException(e);
                    }
                    incumbent.settle();
                }
            };
            Thread t = new Thread(null, guarded, "exact-search-" + w, STACK_BYTES);
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
    }

    /** Whether one of the rankings closed the search. */
    private static boolean roundRobin(PartModel m, List<Ranking> ranks, ExactSwitches sw, SearchControl control,
                                      PartIncumbent incumbent) {
        List<CanonicalSearch> searches = new ArrayList<>();
        for (Ranking rank : ranks) {
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
