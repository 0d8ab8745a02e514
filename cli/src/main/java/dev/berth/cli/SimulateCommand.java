package dev.berth.cli;

import dev.berth.model.memory.MemoryProblem;
import dev.berth.simulator.memory.MemorySimulationReport;
import dev.berth.simulator.memory.MemorySimulator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code berth simulate}: replays a solution on the hardware simulator (exit 0 clean, 1 a violation). */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Replay a solution on the memory simulator: allocations write tagged bytes, frees read them back.")
final class SimulateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "INSTANCE")
    Path instance;

    @Parameters(index = "1", paramLabel = "SOLUTION")
    Path solution;

    @Option(names = "--capacity", paramLabel = "N", description = "capacity in bytes (overrides the file)")
    Long capacity;

    @Override
    public Integer call() {
        MemoryProblem p = Inputs.memory(instance, capacity, false);
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
}
