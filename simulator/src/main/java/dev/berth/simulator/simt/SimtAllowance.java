package dev.berth.simulator.simt;

/**
 * How much simulating one {@code berth simulate} of a simt answer may do ({@code simt.simulationWork},
 * docs/simt.md): every warp instruction a run issues costs its warp's lanes plus {@link #STEP_COST} (what a step
 * costs whatever the lanes: the pick, the hashes of the state). Each run is cut where the allowance left ends,
 * and no run starts once it is spent, so a kernel that spins forever under a launch of 65,536 threads, or a
 * schedule count in the thousands, costs seconds rather than hours.
 */
final class SimtAllowance {
    /** The allowance of one simulation, in lane-steps. */
    static final long WORK = 1L << 27;
    /** The fixed part of a step's cost, in lanes. */
    static final int STEP_COST = 8;

    private long left;

    SimtAllowance(long work) {
        this.left = work;
    }

    /** No allowance: runs are bounded by their own step limits only. */
    static SimtAllowance unlimited() {
        return new SimtAllowance(Long.MAX_VALUE);
    }

    boolean spent() {
        return left <= 0;
    }

    /**
     * {@code o} with its step limit lowered to what {@code 1/share} of the allowance left pays for at
     * {@code lanes} lanes (at least one step: a run that cannot be paid for is stopped at once, and says so).
     */
    SimtRunOptions limit(SimtRunOptions o, int lanes, int share) {
        long affordable = Math.max(1, left / share / (lanes + STEP_COST));
        return affordable >= o.maxSteps() ? o : o.withMaxSteps(affordable);
    }

    /** Charges a finished run. */
    void charge(SimtRunReport r, int lanes) {
        long cost = r.steps() > Long.MAX_VALUE / (lanes + STEP_COST) ? Long.MAX_VALUE : r.steps() * (lanes + STEP_COST);
        left = cost >= left ? 0 : left - cost;
    }

    /**
     * Whether {@code r}, asked to run as {@code asked}, stopped short of its own step limit without finishing:
     * a run stops unfinished before its limit only when an allowance lowered it.
     */
    static boolean cut(SimtRunReport r, SimtRunOptions asked) {
        return !r.completed() && r.suspected() && r.steps() < asked.maxSteps();
    }
}
