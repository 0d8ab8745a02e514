package dev.berth.cli;

import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.sync.SyncProblem;
import dev.berth.simulator.memory.MemorySimulationReport;
import dev.berth.simulator.memory.MemorySimulator;
import dev.berth.simulator.sync.SimulationSettings;
import dev.berth.simulator.sync.SyncSimulationReport;
import dev.berth.simulator.sync.SyncSimulator;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.simulator.tiles.TileSimulationReport;
import dev.berth.simulator.tiles.TileSimulator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code berth simulate}: replays a solution on the hardware simulator (exit 0 clean, 1 a violation). */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Replay a solution on the simulator of its family.",
                "memory: allocations write tagged bytes, frees read them back.",
                "sync: warps run under random and adversarial schedulers, then exhaustive exploration of the states; "
                        + "reports lost signals, out-of-order signals, wrong wake-ups and deadlocks with a replayable trace.",
                "tiles: the BSP machine runs the supersteps: exchange phases multicast shared structures from their masters "
                        + "to compile-time addresses, compute phases read every variable and follow every structure's pointers; "
                        + "reports reads of another tile's or variable's data, overwrites of live data, capacity, bank conflicts, "
                        + "and counts exchange cycles."})
final class SimulateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "INSTANCE")
    Path instance;

    @Parameters(index = "1", paramLabel = "SOLUTION")
    Path solution;

    @Option(names = "--capacity", paramLabel = "N", description = "memory: capacity in bytes (overrides the file)")
    Long capacity;

    @Option(names = "--schedules", paramLabel = "N", defaultValue = "1000",
            description = "sync: randomized schedules (default: ${DEFAULT-VALUE})")
    int schedules;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "sync: scheduler seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--adversarial", paramLabel = "SHARE", defaultValue = "0.5",
            description = "sync: share of the schedules the adversarial scheduler picks (default: ${DEFAULT-VALUE})")
    double adversarial;

    @Option(names = "--states", paramLabel = "N", defaultValue = "200000",
            description = "sync: state limit of the exhaustive exploration after clean schedules; 0 for none (default: ${DEFAULT-VALUE})")
    int states;

    @Option(names = "--replay", paramLabel = "WARPS",
            description = "sync: replay one schedule, the warp ids in order as a reported trace prints them (space or comma separated)")
    String replay;

    @Override
    public Integer call() {
        Problem any = Inputs.any(instance, capacity, false);
        if (any instanceof SyncProblem sync) {
            return simulateSync(sync);
        }
        if (any instanceof TileProblem tiles) {
            return simulateTiles(tiles);
        }
        MemoryProblem p = (MemoryProblem) any;
        long[] offsets = Inputs.layout(solution, p);
        MemorySimulationReport r = MemorySimulator.replay(p, offsets);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("events %d, collisions %d, overflows %d, misalignments %d, pinned violations %d%n", r.events(),
                r.collisions(), r.overflows(), r.misalignments(), r.pinnedViolations());
        out.printf("highest byte touched %d, peak live bytes %d%n", r.maxAddressTouched(), r.peakLiveBytes());
        if (!r.ok()) {
            out.println("violation: " + r.firstViolationMessage());
            return ExitCodes.INVALID;
        }
        out.println("clean");
        return ExitCodes.OK;
    }

    private int simulateTiles(TileProblem p) {
        TileLayout layout = Inputs.tileLayout(solution, p);
        PrintWriter out = spec.commandLine().getOut();
        long t0 = System.nanoTime();
        TileSimulationReport r = TileSimulator.run(p, layout);
        out.printf("%s, %.3f s%n", r.summary(), (System.nanoTime() - t0) / 1e9);
        for (var c : r.bankConflictExamples()) {
            out.println("bank conflict: " + c);
        }
        if (!r.clean()) {
            for (var v : r.violations().subList(0, Math.min(10, r.violations().size()))) {
                out.println("violation: " + v.message());
            }
            if (r.violationCount() > 10) {
                out.println("... " + (r.violationCount() - 10) + " more");
            }
            return ExitCodes.INVALID;
        }
        out.println(r.bankConflicts() == 0 ? "clean" : "clean, but " + r.bankConflicts() + " bank conflicts");
        return r.bankConflicts() == 0 ? ExitCodes.OK : ExitCodes.INVALID;
    }

    private int simulateSync(SyncProblem p) {
        if (schedules < 0) {
            throw new InputException("--schedules", "must be at least 0, got " + schedules);
        }
        if (states < 0) {
            throw new InputException("--states", "must be at least 0, got " + states);
        }
        if (!(adversarial >= 0 && adversarial <= 1)) {
            throw new InputException("--adversarial", "must be between 0 and 1, got " + adversarial);
        }
        int[] mapping = Inputs.mapping(solution, p);
        PrintWriter out = spec.commandLine().getOut();
        long t0 = System.nanoTime();
        SyncSimulationReport r = replay != null ? SyncSimulator.replay(p, mapping, warps(p, replay))
                : SyncSimulator.run(p, mapping, new SimulationSettings(schedules, seed, adversarial, states));
        double seconds = (System.nanoTime() - t0) / 1e9;
        out.printf("schedules %d (%d adversarial), steps %d, states explored %d, exploration %s, %.3f s%s%n",
                r.schedules(), r.adversarialSchedules(), r.steps(), r.statesExplored(),
                r.exploration().name().toLowerCase().replace('_', ' '), seconds,
                r.schedules() > 0 && seconds > 0 ? String.format(", %.0f schedules/s", r.schedules() / seconds) : "");
        if (!r.ok()) {
            out.println("violation: " + r.firstViolationMessage());
            if (r.trace() != null) {
                out.println("trace (" + r.trace().scheduler() + ", " + r.trace().length() + " steps; replay with --replay): "
                        + r.trace().describe(p));
            }
            return ExitCodes.INVALID;
        }
        out.println(r.explorationComplete() ? "clean: every reachable state explored" : "clean under the schedules tried");
        return ExitCodes.OK;
    }

    private static int[] warps(SyncProblem p, String text) {
        List<Integer> out = new ArrayList<>();
        for (String id : text.trim().split("[\\s,]+")) {
            if (id.isEmpty()) {
                continue;
            }
            int k = -1;
            for (int w = 0; w < p.warps().size(); w++) {
                if (p.warps().get(w).id().equals(id)) {
                    k = w;
                }
            }
            if (k < 0) {
                throw new InputException("--replay", "no warp '" + id + "' in the instance");
            }
            out.add(k);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
