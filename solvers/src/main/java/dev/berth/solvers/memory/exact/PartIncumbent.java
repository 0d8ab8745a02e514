package dev.berth.solvers.memory.exact;

/**
 * One search for a layout of a part within a cap, shared by the workers running it: the first layout
 * found, and whether the question is settled (a layout, or a worker's search closed without one).
 */
final class PartIncumbent {
    private final long cap;
    private volatile boolean settled;
    private long[] offsets;
    private long peak = Long.MAX_VALUE;

    PartIncumbent(long cap) {
        this.cap = cap;
    }

    long cap() {
        return cap;
    }

    boolean settled() {
        return settled;
    }

    void settle() {
        settled = true;
    }

    /** Records a layout (local offsets) if it is the best so far. */
    synchronized void offer(long[] local, long p) {
        if (p < peak) {
            peak = p;
            offsets = local.clone();
        }
    }

    synchronized long[] offsets() {
        return offsets;
    }

    synchronized long peak() {
        return peak;
    }
}
