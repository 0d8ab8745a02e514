package dev.berth.cli;

import dev.berth.Berth;
import dev.berth.emit.cuda.BarrierProgram;
import dev.berth.emit.cuda.CudaEmission;
import dev.berth.emit.cuda.EmitSettings;
import dev.berth.model.Family;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.sync.Semantics;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code berth emit}: answers as code for the hardware; {@code cuda} for sync and channels answers. */
@Command(name = "emit", mixinStandardHelpOptions = true, description = "Write an answer as code the hardware runs.",
        subcommands = EmitCommand.Cuda.class)
final class EmitCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "missing target (cuda)");
    }

    @Command(name = "cuda", mixinStandardHelpOptions = true,
            description = {"A sync or channels answer as one self-contained CUDA file for Hopper (sm_90) or newer:"
                    + " one CTA, one warp per program warp running its ops as straight-line code, each physical"
                    + " resource as the hardware of its semantics (parity: mbarriers waited on by phase parity;"
                    + " flag: named barriers; generation: counters in shared memory). Producers write a token and"
                    + " signal, consumers wait and check the token; the host launches it --runs times with other"
                    + " seeds and prints one JSON line: runs, wrong wake-ups, timeouts, per physical resource.",
                    "The mapping is emitted as given, valid or not; Berth's checker's verdict is printed on stderr"
                            + " and written into the file."})
    static final class Cuda implements Callable<Integer>, SolutionInput.Judge {
        @Spec
        CommandSpec spec;

        @Mixin
        SolutionInput input;

        @Option(names = "--out", paramLabel = "FILE.cu", description = "write the source here (default: standard output)")
        Path out;

        @Option(names = "--semantics", paramLabel = "NAME",
                description = "implement this wake-up rule instead of the instance's: parity, flag or generation")
        String semantics;

        @Option(names = "--runs", paramLabel = "N", defaultValue = "10000", description = "launches (default: ${DEFAULT-VALUE})")
        long runs;

        @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "the first launch's seed (default: ${DEFAULT-VALUE})")
        long seed;

        @Option(names = "--jitter", paramLabel = "CYCLES", defaultValue = "400",
                description = "at most this many random cycles before each step (default: ${DEFAULT-VALUE})")
        long jitter;

        @Option(names = "--compute-cycles", paramLabel = "CYCLES", defaultValue = "200",
                description = "an ordinary sync-instance instruction's delay (channels intrinsics have their own cycles; default: ${DEFAULT-VALUE})")
        long computeCycles;

        @Option(names = "--timeout-ms", paramLabel = "T", defaultValue = "20",
                description = "a wait longer than this counts as a timeout (default: ${DEFAULT-VALUE})")
        long timeoutMillis;

        @Override
        public Integer call() {
            if (out != null && !out.getFileName().toString().endsWith(".cu")) {
                throw new InputException("--out", "'" + out + "' must end in .cu");
            }
            return input.judge(this);
        }

        @Override
        public <P extends Problem, S> int judge(Family<P, S> family, P problem, S solution) {
            Semantics s = semantics == null ? null : Semantics.parse("--semantics", semantics.trim());
            EmitSettings settings = new EmitSettings(s, computeCycles, runs, seed, jitter, timeoutMillis);
            CudaEmission.Emitted e = Berth.emitCuda(problem, solution, settings, input.solution.toString());
            BarrierProgram p = e.program();
            if (out == null) {
                spec.commandLine().getOut().print(e.source());
                spec.commandLine().getOut().flush();
            } else {
                OutputFiles.write(out, "--out", e.source());
            }
            spec.commandLine().getErr().println("berth emit: " + p.warps() + " warps, " + p.pairs().size()
                    + " sync pairs on " + p.barriers().size() + " physical resources as " + p.semantics()
                    + " hardware; Berth's checker: " + (p.verdict() == null ? "valid"
                    : "INVALID (" + p.verdict() + "), emitted as given")
                    + (out == null ? "" : "; wrote " + out));
            return ExitCodes.OK;
        }
    }
}
