package dev.berth.cli;

import dev.berth.Berth;
import dev.berth.model.Budget;
import dev.berth.model.Family;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.io.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code berth solve}: one instance of any family, one strategy, the solution JSON on stdout. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve an instance (CSV by extension, JSON by its family) and print the solution JSON.")
final class SolveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    InstanceInput input;

    @Option(names = "--solver", paramLabel = "NAME",
            description = "strategy (see 'berth solvers'; default: the family's own, portfolio where it has one)")
    String solver;

    @Option(names = "--out", paramLabel = "FILE",
            description = "also write the solution: .json, or the family's other format (memory: .csv, the rows plus offset)")
    Path out;

    @Option(names = "--trace", paramLabel = "FILE",
            description = "also write the intermediate results of the family's published procedure as .json or "
                    + "Graphviz .dot (sync: the reference's vertices, DAGs 1-3, groups, order, mapping steps)")
    Path trace;

    @Mixin
    SolveSettings settings;

    @Override
    public Integer call() throws IOException {
        SolveOptions options = settings.options();
        // the limit counts from the JVM's start: reading a million-buffer trace takes seconds, and so does starting
        // the JVM on a machine busy with a parallel build (3.3 s for --version beside a 2-thread solve); the answer
        // is due within the limit of the command, not of the search alone
        Budget budget = Budget.of(sinceStart(options.timeLimit()));
        Problem any = input.read(true);
        return solve(any, options, budget);
    }

    /** Set by {@link dev.berth.cli.Berth#main}: this JVM runs the one command, so its start is the command's. */
    static volatile boolean ownJvm;

    /**
     * {@code limit} less the time the JVM has run when it runs this command alone; at least a millisecond, null (no
     * limit) as it is. A command run inside a longer-lived JVM (tests) counts from its own start.
     */
    static java.time.Duration sinceStart(java.time.Duration limit) {
        if (limit == null || !ownJvm) {
            return limit;
        }
        java.time.Duration left = limit.minusMillis(java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime());
        return left.compareTo(java.time.Duration.ofMillis(1)) < 0 ? java.time.Duration.ofMillis(1) : left;
    }

    /** Through the facade, as {@code berth serve} and the Java API solve: one path from the problem to the answer. */
    private <P extends Problem, S> int solve(P problem, SolveOptions options, Budget budget) throws IOException {
        @SuppressWarnings("unchecked")
        Family<P, S> family = (Family<P, S>) Berth.family(problem);
        String format = out == null ? null : outFormat(family, out);
        Strategy<P, S> strategy = Berth.strategy(problem, solver, options); // a bad request fails before any work
        if (trace != null) {
            String n = trace.getFileName().toString().toLowerCase(Locale.ROOT);
            if (!n.endsWith(".json") && !n.endsWith(".dot")) {
                throw new InputException("--trace", "'" + trace + "' must end in .json or .dot");
            }
            OutputFiles.write(trace, "--trace", Berth.trace(problem, options, n.endsWith(".dot")));
        }
        Result<S> result = strategy.solve(problem, options, budget);
        String text = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(Berth.toJson(problem, result));
        spec.commandLine().getOut().println(text);
        if (out != null) {
            if (format.equals("json")) {
                OutputFiles.write(out, "--out", text + "\n");
            } else if (result.hasSolution()) {
                OutputFiles.write(out, "--out", family.writeOther(problem, result.solution()));
            } else {
                spec.commandLine().getErr().println("berth: no solution to write to " + out + " (status " + result.status() + ")");
            }
        }
        return result.status().isDefinitive() ? ExitCodes.OK : ExitCodes.UNKNOWN;
    }

    /** "json", or the family's other format; fails on a bad --out before any time is spent. */
    private static String outFormat(Family<?, ?> family, Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        if (n.endsWith(".json")) {
            return "json";
        }
        String other = family.otherFormat();
        if (other != null && n.endsWith("." + other)) {
            return other;
        }
        throw new InputException("--out", "'" + p + "' must end in .json" + (other == null ? " (" + family.name()
                + " solutions are JSON)" : " or ." + other));
    }
}
