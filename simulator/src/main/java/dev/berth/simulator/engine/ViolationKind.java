package dev.berth.simulator.engine;

/** What went wrong in a reached state; each is one invariant of the protocol. */
public enum ViolationKind {
    /** A core read a task field (opcode, argument, dispatch) that a different task wrote. */
    HALF_WRITTEN_TASK,
    /** The worker read the completion word while an assigned core's bit was not yet written for this task. */
    EARLY_RESULT_READ,
    /** The completion word holds bits of this task from cores outside the first {@code parts}. */
    WRONG_BIT_COUNT,
    /** The worker's verdict (all assigned bits one = success) disagrees with whether an assigned core failed. */
    WRONG_VERDICT,
    /** Everything ended but the doorbell is not 0. */
    DOORBELL_NOT_CLEARED,
    /** The worker sent disconnect and ended, yet a core of the unit still waits for work. */
    NOT_DETACHED,
    /** No step is possible and the protocol has not reached its end. */
    DEADLOCK
}
