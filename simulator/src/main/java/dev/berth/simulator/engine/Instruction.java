package dev.berth.simulator.engine;

/** One line of a program: a step and the task kinds it applies to. */
record Instruction(StepKind kind, Guard guard) {
    static Instruction always(StepKind kind) {
        return new Instruction(kind, Guard.ALWAYS);
    }

    static Instruction when(Guard guard, StepKind kind) {
        return new Instruction(kind, guard);
    }
}
