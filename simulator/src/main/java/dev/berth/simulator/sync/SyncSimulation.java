package dev.berth.simulator.sync;

import dev.berth.model.InputException;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;
import dev.berth.simulator.Simulator;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The warp machine as the sync family's simulator: randomized and adversarial schedules, then exhaustive
 * exploration of the states, or one replayed schedule. The second opinion for bench and demo runs 200
 * schedules and up to 20,000 states (complete on small programs).
 */
public final class SyncSimulation implements Simulator<SyncProblem, SyncMapping> {
    private static final SimulationSettings SECOND_OPINION = new SimulationSettings(200, 1, 0.5, 20_000);

    @Override
    public String family() {
        return "sync";
    }

    @Override
    public SimulationOutcome run(SyncProblem p, SyncMapping mapping, SimulationOptions o) {
        if (o.schedules() < 0) {
            throw new InputException("--schedules", "must be at least 0, got " + o.schedules());
        }
        if (o.states() < 0) {
            throw new InputException("--states", "must be at least 0, got " + o.states());
        }
        if (!(o.adversarial() >= 0 && o.adversarial() <= 1)) {
            throw new InputException("--adversarial", "must be between 0 and 1, got " + o.adversarial());
        }
        long t0 = System.nanoTime();
        SyncSimulationReport r = o.replay() != null ? SyncSimulator.replay(p, mapping.ids(), warps(p, o.replay()))
                : SyncSimulator.run(p, mapping.ids(), new SimulationSettings(o.schedules(), o.seed(), o.adversarial(),
                o.states()));
        double seconds = (System.nanoTime() - t0) / 1e9;
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "schedules %d (%d adversarial), steps %d, states explored %d, exploration %s, %.3f s%s",
                r.schedules(), r.adversarialSchedules(), r.steps(), r.statesExplored(),
                r.exploration().name().toLowerCase(Locale.ROOT).replace('_', ' '), seconds,
                r.schedules() > 0 && seconds > 0 ? String.format(Locale.ROOT, ", %.0f schedules/s", r.schedules() / seconds) : ""));
        if (!r.ok()) {
            lines.add("violation: " + r.firstViolationMessage());
            if (r.trace() != null) {
                lines.add("trace (" + r.trace().scheduler() + ", " + r.trace().length() + " steps; replay with --replay): "
                        + r.trace().describe(p));
            }
        } else {
            lines.add(r.explorationComplete() ? "clean: every reachable state explored" : "clean under the schedules tried");
        }
        return new SimulationOutcome(r.ok(), lines);
    }

    @Override
    public String secondOpinion(SyncProblem p, SyncMapping mapping) {
        return SyncSimulator.run(p, mapping.ids(), SECOND_OPINION).firstViolationMessage();
    }

    private static int[] warps(SyncProblem p, List<String> ids) {
        int[] out = new int[ids.size()];
        for (int k = 0; k < ids.size(); k++) {
            int w = -1;
            for (int i = 0; i < p.warps().size(); i++) {
                if (p.warps().get(i).id().equals(ids.get(k))) {
                    w = i;
                }
            }
            if (w < 0) {
                throw new InputException("--replay", "no warp '" + ids.get(k) + "' in the instance");
            }
            out[k] = w;
        }
        return out;
    }
}
