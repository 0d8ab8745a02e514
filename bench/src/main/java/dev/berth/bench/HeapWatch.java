package dev.berth.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;

/**
 * The heap a run needs, for every family's bench: before the run a full GC and the heap in use
 * ({@link #base()}), then the peak-usage counters of every heap pool reset; after it, {@link #peak()} is the
 * sum of the pools' peaks. Pools peak at different moments and uncollected garbage counts, so this is an
 * upper bound on the heap the run needed, not its live set.
 */
public final class HeapWatch {
    private final List<MemoryPoolMXBean> pools = new ArrayList<>();
    private final long base;

    private HeapWatch() {
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP && p.isValid()) {
                pools.add(p);
            }
        }
        System.gc();
        long used = 0;
        for (MemoryPoolMXBean p : pools) {
            used += p.getUsage().getUsed();
        }
        base = used;
        pools.forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    /** Collects the garbage and starts watching. */
    public static HeapWatch start() {
        return new HeapWatch();
    }

    public long base() {
        return base;
    }

    /** The sum of the heap pools' peaks since {@link #start()}, or -1 when there are no pools to read. */
    public long peak() {
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
