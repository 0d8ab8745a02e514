package dev.berth.cli;

import dev.berth.Berth;
import dev.berth.model.Family;
import dev.berth.model.Problem;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.concurrent.Callable;

/** {@code berth simulate}: replays a solution on its family's hardware simulator (exit 0 clean, 1 a violation). */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Replay a solution on the simulator of its family.",
                "memory: allocations write tagged bytes, frees read them back.",
                "sync: warps run under random and adversarial schedulers, then exhaustive exploration of the states; "
                        + "reports lost signals, out-of-order signals, wrong wake-ups and deadlocks with a replayable trace.",
                "tiles: the BSP machine runs the supersteps: exchange phases multicast shared structures from their masters "
                        + "to compile-time addresses, compute phases read every variable and follow every structure's pointers; "
                        + "reports reads of another tile's or variable's data, overwrites of live data, capacity, bank conflicts, "
                        + "and counts exchange cycles.",
                "channels: the warps' code runs timed over a tagged pool (the makespan), then under random ties and jittered "
                        + "cycles; reports wrong reads, overwrites of unreleased addresses, channel faults and deadlocks with a trace."})
final class SimulateCommand implements Callable<Integer>, SolutionInput.Judge {
    @Spec
    CommandSpec spec;

    @Mixin
    SolutionInput input;

    @Option(names = "--schedules", paramLabel = "N", defaultValue = "1000",
            description = "sync and channels: randomized schedules (default: ${DEFAULT-VALUE})")
    int schedules;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "sync and channels: scheduler seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--adversarial", paramLabel = "SHARE", defaultValue = "0.5",
            description = "sync: share of the schedules the adversarial scheduler picks (default: ${DEFAULT-VALUE})")
    double adversarial;

    @Option(names = "--states", paramLabel = "N", defaultValue = "200000",
            description = "sync: state limit of the exhaustive exploration after clean schedules; 0 for none (default: ${DEFAULT-VALUE})")
    int states;

    @Option(names = "--jitter", paramLabel = "SPREAD", defaultValue = "4",
            description = "channels: the randomized timed runs take each intrinsic's cycles times a factor drawn in [1/SPREAD, SPREAD]; "
                    + "1 for none (default: ${DEFAULT-VALUE})")
    double jitter;

    @Option(names = "--replay", paramLabel = "WARPS",
            description = "sync: replay one schedule, the warp ids in order as a reported trace prints them (space or comma separated)")
    String replay;

    @Override
    public Integer call() {
        return input.judge(this);
    }

    @Override
    public <P extends Problem, S> int judge(Family<P, S> family, P p, S s) {
        SimulationOptions options = new SimulationOptions(schedules, seed, adversarial, states, replay == null ? null
                : Arrays.stream(replay.trim().split("[\\s,]+")).filter(w -> !w.isEmpty()).toList(), jitter);
        SimulationOutcome o = Berth.simulate(p, s, options);
        PrintWriter out = spec.commandLine().getOut();
        o.lines().forEach(out::println);
        return o.clean() ? ExitCodes.OK : ExitCodes.INVALID;
    }
}
