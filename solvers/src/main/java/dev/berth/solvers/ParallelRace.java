package dev.berth.solvers;

import dev.berth.model.Budget;
import dev.berth.model.InputException;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * How the portfolios run their search members: on the shared engine's lanes ({@link SharedEngines}), at most one
 * member per thread at a time, taken in list order: the list is the members' priority. Each member may use all the
 * time left of one shared budget (a share fixed in advance would starve the member running beside one that
 * declines at once, which size-guarded members do); a member waiting for a lane gets what is left when one frees.
 * Results are handed over as they arrive, one at a time, and the first decisive one cancels the members running and
 * skips the ones not started. A member must honour its budget: a lane is not abandoned.
 */
public final class ParallelRace {
    private ParallelRace() {
    }

    /**
     * @param members    each member's solve, given its budget
     * @param lanes      how many members may run at once (the solve's threads)
     * @param onResult   called with each result, in order of arrival, never by two threads at once
     */
    public static <R> void run(List<Function<Budget, R>> members, int lanes, Budget budget, Predicate<R> decisive,
                               Consumer<R> onResult) {
        int k = members.size();
        if (k == 0) {
            return;
        }
        int n = Math.max(1, Math.min(lanes, k));
        Budget shared = budget.child();
        Object arrivals = new Object();
        try {
            SharedEngines.map(n, k, i -> {
                if (shared.exhausted()) {
                    return null;
                }
                R r;
                try {
                    r = members.get(i).apply(shared.child());
                } catch (RuntimeException | Error e) {
                    shared.cancel();
                    throw e;
                }
                synchronized (arrivals) {
                    onResult.accept(r);
                    if (decisive.test(r)) {
                        shared.cancel();
                    }
                }
                return null;
            });
        } catch (InputException bad) {
            throw bad;
        } catch (RuntimeException e) {
            throw new IllegalStateException("portfolio member failed outside its validator", e);
        } finally {
            shared.cancel();
        }
    }
}
