package dev.berth.simulator.simt;

/**
 * One execution model's control state over a {@link MachineState}: which warps can issue, what one issue does,
 * and the control state as numbers for the runner's repeat detection. A warp's ability to issue depends on its
 * own state only, so the runner re-asks only after that warp steps.
 */
interface SimtMachine {

    /** The warp has threads left and one of them can run now. */
    boolean canIssue(int warp);

    /** Issues the warp's next instruction; a {@link SimtFault} when the model refuses it. */
    Issue step(int warp);

    /**
     * Whether the warp's next issue may touch shared memory; false only when it cannot, whichever of its threads
     * issue. Every other step changes the warp's own state alone.
     */
    boolean nextShared(int warp);

    /** The warp's control state: equal arrays exactly when the control states are equal. */
    long[] control(int warp);

    /** Where a thread that has not exited is, as a short phrase ("masked off at critical:0"). */
    String where(int warp, int lane);

    /** One issue: the pc and the lanes that took part. */
    record Issue(int block, int index, long lanes) {
    }
}
