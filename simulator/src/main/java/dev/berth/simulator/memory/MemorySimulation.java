package dev.berth.simulator.memory;

import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;
import dev.berth.simulator.Simulator;

import java.util.ArrayList;
import java.util.List;

/** The tagged-memory machine as the memory family's simulator. */
public final class MemorySimulation implements Simulator<MemoryProblem, MemoryLayout> {

    @Override
    public String family() {
        return "memory";
    }

    @Override
    public SimulationOutcome run(MemoryProblem p, MemoryLayout layout, SimulationOptions options) {
        MemorySimulationReport r = MemorySimulator.replay(p, layout.offsets());
        List<String> lines = new ArrayList<>();
        lines.add(String.format("events %d, collisions %d, overflows %d, misalignments %d, pinned violations %d%s",
                r.events(), r.collisions(), r.overflows(), r.misalignments(), r.pinnedViolations(),
                r.separatedAliases() == 0 ? "" : ", separated co-located buffers " + r.separatedAliases()));
        lines.add(String.format("highest byte touched %d, peak live bytes %d", r.maxAddressTouched(), r.peakLiveBytes()));
        lines.add(r.ok() ? "clean" : "violation: " + r.firstViolationMessage());
        return new SimulationOutcome(r.ok(), lines);
    }

    @Override
    public String secondOpinion(MemoryProblem p, MemoryLayout layout) {
        return MemorySimulator.replay(p, layout.offsets()).firstViolationMessage();
    }
}
