package dev.berth.solvers;

import dev.berth.model.Budget;
import dev.berth.model.InputException;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * How the portfolios run their search members: each on a thread of its own (the cores are shared) under a
 * child of one shared budget, results handed over as they arrive, and everyone cancelled at the first
 * decisive one. A member that ignores its cancelled budget is not waited for beyond a second's grace.
 */
public final class ParallelRace {
    private ParallelRace() {
    }

    /**
     * @param members    each member's solve, given its budget
     * @param onResult   called on the caller's thread with each result, in order of arrival
     */
    public static <R> void run(List<Function<Budget, R>> members, Budget budget, Predicate<R> decisive,
                               Consumer<R> onResult) {
        ExecutorService pool = Executors.newFixedThreadPool(members.size(), r -> {
            Thread t = new Thread(r, "berth-portfolio");
            t.setDaemon(true);
            return t;
        });
        Budget shared = budget.child();
        try {
            ExecutorCompletionService<R> done = new ExecutorCompletionService<>(pool);
            for (Function<Budget, R> m : members) {
                done.submit(() -> m.apply(shared.child()));
            }
            for (int k = 0; k < members.size(); k++) {
                Future<R> f = done.poll(budget.remainingMillis() + 1_000, TimeUnit.MILLISECONDS);
                if (f == null) {
                    break; // a member ignored its cancelled budget: answer with what we have rather than wait
                }
                R r = f.get();
                onResult.accept(r);
                if (decisive.test(r)) {
                    shared.cancel();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof InputException bad) {
                throw bad;
            }
            throw new IllegalStateException("portfolio member failed outside its validator", e.getCause());
        } finally {
            shared.cancel();
            pool.shutdownNow();
        }
    }
}
