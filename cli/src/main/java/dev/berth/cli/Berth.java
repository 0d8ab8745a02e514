package dev.berth.cli;

import dev.berth.model.InputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;

/** The {@code berth} command. Errors are one line on stderr with an exit code, never a stack trace. */
@Command(name = "berth", mixinStandardHelpOptions = true, version = "berth 0.1.0",
        description = "Solves the allocation problems of accelerator compilers and proves the answers.",
        subcommands = {SolveCommand.class, CheckCommand.class, SimulateCommand.class, SolversCommand.class,
                GenerateCommand.class, BenchCommand.class, DemoCommand.class, ServeCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:a definitive answer (OPTIMAL, FEASIBLE, INFEASIBLE) / a valid solution",
                "1:check: the solution is invalid", "2:bad input or usage", "3:UNKNOWN: nothing valid within the limits",
                "4:internal error"})
public final class Berth implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command (solve, check, simulate, solvers, generate, bench, demo, serve)");
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams and returns the exit code (for tests). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Berth());
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
                    ? "berth: out of memory (raise -Xmx through JAVA_TOOL_OPTIONS)"
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
