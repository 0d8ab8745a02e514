package dev.berth.solvers;

import dev.berth.engine.Engine;
import dev.berth.engine.TaskFailedException;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;

/**
 * The engine every strategy's parallel parts run on (issue 15): one per thread count, started on first use and
 * kept for the process's life (its threads are daemons), so that the thread count a solve is given
 * ({@code --threads}) is the one place it is set, and no strategy starts a pool of its own. The engine must not
 * be called from inside its own parts (a unit waiting for the engine could wait for its own worker): callers
 * run whole independent jobs as leaves, never nested.
 */
public final class SharedEngines {
    private static final Map<Integer, Engine> ENGINES = new ConcurrentHashMap<>();

    private SharedEngines() {
    }

    public static Engine of(int threads) {
        return ENGINES.computeIfAbsent(Math.max(1, threads), Engine::start);
    }

    /**
     * {@code f} over {@code [0, size)}, one index per leaf, on the engine of {@code threads}; results in index
     * order. A job's own runtime exception comes back as itself.
     */
    public static <R> List<R> map(int threads, int size, IntFunction<? extends R> f) {
        try {
            return of(threads).map(size, 1, f);
        } catch (TaskFailedException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }
}
