package dev.berth.cli;

import dev.berth.simulator.memory.MemorySimulator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.sync.SyncProblem;
import dev.berth.simulator.sync.SimulationSettings;
import dev.berth.simulator.sync.SyncSimulator;

import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.simulator.tiles.TileSimulationReport;
import dev.berth.simulator.tiles.TileSimulator;

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

    /** The BSP tile machine on every tiles layout: a violation or a bank conflict is a failed check. */
    static BiFunction<TileProblem, TileLayout, String> tiles() {
        return (p, layout) -> {
            TileSimulationReport r = TileSimulator.run(p, layout);
            if (!r.clean()) {
                return "simulator: " + r.firstViolationMessage();
            }
            return r.bankConflicts() == 0 ? null : "simulator: " + r.bankConflicts() + " bank conflicts, e.g. "
                    + r.bankConflictExamples().get(0);
        };
    }
}
