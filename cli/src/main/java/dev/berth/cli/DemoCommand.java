package dev.berth.cli;

import dev.berth.bench.Bench;
import dev.berth.bench.BenchKit;
import dev.berth.bench.BenchKits;
import dev.berth.bench.BenchReport;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.SolveOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code berth demo}: every strategy of every family on the bundled examples, each answer checked. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Solve the bundled examples of every family with every strategy, check and simulate each answer, "
                + "print a table per family.")
final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--examples", paramLabel = "DIR",
            description = "examples directory with one folder per family (default: the bundled examples/)")
    Path examples;

    @Mixin
    SolveSettings settings;

    @Override
    public Integer call() {
        Path dir = examples != null ? examples : bundled();
        SolveOptions options = settings.options();
        if (!spec.commandLine().getParseResult().hasMatchedOption("--time-limit")) {
            options = options.withTimeLimit(Duration.ofSeconds(5));
        }
        PrintWriter out = spec.commandLine().getOut();
        int bad = 0;
        int families = 0;
        for (BenchKit<?, ?> kit : BenchKits.all()) {
            Path folder = dir.resolve(kit.family().name());
            if (Files.isDirectory(folder)) {
                bad += demo(out, kit, folder, options);
                families++;
            }
        }
        if (families == 0) {
            throw new InputException(dir.toString(), "no family folder (memory/, sync/, tiles/) with examples");
        }
        out.println();
        out.println(bad == 0 ? "every answer passed the validator and the simulator"
                : bad + " answer(s) failed a check: this is a bug in berth");
        return bad == 0 ? ExitCodes.OK : ExitCodes.INTERNAL;
    }

    /** Every strategy on the family's examples (solution files left out); the number of failed checks. */
    private <P extends Problem, S> int demo(PrintWriter out, BenchKit<P, S> kit, Path folder, SolveOptions options) {
        List<P> instances = new ArrayList<>();
        for (Path file : InstanceFiles.expand(List.of(folder))) {
            String n = file.getFileName().toString();
            if (!n.contains("mapping") && !n.contains("solution")) {
                P p = kit.family().cast(Inputs.read(file, null, true));
                instances.add(kit.family().cast(p.withName(n)));
            }
        }
        out.printf("%n%s examples (%s): %s against the lower bound, each answer checked and simulated%n",
                kit.family().name(), folder, kit.family().scoreTerms().get(0));
        out.flush();
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        BenchReport r = Bench.of(kit, instances, kit.registry().all(), options)
                .printingTo(new PrintStream(buffer, true, StandardCharsets.UTF_8)).run();
        out.print(buffer.toString(StandardCharsets.UTF_8));
        return r.invalid().size() + r.errors().size() + r.disagreements().size();
    }

    private static Path bundled() {
        String home = System.getProperty("berth.home");
        Path dir = Path.of(home != null ? home : ".", "examples");
        if (!Files.isDirectory(dir)) {
            throw new InputException(dir.toString(), "bundled examples not found (run from the berth checkout or pass --examples DIR)");
        }
        return dir;
    }
}
