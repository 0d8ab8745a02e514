package dev.berth.cli;

import dev.berth.simulator.memory.MemorySimulator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.sync.SyncProblem;
import dev.berth.simulator.sync.SimulationSettings;
import dev.berth.simulator.sync.SyncSimulator;

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

    /**
     * The warp simulator on every sync mapping: seeded random and adversarial schedules, then exhaustive
     * exploration up to a state limit (complete on small programs).
     */
    static BiFunction<SyncProblem, int[], String> sync() {
        return (p, mapping) -> {
            String v = SyncSimulator.run(p, mapping, new SimulationSettings(200, 1, 0.5, 20_000)).firstViolationMessage();
            return v == null ? null : "simulator: " + v;
        };
    }
}
