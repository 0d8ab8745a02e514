package dev.berth.simulator.engine;

/** A move out of a state: process {@code process} takes its next program step, or drains pending entry {@code entry}. */
record Transition(int process, int entry) {
    static Transition step(int process) {
        return new Transition(process, -1);
    }

    static Transition drain(int process, int entry) {
        return new Transition(process, entry);
    }

    boolean isDrain() {
        return entry >= 0;
    }
}
