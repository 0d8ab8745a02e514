package dev.berth.simulator.sync;

/** How far the exhaustive exploration of a run got. */
public enum ExplorationStatus {
    /** Not asked for (state limit 0), or not needed: a randomized schedule or a static check already failed. */
    NOT_RUN,
    /** Every reachable state was visited and none led to a violation: no schedule breaks the mapping. */
    COMPLETE,
    /** Stopped at the first violation it reached. */
    STOPPED_AT_VIOLATION,
    /** The state limit ran out first; what was visited was clean, the rest is unknown. */
    STATE_LIMIT
}
