package dev.berth.simulator.engine;

/**
 * The atomic steps of the three programs (worker, primary core, secondary core). A step acts on the
 * process's own registers, pushes writes into its store buffer, or reads shared memory; a waiting step is
 * simply not enabled until its condition holds, so no state is spent on spinning.
 */
enum StepKind {
    // worker
    WRITE_OPCODE("write opcode"),
    WRITE_ARGUMENT("write argument"),
    CLEAR_COMPLETION("clear completion word"),
    RING("doorbell = 1"),
    AWAIT_CLEAR("see doorbell = 0"),
    READ_RESULT("read completion word"),
    /** Jump to the first step with the next task; taken as part of the step before it, not a step itself. */
    NEXT_TASK("next task"),
    // primary
    AWAIT_RING("see doorbell = 1"),
    READ_OPCODE("read opcode"),
    READ_ARGUMENT("read argument"),
    DISPATCH("write dispatch"),
    CLEAR_DOORBELL("doorbell = 0"),
    // every core
    ARRIVE_START("arrive at start barrier"),
    LEAVE_START("leave start barrier"),
    READ_DISPATCH("read dispatch"),
    SET_BIT("write own completion bit"),
    ARRIVE_END("arrive at end barrier"),
    LEAVE_END("leave end barrier"),
    /** Jump to the first step; like {@link #NEXT_TASK}, folded into the step before it. */
    LOOP("loop"),
    // worker and cores
    RELEASE("release (store buffer drained)"),
    /** Where a program stops; never enabled. */
    END("end");

    final String label;

    StepKind(String label) {
        this.label = label;
    }

    boolean isJump() {
        return this == NEXT_TASK || this == LOOP;
    }
}
