package dev.berth.cli;

import dev.berth.model.InputException;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import picocli.CommandLine.Option;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** Options shared by the commands that solve: objective, limits, seed, technique switches. */
public final class SolveSettings {
    @Option(names = "--objective", paramLabel = "peak|fit", defaultValue = "peak",
            description = "peak: minimise the peak within the capacity (stops at the lower bound); fit: stop at the first layout within the capacity (default: ${DEFAULT-VALUE})")
    String objective;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "10",
            description = "wall-clock limit per solve (berth solve: counted from the JVM's start, reading included); the best valid answer so far is returned (default: ${DEFAULT-VALUE})")
    double timeLimit;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "random seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--node-limit", paramLabel = "N", defaultValue = "0",
            description = "search nodes/steps per strategy, for reproducible runs; 0 for none (default: ${DEFAULT-VALUE})")
    long nodeLimit;

    @Option(names = "--threads", paramLabel = "N", description = "worker threads (default: the number of cores)")
    Integer threads;

    @Option(names = {"-P", "--param"}, paramLabel = "KEY=VALUE",
            description = "a strategy parameter or technique switch, named by its strategy, e.g. -P greedy.order=area (repeatable; berth solvers --params lists them)")
    Map<String, String> params = new LinkedHashMap<>();

    public SolveOptions options() {
        if (!(timeLimit > 0) || Double.isInfinite(timeLimit)) {
            throw new InputException("--time-limit", "must be a positive number of seconds, got " + timeLimit);
        }
        if (nodeLimit < 0) {
            throw new InputException("--node-limit", "must be at least 0, got " + nodeLimit);
        }
        if (threads != null && threads < 1) {
            throw new InputException("--threads", "must be at least 1, got " + threads);
        }
        return new SolveOptions(Objective.parse(objective), Duration.ofMillis((long) Math.ceil(timeLimit * 1000)), seed, nodeLimit,
                threads == null ? Runtime.getRuntime().availableProcessors() : threads, params);
    }
}
