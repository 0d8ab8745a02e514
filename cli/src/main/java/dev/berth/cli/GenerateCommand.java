package dev.berth.cli;

import dev.berth.bench.memory.MemoryTraceGenerator;
import dev.berth.bench.memory.MemoryTraceSpec;
import dev.berth.model.InputException;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code berth generate}: instance generators, one subcommand per family. */
@Command(name = "generate", mixinStandardHelpOptions = true, description = "Write generated instances.",
        subcommands = {GenerateCommand.Memory.class, GenerateSyncCommand.class, GenerateTilesCommand.class,
                GenerateChannelsCommand.class, GenerateSimtCommand.class})
final class GenerateCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "missing family (memory, sync, tiles, channels, simt)");
    }

    @Command(name = "memory", mixinStandardHelpOptions = true,
            description = "Realistic static-allocation traces: lifetimes from a random operator schedule of a "
                    + "network (residual and branching layers, saved activations, scratch), tensor-like sizes, alignments; "
                    + "with --weights also the layers' parameters, resident the whole trace.")
    static final class Memory implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--buffers", paramLabel = "N[,N...]", split = ",", defaultValue = "1000",
                description = "buffers per instance (default: ${DEFAULT-VALUE})")
        List<Integer> buffers;

        @Option(names = "--slack", paramLabel = "X", defaultValue = "0.05",
                description = "capacity = lower bound x (1 + X) (default: ${DEFAULT-VALUE})")
        double slack;

        @Option(names = "--unbounded", description = "no capacity (peak minimisation only)")
        boolean unbounded;

        @Option(names = "--no-alignment", description = "every alignment 1")
        boolean noAlignment;

        @Option(names = "--inference", description = "forward pass only (no activations saved for a backward pass)")
        boolean inference;

        @Option(names = "--weights", description = "layers get parameters: weights (and in training gradients "
                + "and Adam's two moments) shared by the micro-batches, live the whole trace, taking "
                + "--weight-share of the peak")
        boolean weights;

        @Option(names = "--weight-share", paramLabel = "X", defaultValue = "" + MemoryTraceSpec.DEFAULT_WEIGHT_SHARE,
                description = "with --weights: the parameters' share of the max-live bytes (default: ${DEFAULT-VALUE})")
        double weightShare;

        @Option(names = "--format", paramLabel = "csv|json", defaultValue = "csv")
        String format;

        @Mixin
        GenerateSettings generation;

        @Override
        public Integer call() throws IOException {
            if (!format.equals("csv") && !format.equals("json")) {
                throw new InputException("--format", "must be csv or json, got '" + format + "'");
            }
            List<Long> seeds = generation.seeds();
            if (!(slack >= 0) || Double.isInfinite(slack)) {
                throw new InputException("--slack", "must be a number >= 0");
            }
            if (!(weightShare > 0 && weightShare <= 0.9)) {
                throw new InputException("--weight-share", "must be above 0 and at most 0.9, got " + weightShare);
            }
            for (int n : buffers) {
                if (n < 1 || n > 10_000_000) {
                    throw new InputException("--buffers", "must be between 1 and 10000000, got " + n);
                }
            }
            Path out = generation.outDir();
            for (int n : buffers) {
                for (long seed : seeds) {
                    MemoryTraceSpec s = MemoryTraceSpec.defaults(n, seed).withSlack(slack)
                            .withAlignment(!noAlignment).withTraining(!inference).withWeights(weights ? weightShare : 0);
                    if (unbounded) {
                        s = s.withUnboundedCapacity();
                    }
                    MemoryProblem p = MemoryTraceGenerator.generate(s);
                    Path written = MemoryTraceGenerator.write(p, out, format);
                    spec.commandLine().getOut().printf("%s  buffers %d, lower bound %d, capacity %s%n", written, p.size(),
                            MemoryLowerBound.of(p), p.hasCapacity() ? Long.toString(p.capacity()) : "none");
                }
            }
            return ExitCodes.OK;
        }
    }
}
