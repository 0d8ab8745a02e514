package dev.berth.simulator.engine;

/** What a step revealed: a broken invariant (kind and message), or the result the worker read, or nothing. */
record Effect(ViolationKind kind, String message, TaskOutcome outcome) {
    static final Effect NONE = new Effect(null, null, null);

    static Effect violation(ViolationKind kind, String message) {
        return new Effect(kind, message, null);
    }

    static Effect read(TaskOutcome outcome) {
        return new Effect(null, null, outcome);
    }

    boolean violated() {
        return kind != null;
    }
}
