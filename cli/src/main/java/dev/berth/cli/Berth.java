package dev.berth.cli;

import dev.berth.model.InputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/** The {@code berth} command. Errors are one line on stderr with an exit code, never a stack trace. */
@Command(name = "berth", mixinStandardHelpOptions = true, version = "berth 0.1.0",
        description = "Solves the allocation problems of accelerator compilers and proves the answers.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:a definitive answer (OPTIMAL, FEASIBLE, INFEASIBLE) / a valid solution",
                "1:check: the solution is invalid", "2:bad input or usage", "3:UNKNOWN: nothing valid within the limits",
                "4:internal error"})
public final class Berth implements Runnable {
    /**
     * The subcommands, in the order help lists them. Built by hand rather than named in {@code @Command}:
     * picocli reads every registered command's annotations (and its mixins', through reflection and proxies)
     * before parsing, which was a sixth of a short call's start-up; a call naming its command registers only
     * that one.
     */
    private static final Map<String, Supplier<Object>> COMMANDS = commands();

    private static Map<String, Supplier<Object>> commands() {
        Map<String, Supplier<Object>> m = new LinkedHashMap<>();
        m.put("solve", () -> new SolveCommand());
        m.put("check", () -> new CheckCommand());
        m.put("simulate", () -> new SimulateCommand());
        m.put("solvers", () -> new SolversCommand());
        m.put("generate", () -> new GenerateCommand());
        m.put("bench", () -> new BenchCommand());
        m.put("bound", () -> new BoundCommand());
        m.put("emit", () -> new EmitCommand());
        m.put("demo", () -> new DemoCommand());
        m.put("serve", () -> new ServeCommand());
        m.put("worker", () -> new WorkerCommand());
        return Collections.unmodifiableMap(m);
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command (solve, check, simulate, solvers, generate, bench, bound, emit, demo, serve, worker)");
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        SolveCommand.ownJvm = true;
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams and returns the exit code (for tests). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Berth());
        Supplier<Object> named = args.length > 0 ? COMMANDS.get(args[0]) : null;
        if (named != null) {
            cl.addSubcommand(args[0], named.get());
        } else { // help, a root option or a misspelt command: everything, so usage and suggestions are whole
            COMMANDS.forEach((name, command) -> cl.addSubcommand(name, command.get()));
        }
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            String sub = ex.getCommandLine().getCommandName();
            err.println("berth: " + oneLine(ex.getMessage()) + " (see '" + (sub.equals("berth") ? "berth" : "berth " + sub) + " --help')");
            return ExitCodes.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            if (ex instanceof InputException) {
                err.println("berth: " + oneLine(ex.getMessage()));
                return ExitCodes.BAD_INPUT;
            }
            err.println("berth: internal error: " + oneLine(String.valueOf(ex)));
            return ExitCodes.INTERNAL;
        });
        try {
            return cl.execute(args);
        } catch (Throwable e) { // Errors pass through picocli's handlers; still one line, never a stack trace
            Throwable root = e;
            while (root.getCause() != null && root.getCause() != root) {
                root = root.getCause();
            }
            err.println(root instanceof OutOfMemoryError
                    ? "berth: out of memory (the heap's cap is " + Runtime.getRuntime().maxMemory() / (1 << 20)
                    + " MiB; raise it with BERTH_HEAP, e.g. BERTH_HEAP=16g)"
                    : "berth: internal error: " + oneLine(String.valueOf(root)));
            return ExitCodes.INTERNAL;
        }
    }

    static String oneLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
