package dev.berth.simulator.engine;

/**
 * When an instruction applies, judged on the process's current task; an instruction whose guard fails is
 * skipped as part of the step before it, so branches cost no states of their own.
 */
enum Guard {
    ALWAYS,
    COMPUTE,
    DISCONNECT,
    /** A compute task with a part for this core (part i runs on core i). */
    ASSIGNED
}
