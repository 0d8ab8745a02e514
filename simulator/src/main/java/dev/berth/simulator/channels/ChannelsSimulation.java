package dev.berth.simulator.channels;

import dev.berth.model.InputException;
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
import java.util.Locale;

/**
 * The channels family's simulator: the timed run with the tagged pool (ties by warp index: the makespan
 * reported), the same run under {@code schedules} seeded random tie-breaks with jittered durations (other
 * orders of the events due at one cycle, other timings: races the fixed cycles hide), then the channels alone
 * on the sync family's machine under every interleaving it explores — the timed runs see some timings, the
 * sync machine sees the channel faults any timing could cause.
 */
public final class ChannelsSimulation implements Simulator<ChannelsProblem, ChannelsSolution> {
    private static final SyncSimulation SYNC = new SyncSimulation();

    @Override
    public String family() {
        return "channels";
    }

    @Override
    public SimulationOutcome run(ChannelsProblem p, ChannelsSolution s, SimulationOptions o) {
        if (o.schedules() < 0) {
            throw new InputException("--schedules", "must be at least 0, got " + o.schedules());
        }
        Jitter jitter = new Jitter(o.jitter());
        List<String> lines = new ArrayList<>();
        ChannelsSimulationReport first = ChannelsSimulator.run(p, s);
        lines.add("timed run, ties by warp index: " + timing(first, s));
        boolean clean = describe(first, lines);
        if (clean && o.schedules() > 0) {
            long low = Long.MAX_VALUE;
            long high = 0;
            ChannelsSimulationReport failed = null;
            long failedSeed = 0;
            int runs = 0;
            for (int i = 0; i < o.schedules() && failed == null; i++) {
                long seed = o.seed() + i;
                ChannelsSimulationReport r = ChannelsSimulator.run(p, s, seed, jitter);
                runs++;
                low = Math.min(low, r.makespan());
                high = Math.max(high, r.makespan());
                if (!r.clean()) {
                    failed = r;
                    failedSeed = seed;
                }
            }
            String what = jitter.none() ? "random ties" : "random ties and " + jitter;
            if (failed == null) {
                lines.add(String.format(Locale.ROOT, "%d timed runs with %s (seeds %d..%d): clean, makespan %s",
                        runs, what, o.seed(), o.seed() + runs - 1, low == high ? low + " in each" : low + ".." + high));
            } else {
                lines.add("timed run with " + what + ", seed " + failedSeed + ": " + timing(failed, s));
                clean = describe(failed, lines);
            }
        }
        SyncProblem sync = s.syncProblem(p.name(), p.sync());
        SimulationOutcome channels = SYNC.run(sync, new SyncMapping(s.syncIds(sync)), o);
        for (String line : channels.lines()) {
            lines.add("channels on the sync machine, untimed: " + line);
        }
        return new SimulationOutcome(clean && channels.clean(), lines);
    }

    @Override
    public String secondOpinion(ChannelsProblem p, ChannelsSolution s) {
        ChannelsSimulationReport r = ChannelsSimulator.run(p, s);
        if (!r.clean()) {
            return r.firstViolationMessage();
        }
        SyncProblem sync = s.syncProblem(p.name(), p.sync());
        return SYNC.secondOpinion(sync, new SyncMapping(s.syncIds(sync)));
    }

    private static String timing(ChannelsSimulationReport r, ChannelsSolution s) {
        if (!r.completed()) {
            return "stopped at cycle " + r.makespan() + " (sequential " + r.sequentialCycles() + " cycles)";
        }
        StringBuilder ends = new StringBuilder();
        for (int w = 0; w < r.warpEnds().size(); w++) {
            ends.append(w == 0 ? "" : ", ").append(s.warps().get(w).id()).append(" ends at ").append(r.warpEnds().get(w));
        }
        return String.format(Locale.ROOT, "makespan %d cycles, sequential %d cycles, speed-up %.2f%s",
                r.makespan(), r.sequentialCycles(), r.speedUp(), ends.length() == 0 ? "" : " (" + ends + ")");
    }

    /** Appends the run's verdict; true when it is clean. */
    private static boolean describe(ChannelsSimulationReport r, List<String> lines) {
        if (r.clean()) {
            lines.add("clean: " + r.intrinsicsRun() + " intrinsics ran, every read found its producer's data, no"
                    + " write started over unreleased addresses, the pool ends as the sequential program leaves it");
            return true;
        }
        for (ChannelsViolation v : r.violations()) {
            lines.add("violation (" + v.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ') + "): " + v.message());
        }
        if (!r.trace().isEmpty()) {
            StringBuilder t = new StringBuilder();
            for (TimedEvent e : r.trace()) {
                t.append(t.length() == 0 ? "" : "; ").append(e);
            }
            lines.add("trace (last " + r.trace().size() + " events up to the first violation, cycle warp event): " + t);
        }
        return false;
    }
}
