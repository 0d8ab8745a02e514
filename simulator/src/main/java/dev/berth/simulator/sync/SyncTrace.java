package dev.berth.simulator.sync;

import dev.berth.model.sync.SyncProblem;

import java.util.Arrays;
import java.util.StringJoiner;

/**
 * A schedule as the sequence of warps that took a step, enough to replay it with
 * {@link SyncSimulator#replay}. A step is one ordinary instruction, one producer, one consumer's issue, or
 * one consumer's completion; removed pairs' instructions are steps that do nothing but mark the point.
 *
 * @param scheduler which scheduler chose it: "random", "adversarial", "exhaustive" or "replay"
 * @param schedule  the number of the randomized schedule (from 0), -1 for the others
 */
public record SyncTrace(String scheduler, int schedule, int[] warps) {

    public SyncTrace {
        warps = warps.clone();
    }

    @Override
    public int[] warps() {
        return warps.clone();
    }

    public int length() {
        return warps.length;
    }

    /** The warp ids in order, "w2 w2 w3 ...". */
    public String describe(SyncProblem problem) {
        StringJoiner j = new StringJoiner(" ");
        for (int w : warps) {
            j.add(w >= 0 && w < problem.warps().size() ? problem.warps().get(w).id() : "#" + w);
        }
        return j.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SyncTrace t && scheduler.equals(t.scheduler) && schedule == t.schedule
                && Arrays.equals(warps, t.warps);
    }

    @Override
    public int hashCode() {
        return (scheduler.hashCode() * 31 + schedule) * 31 + Arrays.hashCode(warps);
    }

    @Override
    public String toString() {
        return "SyncTrace[" + scheduler + (schedule >= 0 ? " #" + schedule : "") + ", " + warps.length + " steps: "
                + Arrays.toString(warps) + "]";
    }
}
