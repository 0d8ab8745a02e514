package dev.berth.engine;

import java.util.List;

/** What a worker reads back from a unit: the completion word and the exceptions of the cores whose bit is 0. */
public record UnitResult(CompletionWord completion, List<Throwable> failures) {

    public UnitResult {
        failures = List.copyOf(failures);
    }

    public boolean succeeded() {
        return completion.succeeded();
    }
}
