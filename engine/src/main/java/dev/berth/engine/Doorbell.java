package dev.berth.engine;

/**
 * The one-word doorbell of a memory portion: 1 while a task waits in (or is being run from) the task register,
 * 0 while the register belongs to the worker. Exactly one thread writes each transition: the worker rings after
 * writing the task register, the unit's primary clears after the completion word and results are written.
 * An implementation must make each transition publish every write that precedes it to the thread that observes
 * the new value; that ordering is the whole protocol.
 */
public interface Doorbell {

    /** Worker side, 0 → 1; every write to the task register before it is visible to a unit that sees the 1. */
    void ring();

    /** Unit side; once true, the task register the worker wrote is fully visible. */
    boolean isRung();

    /** Unit side, 1 → 0; the completion word and the results written before it are visible to a worker that sees 0. */
    void clear();

    /** Worker side; once true, the completion word and results are fully visible. */
    boolean isClear();
}
