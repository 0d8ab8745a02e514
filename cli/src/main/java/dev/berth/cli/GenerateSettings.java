package dev.berth.cli;

import dev.berth.model.InputException;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.LongStream;

/** Options every generator shares: the seeds of the instances and where they go. */
public final class GenerateSettings {
    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "first seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--count", paramLabel = "K", defaultValue = "1", description = "instances per setting, seeds S..S+K-1")
    int count;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = ".", description = "directory to write into (default: .)")
    Path out;

    /** The seeds S..S+K-1; an input error when K is below 1. */
    List<Long> seeds() {
        if (count < 1) {
            throw new InputException("--count", "must be at least 1");
        }
        return LongStream.range(seed, seed + count).boxed().toList();
    }

    /** The output directory, created if missing. */
    Path outDir() {
        try {
            Files.createDirectories(out);
        } catch (IOException e) {
            throw new InputException("--out", "cannot create " + out + ": " + e.getMessage());
        }
        return out;
    }
}
