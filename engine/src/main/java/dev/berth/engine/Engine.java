package dev.berth.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/**
 * One ForkJoinPool and its execution units. Workers split a range until the cutoff and offload every leaf to their
 * units through the doorbell protocol; results are combined by position, so a fixed cutoff and parts per leaf give
 * identical results whatever the thread count and timing. A computation started from inside any engine's parts
 * runs on the calling thread (same halving, same grains, same result): the outer level already holds the lanes, and
 * a unit core waiting for its own engine could wait for its own worker.
 */
public final class Engine implements AutoCloseable {

    // Workers must keep their slot (and its units) for the engine's life; an idle worker is parked, not spinning.
    private static final long WORKER_KEEP_ALIVE_DAYS = 365;

    private final EngineConfig config;
    private final List<ExecutionUnit> units;
    private final int[][] mapping;
    private final ForkJoinPool pool;
    // volatile, not guarded by the monitor: close() holds it while waiting for running parts, which may still
    // start nested (inline) computations
    private volatile boolean closed;

    private Engine(EngineConfig config) {
        this.config = config;
        List<ExecutionUnit> made = new ArrayList<>(config.units());
        for (int u = 0; u < config.units(); u++) {
            made.add(new ExecutionUnit(u, config.coresPerUnit(), config.doorbell(), config.spins(),
                    config.coreStackBytes()));
        }
        this.units = List.copyOf(made);
        this.mapping = UnitMapping.unitsPerWorker(config.units(), config.workers());
        WorkerUnits[] slots = new WorkerUnits[config.workers()];
        for (int w = 0; w < slots.length; w++) {
            List<ExecutionUnit> own = new ArrayList<>();
            for (int u : mapping[w]) {
                own.add(units.get(u));
            }
            slots[w] = new WorkerUnits(own);
        }
        // maximumPoolSize = parallelism and a saturate predicate that says "carry on": a worker blocked in join never
        // gets a compensating thread, since that thread would need a worker slot that does not exist.
        this.pool = new ForkJoinPool(config.workers(), new EngineWorkerFactory(slots), null, false,
                0, config.workers(), 1, p -> true, WORKER_KEEP_ALIVE_DAYS, TimeUnit.DAYS);
    }

    public static Engine start(EngineConfig config) {
        return new Engine(config);
    }

    /** The engine with {@link EngineConfig#forThreads(int)}. */
    public static Engine start(int threads) {
        return new Engine(EngineConfig.forThreads(threads));
    }

    public EngineConfig config() {
        return config;
    }

    /**
     * The computation over {@code [0, size)}, split in halves while longer than {@code cutoff}.
     *
     * @throws TaskFailedException if any part threw; on the engine the other leaves still finish, on the calling
     *                             thread (nested) the first failure ends the computation
     */
    public <R> R reduce(long size, long cutoff, RangeComputation<R> computation) {
        if (size < 0 || cutoff < 1) {
            throw new IllegalArgumentException("need size >= 0 and cutoff >= 1, had " + size + " and " + cutoff);
        }
        if (EngineThreads.current()) {
            return size == 0 ? computation.compute(0, 0)
                    : InlineRange.compute(computation, 0, size, cutoff, config.partsPerLeaf());
        }
        ensureOpen();
        if (size == 0) {
            return computation.compute(0, 0);
        }
        return pool.invoke(new OffloadingRangeTask<>(computation, 0, size, cutoff, config.partsPerLeaf()));
    }

    /** {@code f(0), ..., f(size - 1)} in index order. */
    public <R> List<R> map(int size, int cutoff, IntFunction<? extends R> f) {
        return reduce(size, cutoff, new IndexMapComputation<R>(f));
    }

    /** Whether the calling thread is a worker or unit core of some engine (where computations run inline). */
    public static boolean onEngineThread() {
        return EngineThreads.current();
    }

    public int unitCount() {
        return units.size();
    }

    public ExecutionUnit unit(int index) {
        return units.get(index);
    }

    /** The unit indices of each worker slot (fair: 9 units over 4 workers are 3, 2, 2, 2). */
    public int[][] unitsPerWorker() {
        int[][] copy = new int[mapping.length][];
        for (int w = 0; w < mapping.length; w++) {
            copy[w] = mapping[w].clone();
        }
        return copy;
    }

    /**
     * Detaches a unit: its worker sends the disconnect opcode before its next leaf and offloads to it no more
     * (its leaves go to its other units, or run on the worker itself when none is left).
     */
    public void disconnect(int unit) {
        units.get(unit).requestDisconnect();
    }

    /** Waits for running computations, ends the workers, then disconnects every unit still attached. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        pool.close();
        for (ExecutionUnit unit : units) {
            unit.disconnect(); // no worker is left, so this thread is the portion's only writer now
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("engine closed");
        }
    }
}
