package dev.berth.simulator.channels;

import java.util.List;

/**
 * What one timed run of a channels solution observed.
 *
 * @param completed        every warp ran all its code (false: a channel fault, a deadlock or bad code stopped
 *                         the run)
 * @param makespan         cycles from the start until the last warp finished; when the run did not complete,
 *                         the cycle it stopped at
 * @param sequentialCycles every instance's cycles summed: the program run sequentially on one warp (under
 *                         jitter, the durations that run drew)
 * @param warpEnds         per warp, the cycle its code ended (or the run stopped)
 * @param intrinsicsRun    instances that ran to their end
 * @param violations       the violations seen, in order of time (a run stops at a channel fault, a deadlock or
 *                         bad code; wrong reads and overwrites are collected up to a limit); empty when clean
 * @param trace            the last events up to the first violation; empty when clean
 */
public record ChannelsSimulationReport(boolean completed, long makespan, long sequentialCycles, List<Long> warpEnds, int intrinsicsRun,
                                       List<ChannelsViolation> violations, List<TimedEvent> trace) {
    public ChannelsSimulationReport {
        warpEnds = List.copyOf(warpEnds);
        violations = List.copyOf(violations);
        trace = List.copyOf(trace);
    }

    public boolean clean() {
        return violations.isEmpty();
    }

    /** The sequential cycles over the makespan; 0 for an empty program or a run that did not complete. */
    public double speedUp() {
        return makespan == 0 || !completed ? 0 : (double) sequentialCycles / makespan;
    }

    /** The first violation's message, or null when clean. */
    public String firstViolationMessage() {
        return violations.isEmpty() ? null : violations.get(0).message();
    }
}
