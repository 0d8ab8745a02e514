package dev.berth.simulator.engine;

import java.util.List;

/**
 * A broken invariant and how to get there: {@code trace} lists every step from the initial state, the last
 * one being the step that broke it (for a deadlock or a detach failure, the step into the stuck state).
 */
public record Violation(ViolationKind kind, String message, List<String> trace) {
    public Violation {
        trace = List.copyOf(trace);
    }

    @Override
    public String toString() {
        return kind + ": " + message + " after " + trace.size() + " steps\n  " + String.join("\n  ", trace);
    }
}
