package dev.berth.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The training run {@code ./berth} records once per build into the JDK's ahead-of-time class cache (JDK 25's
 * AOT cache, AppCDS before it): the calls people make most, on the bundled examples, so the classes they
 * load (picocli's parsing, Jackson's writers, the model, the exact and greedy searches, the checker) start
 * already parsed, verified and linked, with the method profiles the JIT would otherwise gather again.
 *
 * <p>Heavy strategies (Choco, CP-SAT, Timefold) are left out on purpose: the JVM loads every class of the
 * cache at start-up, so caching them would make every short call pay for what few calls use. A call that
 * leaves the trained path still works; it only loads the rest from the jars as before.
 *
 * <p>Prints nothing; exits 0 even if a call fails, because the cache is an optimisation and the launcher
 * keeps whatever was recorded.
 */
public final class AotTraining {
    private AotTraining() {
    }

    public static void main(String[] args) throws IOException {
        Path home = Path.of(args.length > 0 ? args[0] : System.getProperty("berth.home", "."));
        Path examples = home.resolve("examples");
        Path scratch = Files.createTempDirectory("berth-aot-training");
        try {
            for (String[] call : calls(examples, scratch)) {
                PrintWriter quiet = new PrintWriter(Writer.nullWriter());
                Berth.run(call, quiet, quiet);
            }
        } finally {
            try (var files = Files.list(scratch)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(scratch);
        }
    }

    private static List<String[]> calls(Path examples, Path scratch) {
        String csv = examples.resolve("memory/training-trace-60.22528000.csv").toString();
        String json = examples.resolve("memory/attention-block.json").toString();
        String solution = scratch.resolve("solution.csv").toString();
        List<String[]> calls = new ArrayList<>();
        // the search runs several times so its hot methods reach the JIT's later tiers and leave profiles
        for (int i = 0; i < 3; i++) {
            calls.add(new String[] {"solve", csv, "--solver", "exact", "--objective", "fit", "--out", solution});
            calls.add(new String[] {"solve", json, "--solver", "exact"});
        }
        calls.add(new String[] {"solve", csv, "--solver", "greedy"});
        calls.add(new String[] {"check", csv, solution});
        calls.add(new String[] {"simulate", csv, solution});
        calls.add(new String[] {"solve", examples.resolve("sync/example2.json").toString(), "--solver", "exact"});
        calls.add(new String[] {"solve", examples.resolve("tiles/vertex-state-sharing.json").toString(),
                "--solver", "reference"});
        calls.add(new String[] {"solvers"});
        calls.add(new String[] {"--help"});
        return calls;
    }
}
