package dev.berth.simulator.engine;

/**
 * What the worker read back for one compute task: the completion word (bit i = core i's cell) and its
 * verdict, success when every one of the task's {@code parts} bits is one.
 */
public record TaskOutcome(int task, long completionBits, boolean success) {
    public int bitsSet() {
        return Long.bitCount(completionBits);
    }
}
