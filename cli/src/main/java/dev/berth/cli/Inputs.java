package dev.berth.cli;

import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.io.Instances;
import dev.berth.model.io.TextFiles;
import dev.berth.model.memory.MemorySolutions;
import dev.berth.model.memory.MemoryProblem;

import java.nio.file.Path;

/** Reading instances the way every command does: capacity from the flag, the file, or the file name. */
final class Inputs {
    private Inputs() {
    }

    static MemoryProblem memory(Path path, Long capacityFlag, boolean capacityRequired) {
        Problem p = Instances.read(path);
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
