package dev.berth.simulator.sync;

/**
 * What simulating a mapping observed.
 *
 * @param schedules            randomized schedules run (the one that failed included)
 * @param adversarialSchedules how many of them the adversarial scheduler chose
 * @param steps                steps taken over all randomized schedules and the exhaustive exploration
 * @param statesExplored       distinct states the exhaustive exploration visited
 * @param exploration          how far the exhaustive exploration got
 * @param violation            the first violation found, or null
 * @param trace                the schedule that led to it, replayable with {@link SyncSimulator#replay}; null
 *                             without a violation or for set-up problems, which need no schedule
 */
public record SyncSimulationReport(int schedules, int adversarialSchedules, long steps, long statesExplored,
                                   ExplorationStatus exploration, SyncViolation violation, SyncTrace trace) {

    /**
     * Whether no violation was found. Only proof of validity with {@link ExplorationStatus#COMPLETE}; otherwise
     * it says that the schedules tried were clean.
     */
    public boolean ok() {
        return violation == null;
    }

    /** The first violation's one-line message, or null when {@link #ok()}. */
    public String firstViolationMessage() {
        return violation == null ? null : violation.message();
    }

    /** Whether the exhaustive exploration visited every reachable state: then {@link #ok()} is a proof. */
    public boolean explorationComplete() {
        return exploration == ExplorationStatus.COMPLETE;
    }
}
