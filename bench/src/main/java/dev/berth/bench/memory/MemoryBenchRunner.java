package dev.berth.bench.memory;

import dev.berth.bench.BenchStatus;
import dev.berth.bench.GuardedCall;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.check.memory.MemoryChecker;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Runs one strategy on one instance and checks the answer without trusting the strategy.
 *
 * <p>The strategy runs under a {@link GuardedCall}: its own thread (large stack), a fresh budget of the
 * options' time limit, cancelled a grace period after it; if it still does not return, the row is ERROR
 * and the thread is left behind (it may skew later timings). Any exception or error it throws becomes an
 * ERROR row.
 *
 * <p>A layout is re-checked by {@link #independentCheck}: {@link MemoryChecker} first, then every extra
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
    private final List<BiFunction<MemoryProblem, long[], String>> extraCheckers;
    private final GuardedCall guard;

    public MemoryBenchRunner() {
        this(List.of());
    }

    /** {@code extraCheckers}: each returns null for a valid layout, else what is wrong with it. */
    public MemoryBenchRunner(List<BiFunction<MemoryProblem, long[], String>> extraCheckers) {
        this(extraCheckers, new GuardedCall());
    }

    /** With a shorter minimum grace period, so tests of runaway strategies stay quick. */
    MemoryBenchRunner(List<BiFunction<MemoryProblem, long[], String>> extraCheckers, Duration minGrace) {
        this(extraCheckers, new GuardedCall(minGrace));
    }

    private MemoryBenchRunner(List<BiFunction<MemoryProblem, long[], String>> extraCheckers, GuardedCall guard) {
        this.extraCheckers = List.copyOf(extraCheckers);
        this.guard = guard;
    }

    /** Runs {@code strategy} on {@code problem} and returns the checked row. Never throws for the strategy. */
    public MemoryBenchRow run(MemoryProblem problem, MemoryAllocator strategy, SolveOptions options) {
        long lowerBound = MemoryLowerBound.of(problem);
        Long capacity = problem.hasCapacity() ? problem.capacity() : null;
        List<MemoryPoolMXBean> heapPools = heapPools();
        System.gc();
        long heapBase = heapUsed(heapPools);
        heapPools.forEach(MemoryPoolMXBean::resetPeakUsage);

        GuardedCall.Outcome<MemoryResult> o = guard.run(strategy.name(), options.timeLimit(),
                budget -> strategy.allocate(problem, options, budget));
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
     * The hook where independent checkers plug in: {@link MemoryChecker#firstViolation}, then each extra
     * checker in order. Returns the first complaint (prefixed with the checker's position when extra), or
     * null when every checker accepts the layout. A checker that throws counts as a complaint.
     */
    public String independentCheck(MemoryProblem problem, long[] offsets) {
        String v = MemoryChecker.firstViolation(problem, offsets);
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
