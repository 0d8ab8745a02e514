package dev.berth.cli;

import dev.berth.model.Problem;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;

/** The instance a command works on: the file, and the memory family's {@code --capacity}. */
public final class InstanceInput {
    @Parameters(index = "0", paramLabel = "INSTANCE", description = "instance file (CSV by extension, JSON by its family); - reads standard input;"
            + " only regular files are read (a FIFO or a device is refused)")
    Path instance;

    @Option(names = "--capacity", paramLabel = "N", description = "memory: capacity in bytes (overrides the file)")
    Long capacity;

    /** The instance; when {@code complete}, an input error if its family says it still lacks something. */
    Problem read(boolean complete) {
        return Inputs.read(instance, capacity, complete);
    }
}
