package dev.berth.simulator.engine;

/**
 * The protocol as the reference file reads it, and the mistakes the model must catch. Each broken variant
 * is the correct programs with one step dropped or moved, so a failure points at that one step.
 */
public enum ProtocolVariant {
    /** Worker: task, release, doorbell = 1; primary: barrier, release, doorbell = 0; disconnect ends the unit. */
    CORRECT,
    /** The worker rings without draining the task first: the doorbell may become visible before the task. */
    NO_RELEASE_BEFORE_DOORBELL,
    /** The primary clears the doorbell before the closing barrier: the worker may read unfinished bits. */
    CLEAR_BEFORE_BARRIER,
    /**
     * The primary clears without its own release. Not a failure in this model: every core's completion write
     * is drained when it arrives at the barrier, so the release adds nothing here; kept to show that.
     */
    NO_RELEASE_BEFORE_CLEAR,
    /**
     * The barrier only synchronises execution and orders no memory (arrival does not wait for the core's
     * buffer): the secondaries may read the dispatch word before the primary's write reaches memory.
     */
    BARRIER_WITHOUT_RELEASE,
    /** The unit treats disconnect as an ordinary task and goes back to waiting: it never detaches. */
    IGNORE_DISCONNECT
}
