package dev.berth.simulator.simt;

/** How a run ended. */
public enum SimtOutcome {
    /** Every thread exited. */
    COMPLETED,
    /** Threads remain and no warp can issue (every live thread waits at a vote or sync.warp). */
    DEADLOCK,
    /** Warps keep issuing and the run never finishes (a repeated state), or did not finish within the step limit. */
    LIVELOCK,
    /** The kernel did something the model refuses: an address out of range, an instruction it does not run. */
    FAULT
}
