package dev.berth.engine;

/** The operation in a task register. */
public enum Opcode {
    /** Split the task's parts across the unit's cores and run them. */
    RUN,
    /** Detach the unit from its worker: its cores end and it takes no further task. */
    DISCONNECT
}
