package dev.berth.simulator.simt;

import dev.berth.model.InputException;

/**
 * How to run a kernel.
 *
 * @param schedule     which warp issues next
 * @param seed         the random schedule's seed (ignored by the deterministic one)
 * @param maxSteps     warp instructions issued before the run is reported as a suspected livelock
 * @param traceLength  how many of the last steps the report keeps
 * @param keepRegisters whether the report carries every thread's final registers
 */
public record SimtRunOptions(SimtSchedule schedule, long seed, long maxSteps, int traceLength, boolean keepRegisters) {
    public static final long DEFAULT_MAX_STEPS = 1_000_000;
    public static final int DEFAULT_TRACE_LENGTH = 50;

    public SimtRunOptions {
        if (schedule == null) {
            throw new InputException("schedule", "missing");
        }
        if (maxSteps < 1) {
            throw new InputException("--max-steps", "must be at least 1, got " + maxSteps);
        }
        if (traceLength < 0) {
            throw new InputException("trace length", "must be at least 0, got " + traceLength);
        }
    }

    /** Round-robin, 1,000,000 steps, the last 50 traced, no registers. */
    public static SimtRunOptions deterministic() {
        return new SimtRunOptions(SimtSchedule.DETERMINISTIC, 0, DEFAULT_MAX_STEPS, DEFAULT_TRACE_LENGTH, false);
    }

    /** As {@link #deterministic()} with the random schedule of {@code seed}. */
    public static SimtRunOptions random(long seed) {
        return new SimtRunOptions(SimtSchedule.RANDOM, seed, DEFAULT_MAX_STEPS, DEFAULT_TRACE_LENGTH, false);
    }

    public SimtRunOptions withMaxSteps(long steps) {
        return new SimtRunOptions(schedule, seed, steps, traceLength, keepRegisters);
    }

    public SimtRunOptions withTraceLength(int length) {
        return new SimtRunOptions(schedule, seed, maxSteps, length, keepRegisters);
    }

    public SimtRunOptions withRegisters() {
        return new SimtRunOptions(schedule, seed, maxSteps, traceLength, true);
    }

    /** "deterministic" or "random seed 7", for reports. */
    public String describe() {
        return schedule == SimtSchedule.DETERMINISTIC ? "deterministic" : "random seed " + seed;
    }
}
