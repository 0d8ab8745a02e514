package dev.berth.solvers;

import dev.berth.engine.Engine;
import dev.berth.engine.EngineConfig;
import dev.berth.engine.TaskFailedException;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;

/**
 * The engine every strategy's parallel parts run on (docs/engine.md): one per thread count, started on first use and
 * kept for the process's life (its threads are daemons), so that the thread count a solve is given
 * ({@code --threads}) is the one place it is set, and no strategy starts a pool of its own. With one thread, and
 * for work started from inside an engine's part (a race member's own parallel parts), the jobs run in order on
 * the calling thread: the outer level already holds the lanes, and solves running side by side with one thread
 * each (bench lanes, {@code berth serve}) must not queue for one shared worker.
 */
public final class SharedEngines {
    private static final Map<Integer, Engine> ENGINES = new ConcurrentHashMap<>();

    private SharedEngines() {
    }

    public static Engine of(int threads) {
        return ENGINES.computeIfAbsent(Math.max(1, threads),
                n -> Engine.start(EngineConfig.forThreads(n)));
    }

    /**
     * {@code f} over {@code [0, size)} on the engine of {@code threads}; results in index order. The engine runs
     * one leaf per lane ({@code min(threads, size)} of them), and each lane takes the next index not yet taken, so
     * jobs start in index order (put the likeliest to settle a question first) and a lane that finishes early takes
     * more. A job's own runtime exception comes back as itself; after one, no lane starts another job.
     */
    public static <R> List<R> map(int threads, int size, IntFunction<? extends R> f) {
        if (threads <= 1 || size <= 1 || Engine.onEngineThread()) {
            List<R> out = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                out.add(f.apply(i));
            }
            return out;
        }
        Object[] results = new Object[size];
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean failed = new AtomicBoolean();
        int lanes = Math.min(threads, size);
        try {
            of(threads).map(lanes, 1, lane -> {
                for (int i = next.getAndIncrement(); i < size && !failed.get(); i = next.getAndIncrement()) {
                    try {
                        results[i] = f.apply(i);
                    } catch (RuntimeException | Error e) {
                        failed.set(true);
                        throw e;
                    }
                }
                return null;
            });
        } catch (TaskFailedException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e;
        }
        List<R> out = new ArrayList<>(size);
        for (Object r : results) {
            @SuppressWarnings("unchecked")
            R typed = (R) r;
            out.add(typed);
        }
        return out;
    }
}
