package dev.berth.cli;

import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.io.Instances;
import dev.berth.model.io.TextFiles;
import dev.berth.model.memory.io.MemorySolutions;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.io.SyncSolutions;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.io.TileSolutions;

import java.nio.file.Path;

/** Reading instances the way every command does: capacity from the flag, the file, or the file name. */
final class Inputs {
    private Inputs() {
    }

    /** Any family's instance; the memory family gets the capacity rules of {@link #memory}. */
    static Problem any(Path path, Long capacityFlag, boolean capacityRequired) {
        Problem p = Instances.read(path);
        if (p instanceof MemoryProblem) {
            return memory(path, p, capacityFlag, capacityRequired);
        }
        if (capacityFlag != null) {
            throw new InputException("--capacity", "applies to memory instances only; " + path + " is " + p.family());
        }
        return p;
    }

    /** The sync mapping a solution file gives for {@code p}. */
    static int[] mapping(Path solution, SyncProblem p) {
        return SyncSolutions.readMapping(solution.toString(), TextFiles.read(solution), p);
    }

    /** The tiles layout a solution file gives for {@code p}. */
    static TileLayout tileLayout(Path solution, TileProblem p) {
        return TileSolutions.readLayout(solution.toString(), TextFiles.read(solution), p);
    }

    static MemoryProblem memory(Path path, Long capacityFlag, boolean capacityRequired) {
        return memory(path, Instances.read(path), capacityFlag, capacityRequired);
    }

    private static MemoryProblem memory(Path path, Problem p, Long capacityFlag, boolean capacityRequired) {
        if (!(p instanceof MemoryProblem m)) {
            throw new InputException(path.toString(), "family '" + p.family() + "' is not supported by this command");
        }
        if (capacityFlag != null) {
            if (capacityFlag < 1) {
                throw new InputException("--capacity", "must be at least 1, got " + capacityFlag);
            }
            m = m.withCapacity(capacityFlag);
        }
        if (capacityRequired && !m.hasCapacity()) {
            throw new InputException(path.toString(), "no capacity: give --capacity N, a \"capacity\" field, or name the file NAME.CAPACITY.csv");
        }
        return m;
    }

    /** The layout a solution file (JSON assignment or CSV offset column) gives for {@code p}. */
    static long[] layout(Path solution, MemoryProblem p) {
        return MemorySolutions.readOffsets(solution.toString(), solution.getFileName().toString(), TextFiles.read(solution), p);
    }
}
