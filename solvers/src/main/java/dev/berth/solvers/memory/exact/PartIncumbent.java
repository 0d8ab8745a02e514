package dev.berth.solvers.memory.exact;

/**
 * The best layout of one part found so far, shared by the workers searching it: each new layout must peak
 * at or below {@link #cap()}, which drops below every layout found when minimising.
 */
final class PartIncumbent {
    private final long granularity;
    private final boolean minimise;
    private volatile long cap;
    private volatile boolean settled;
    private long[] offsets;
    private long peak = Long.MAX_VALUE;
    /** Lowest cap a search has closed without a layout: peaks up to it are impossible. */
    private long refuted = -1;

    PartIncumbent(long cap, long granularity, boolean minimise) {
        this.cap = cap;
        this.granularity = granularity;
        this.minimise = minimise;
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

    /** Records a layout (local offsets); tightens the cap below it when minimising. */
    synchronized void offer(long[] local, long p) {
        if (p < peak) {
            peak = p;
            offsets = local.clone();
            if (minimise) {
                cap = Math.min(cap, p - granularity);
            }
        }
    }

    /** A search closed with no layout peaking at or below {@code c}. */
    synchronized void refute(long c) {
        refuted = Math.max(refuted, c);
    }

    synchronized long[] offsets() {
        return offsets;
    }

    synchronized long peak() {
        return peak;
    }

    synchronized long refuted() {
        return refuted;
    }
}
