package dev.berth.cli;

import dev.berth.model.Problem;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.TileValidator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code berth check}: the independent validator on a solution file. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Check a solution against its instance with the independent validator (exit 0 valid, 1 invalid).")
final class CheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "INSTANCE")
    Path instance;

    @Parameters(index = "1", paramLabel = "SOLUTION", description = "solution JSON (assignment) or, for memory, CSV (offset column)")
    Path solution;

    @Option(names = "--capacity", paramLabel = "N", description = "capacity in bytes (overrides the file)")
    Long capacity;

    @Override
    public Integer call() {
        Problem any = Inputs.any(instance, capacity, false);
        if (any instanceof SyncProblem sync) {
            return checkSync(sync);
        }
        if (any instanceof TileProblem tiles) {
            return checkTiles(tiles);
        }
        MemoryProblem p = (MemoryProblem) any;
        long[] offsets = Inputs.layout(solution, p);
        String violation = MemoryChecker.firstViolation(p, offsets);
        if (violation != null) {
            spec.commandLine().getOut().println("invalid: " + violation);
            return ExitCodes.INVALID;
        }
        spec.commandLine().getOut().printf("valid: peak %d, lower bound %d%s%n", MemoryLayouts.peak(p, offsets),
                MemoryLowerBound.of(p), p.hasCapacity() ? ", capacity " + p.capacity() : "");
        return ExitCodes.OK;
    }

    private int checkTiles(TileProblem p) {
        TileLayout layout = Inputs.tileLayout(solution, p);
        String violation = TileValidator.firstViolation(p, layout);
        if (violation != null) {
            spec.commandLine().getOut().println("invalid: " + violation);
            return ExitCodes.INVALID;
        }
        TileObjective o = TileObjective.of(p, layout);
        long shared = layout.structures().stream().filter(s -> s.plan().shared()).count();
        spec.commandLine().getOut().printf("valid: largest tile peak %d (lower bound %d, %d per tile), total %d, "
                        + "%d exchange cycles, %d of %d structures shared%n", o.maxPeak(), TileLowerBound.of(p).max(),
                p.machine().bytesPerTile(), o.totalMemory(), o.exchangeCycles(), shared, p.structureCount());
        return ExitCodes.OK;
    }

    private int checkSync(SyncProblem p) {
        int[] mapping = Inputs.mapping(solution, p);
        String violation = SyncValidator.firstViolation(p, mapping);
        if (violation != null) {
            spec.commandLine().getOut().println("invalid: " + violation);
            return ExitCodes.INVALID;
        }
        SyncWidth width = SyncWidth.of(HappensBefore.of(p, mapping));
        int removed = (int) java.util.Arrays.stream(mapping).filter(x -> x == SyncProblem.REMOVED).count();
        spec.commandLine().getOut().printf("valid: %d physical resources, width %d%s%n", SyncValidator.used(p, mapping),
                width.width(), removed == 0 ? "" : ", " + removed + " redundant pairs removed");
        return ExitCodes.OK;
    }
}
