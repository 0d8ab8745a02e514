package dev.berth.simulator.channels;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;
import dev.berth.simulator.Simulator;
import dev.berth.simulator.sync.SyncSimulation;

import java.util.ArrayList;
import java.util.List;

/**
 * The channels of a solution on the sync family's machine: the warps with their assignment run as the sync
 * instance they are, under random, adversarial and exhaustive schedules (lost signals, wrong wake-ups,
 * deadlocks, with a trace to replay).
 *
 * <p>Only that part of issue 13's simulator exists: the tagged address pool (every consumer reading exactly
 * what its producer wrote, no overwrite of unreleased addresses), the intrinsics' cycle counts, the makespan
 * and the speed-up are not simulated yet, and every report says so.
 */
public final class ChannelsSimulation implements Simulator<ChannelsProblem, ChannelsSolution> {
    static final String PARTIAL = "channels only: the tagged address pool, cycles and makespan are not simulated yet";
    private static final SyncSimulation SYNC = new SyncSimulation();

    @Override
    public String family() {
        return "channels";
    }

    @Override
    public SimulationOutcome run(ChannelsProblem p, ChannelsSolution s, SimulationOptions o) {
        SyncProblem sync = s.syncProblem(p.name(), p.sync());
        SimulationOutcome r = SYNC.run(sync, new SyncMapping(s.syncIds(sync)), o);
        List<String> lines = new ArrayList<>();
        lines.add(PARTIAL);
        lines.addAll(r.lines());
        return new SimulationOutcome(r.clean(), lines);
    }

    @Override
    public String secondOpinion(ChannelsProblem p, ChannelsSolution s) {
        SyncProblem sync = s.syncProblem(p.name(), p.sync());
        return SYNC.secondOpinion(sync, new SyncMapping(s.syncIds(sync)));
    }
}
