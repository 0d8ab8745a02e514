package dev.berth.cli;

import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.io.TextFiles;
import dev.berth.model.simt.Launch;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.io.SimtJson;
import dev.berth.model.simt.ir.Kernel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code berth generate simt}: instances for the kernels given, one per warp count — the kernel inlined, the
 * launch with {@code 2·threads + 64} shared words of zeros, room for every layout of examples/simt.
 */
@Command(name = "simt", mixinStandardHelpOptions = true,
        description = {"Instances of SIMT kernels: each kernel file under each launch (warps x lanes), shared memory "
                + "zero, 2*threads + 64 words."})
final class GenerateSimtCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--kernel", paramLabel = "FILE[,FILE...]", split = ",", required = true,
            description = "kernel files in the text format (docs/simt.md)")
    List<Path> kernels;

    @Option(names = "--warps", paramLabel = "W[,W...]", split = ",", defaultValue = "1",
            description = "warps per launch (default: ${DEFAULT-VALUE})")
    List<Integer> warps;

    @Option(names = "--lanes", paramLabel = "L", defaultValue = "32", description = "threads per warp (default: ${DEFAULT-VALUE})")
    int lanes;

    @Mixin
    GenerateSettings generation;

    @Override
    public Integer call() {
        Path out = generation.outDir();
        for (Path file : kernels) {
            String text = TextFiles.read(file);
            Kernel k = KernelText.parse(file.toString(), text);
            for (int w : warps) {
                Launch launch = new Launch(w, lanes, 2 * w * lanes + 64, Map.of());
                String name = k.name() + "-" + w + "x" + lanes;
                Path target = out.resolve(name + ".json");
                try {
                    Files.writeString(target, Json.MAPPER.writerWithDefaultPrettyPrinter()
                            .writeValueAsString(SimtJson.toJson(new SimtProblem(name, k, launch))) + "\n");
                } catch (IOException e) {
                    throw new InputException("--out", "cannot write " + target + ": " + e.getMessage());
                }
                spec.commandLine().getOut().printf("%s  %s, %d warps x %d lanes%n", target, k.name(), w, lanes);
            }
        }
        return ExitCodes.OK;
    }
}
