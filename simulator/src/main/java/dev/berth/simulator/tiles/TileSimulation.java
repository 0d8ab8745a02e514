package dev.berth.simulator.tiles;

import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;
import dev.berth.simulator.Simulator;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The BSP tile machine as the tiles family's simulator; a bank conflict fails the run like a violation. */
public final class TileSimulation implements Simulator<TileProblem, TileLayout> {
    private static final int LISTED = 10;

    @Override
    public String family() {
        return "tiles";
    }

    @Override
    public SimulationOutcome run(TileProblem p, TileLayout layout, SimulationOptions options) {
        long t0 = System.nanoTime();
        TileSimulationReport r = TileSimulator.run(p, layout);
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "%s, %.3f s", r.summary(), (System.nanoTime() - t0) / 1e9));
        r.bankConflictExamples().forEach(c -> lines.add("bank conflict: " + c));
        if (!r.clean()) {
            r.violations().subList(0, Math.min(LISTED, r.violations().size()))
                    .forEach(v -> lines.add("violation: " + v.message()));
            if (r.violationCount() > LISTED) {
                lines.add("... " + (r.violationCount() - LISTED) + " more");
            }
            return new SimulationOutcome(false, lines);
        }
        lines.add(r.bankConflicts() == 0 ? "clean" : "clean, but " + r.bankConflicts() + " bank conflicts");
        return new SimulationOutcome(r.bankConflicts() == 0, lines);
    }

    @Override
    public String secondOpinion(TileProblem p, TileLayout layout) {
        TileSimulationReport r = TileSimulator.run(p, layout);
        if (!r.clean()) {
            return r.firstViolationMessage();
        }
        return r.bankConflicts() == 0 ? null : r.bankConflicts() + " bank conflicts, e.g. " + r.bankConflictExamples().get(0);
    }
}
