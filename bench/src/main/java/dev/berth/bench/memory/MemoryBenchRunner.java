package dev.berth.bench.memory;

import dev.berth.bench.BenchStatus;
import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryLayouts;
import dev.berth.model.memory.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.MemoryValidator;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;

/**
 * Runs one strategy on one instance and checks the answer without trusting the strategy.
 *
 * <p>The strategy runs on its own thread (large stack) with a fresh {@link Budget} of the options' time
 * limit. If it has not returned {@link #grace(Duration) a grace period} after the limit, its budget is
 * cancelled; if it still does not return, the row is ERROR and the thread is left behind (it may skew
 * later timings). Any exception or error it throws becomes an ERROR row.
 *
 * <p>A layout is re-checked by {@link #independentCheck}: {@link MemoryValidator} first, then every extra
 * checker given to the constructor (the hook for a second, independent checker such as a simulator). A
 * rejected layout, a reported peak that differs from the layout's, or a reported bound above the layout's
 * own peak turns the row INVALID.
 *
 * <p>Heap: before each run the bench calls {@link System#gc()} and reads the heap in use
 * ({@code heapBaseBytes}), then resets the peak-usage counters of every heap memory pool; after the run,
 * {@code heapPeakBytes} is the sum of the pools' peaks. Pools peak at different moments, and garbage not
 * yet collected counts, so this is an upper bound on the heap the run needed, not its live set.
 */
public final class MemoryBenchRunner {
    /** Deep recursion in exact searches needs more than the default stack; 4x what the build gives tests. */
    private static final long STACK_BYTES = 64L << 20;

    private static final Duration MIN_GRACE = Duration.ofSeconds(2);

    private final List<BiFunction<MemoryProblem, long[], String>> extraCheckers;
    private final Duration minGrace;

    public MemoryBenchRunner() {
        this(List.of());
    }

    /** {@code extraCheckers}: each returns null for a valid layout, else what is wrong with it. */
    public MemoryBenchRunner(List<BiFunction<MemoryProblem, long[], String>> extraCheckers) {
        this(extraCheckers, MIN_GRACE);
    }

    /** With a shorter minimum grace period, so tests of runaway strategies stay quick. */
    MemoryBenchRunner(List<BiFunction<MemoryProblem, long[], String>> extraCheckers, Duration minGrace) {
        this.extraCheckers = List.copyOf(extraCheckers);
        this.minGrace = minGrace;
    }

    /** Runs {@code strategy} on {@code problem} and returns the checked row. Never throws for the strategy. */
    public MemoryBenchRow run(MemoryProblem problem, MemoryAllocator strategy, SolveOptions options) {
        long lowerBound = MemoryLowerBound.of(problem);
        Long capacity = problem.hasCapacity() ? problem.capacity() : null;
        List<MemoryPoolMXBean> heapPools = heapPools();
        System.gc();
        long heapBase = heapUsed(heapPools);
        heapPools.forEach(MemoryPoolMXBean::resetPeakUsage);

        Outcome o = call(problem, strategy, options);
        long heapPeak = heapPeak(heapPools);
        MemoryResult r = o.result();
        if (r == null || r.status() == null) {
            String why = o.failure() != null ? o.failure() : "returned no result";
            return new MemoryBenchRow(problem.name(), problem.size(), capacity, strategy.name(), BenchStatus.ERROR, -1,
                    lowerBound, null, o.seconds(), heapPeak, heapBase, why, Map.of());
        }
        long bound = Math.max(lowerBound, r.bound());
        Long over = r.stats().get("overCapacityPeak") instanceof Number n ? n.longValue() : null;
        BenchStatus status = BenchStatus.valueOf(r.status().name());
        MemoryBenchRow row = new MemoryBenchRow(problem.name(), problem.size(), capacity, strategy.name(), status,
                status.solved() ? r.peak() : -1, bound, over, o.seconds(), heapPeak, heapBase, r.reason(), r.stats());
        if (!status.solved()) {
            return row;
        }
        String violation = independentCheck(problem, r.offsets());
        if (violation != null) {
            return row.invalid("claimed " + r.status() + " with peak " + r.peak() + ", but the layout is invalid: "
                    + violation);
        }
        long actual = MemoryLayouts.peak(problem, r.offsets());
        if (actual != r.peak()) {
            return row.invalid("reported peak " + r.peak() + ", but its layout reaches " + actual);
        }
        if (r.bound() > actual) {
            return row.invalid("reported lower bound " + r.bound() + " above its own valid layout's peak " + actual);
        }
        return row;
    }

    /**
     * The hook where independent checkers plug in: {@link MemoryValidator#firstViolation}, then each extra
     * checker in order. Returns the first complaint (prefixed with the checker's position when extra), or
     * null when every checker accepts the layout. A checker that throws counts as a complaint.
     */
    public String independentCheck(MemoryProblem problem, long[] offsets) {
        String v = MemoryValidator.firstViolation(problem, offsets);
        if (v != null) {
            return v;
        }
        for (int i = 0; i < extraCheckers.size(); i++) {
            try {
                v = extraCheckers.get(i).apply(problem, offsets.clone());
            } catch (RuntimeException e) {
                v = "threw " + e;
            }
            if (v != null) {
                return "checker " + (i + 2) + ": " + v;
            }
        }
        return null;
    }

    /** Extra time a strategy gets past its limit before the bench cancels it: a quarter of it, at least 2 s. */
    Duration grace(Duration limit) {
        Duration quarter = limit.dividedBy(4);
        return quarter.compareTo(minGrace) > 0 ? quarter : minGrace;
    }

    private record Outcome(MemoryResult result, String failure, double seconds) {
    }

    private Outcome call(MemoryProblem problem, MemoryAllocator strategy, SolveOptions options) {
        Budget budget = Budget.of(options.timeLimit());
        AtomicReference<Outcome> done = new AtomicReference<>();
        long start = System.nanoTime();
        Thread worker = new Thread(null, () -> {
            long t0 = System.nanoTime();
            try {
                MemoryResult r = strategy.allocate(problem, options, budget);
                done.set(new Outcome(r, null, (System.nanoTime() - t0) / 1e9));
            } catch (Throwable e) { // the bench reports every failure as a row, whatever it is
                done.set(new Outcome(null, describe(e), (System.nanoTime() - t0) / 1e9));
            }
        }, "bench-" + strategy.name(), STACK_BYTES);
        worker.setDaemon(true);
        worker.start();
        try {
            if (options.timeLimit() == null) {
                worker.join();
            } else {
                Duration wait = options.timeLimit().plus(grace(options.timeLimit()));
                if (!worker.join(wait)) {
                    budget.cancel();
                    worker.join(minGrace.compareTo(Duration.ofSeconds(1)) < 0 ? minGrace : Duration.ofSeconds(1));
                }
            }
        } catch (InterruptedException e) {
            budget.cancel();
            Thread.currentThread().interrupt();
        }
        Outcome o = done.get();
        if (o != null) {
            return o;
        }
        double waited = (System.nanoTime() - start) / 1e9;
        if (options.timeLimit() == null) {
            return new Outcome(null, "the bench was interrupted before the strategy returned", waited);
        }
        return new Outcome(null, String.format(java.util.Locale.ROOT,
                "did not return %.1f s after its %s time limit, even when cancelled; abandoned (its thread may still run)",
                waited - options.timeLimit().toMillis() / 1e3, options.timeLimit()), waited);
    }

    private static String describe(Throwable e) {
        StringBuilder sb = new StringBuilder(e.getClass().getSimpleName());
        if (e.getMessage() != null) {
            sb.append(": ").append(e.getMessage());
        }
        StackTraceElement[] trace = e.getStackTrace();
        if (trace.length > 0) {
            sb.append(" (at ").append(trace[0]).append(')');
        }
        return sb.toString();
    }

    private static List<MemoryPoolMXBean> heapPools() {
        List<MemoryPoolMXBean> out = new ArrayList<>();
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP && p.isValid()) {
                out.add(p);
            }
        }
        return out;
    }

    private static long heapUsed(List<MemoryPoolMXBean> pools) {
        long sum = 0;
        for (MemoryPoolMXBean p : pools) {
            sum += p.getUsage().getUsed();
        }
        return sum;
    }

    private static long heapPeak(List<MemoryPoolMXBean> pools) {
        if (pools.isEmpty()) {
            return -1;
        }
        long sum = 0;
        for (MemoryPoolMXBean p : pools) {
            sum += p.getPeakUsage().getUsed();
        }
        return sum;
    }
}
