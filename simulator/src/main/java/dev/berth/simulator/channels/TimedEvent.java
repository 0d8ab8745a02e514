package dev.berth.simulator.channels;

/**
 * One event of a timed run, for the trace a violation comes with.
 *
 * @param cycle when it happened
 * @param warp  the warp's id ("w0")
 * @param what  "start s2:p:0", "end s2:p:0", "p4", "issue c5", "pass c5"
 */
public record TimedEvent(long cycle, String warp, String what) {
    @Override
    public String toString() {
        return cycle + " " + warp + " " + what;
    }
}
