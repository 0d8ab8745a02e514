package dev.berth.simulator.memory;

/**
 * One step of the replay: buffer {@code buffer} reads back and lets go of the absolute address range
 * {@code [lower, upper)} ({@link #RELEASE}), is handed its address ({@link #PLACE}), or writes its tag over
 * the range ({@link #ACQUIRE}). At one time, releases run before placements and writes: lifespans are
 * half-open.
 */
record MachineEvent(long time, int phase, int buffer, long lower, long upper) {
    static final int RELEASE = 0;
    static final int PLACE = 1;
    static final int ACQUIRE = 2;
}
