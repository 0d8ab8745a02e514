package dev.berth.cli;

import dev.berth.simulator.memory.MemorySimulator;
import dev.berth.model.memory.MemoryProblem;

import java.util.List;
import java.util.function.BiFunction;

/** The second opinions bench and demo ask for besides the validator. */
final class Checkers {
    private Checkers() {
    }

    static List<BiFunction<MemoryProblem, long[], String>> memory() {
        return List.of((p, offsets) -> {
            String v = MemorySimulator.replay(p, offsets).firstViolationMessage();
            return v == null ? null : "simulator: " + v;
        });
    }
}
