package dev.berth.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.io.MemorySolutions;
import dev.berth.model.Problem;
import dev.berth.heuristics.sync.ReferenceSyncAllocator;
import dev.berth.heuristics.sync.ReferenceTrace;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;
import dev.berth.model.sync.io.SyncSolutions;
import dev.berth.solvers.sync.SyncStrategies;
import dev.berth.solvers.memory.MemoryStrategies;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.model.tiles.io.TileSolutions;
import dev.berth.solvers.tiles.TileStrategies;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code berth solve}: one instance, one strategy, the solution JSON on stdout. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve an instance (CSV by extension, JSON by its family: memory, sync or tiles) and print the solution JSON.")
final class SolveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "INSTANCE", description = "instance file")
    Path instance;

    @Option(names = "--capacity", paramLabel = "N", description = "capacity in bytes (overrides the file)")
    Long capacity;

    @Option(names = "--solver", paramLabel = "NAME", defaultValue = "portfolio",
            description = "strategy (see 'berth solvers'; default: ${DEFAULT-VALUE})")
    String solver;

    @Option(names = "--out", paramLabel = "FILE", description = "also write the solution: .csv (instance rows plus offset) or .json")
    Path out;

    @Option(names = "--trace", paramLabel = "FILE",
            description = "sync: also write the reference procedure's intermediate results (vertices, DAGs 1-3, groups, "
                    + "order, mapping steps) as .json or Graphviz .dot")
    Path trace;

    @Mixin
    SolveSettings settings;

    @Override
    public Integer call() throws IOException {
        Problem any = Inputs.any(instance, capacity, true);
        if (any instanceof SyncProblem sync) {
            return solveSync(sync);
        }
        if (any instanceof TileProblem tiles) {
            return solveTiles(tiles);
        }
        if (trace != null) {
            throw new InputException("--trace", "applies to sync instances only");
        }
        MemoryProblem problem = (MemoryProblem) any;
        MemoryAllocator strategy = MemoryStrategies.byName(solver);
        var options = settings.options();
        if (out != null) {
            outFormat(out); // fail on a bad --out before spending the time limit
        }
        MemoryResult result = strategy.allocate(problem, options);
        ObjectNode json = MemorySolutions.toJson(problem, result);
        spec.commandLine().getOut().println(Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(json));
        if (out != null) {
            write(problem, result, json);
        }
        return result.status().isDefinitive() ? ExitCodes.OK : ExitCodes.UNKNOWN;
    }

    private int solveSync(SyncProblem problem) throws IOException {
        SyncAllocator strategy = SyncStrategies.byName(solver);
        var options = settings.options();
        if (out != null && !outFormat(out).equals("json")) {
            throw new InputException("--out", "sync solutions are JSON: '" + out + "' must end in .json");
        }
        if (trace != null) {
            writeTrace(problem, options.flag("remove-redundant", false));
        }
        SyncResult result = strategy.allocate(problem, options);
        ObjectNode json = SyncSolutions.toJson(problem, result);
        String text = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(json);
        spec.commandLine().getOut().println(text);
        if (out != null) {
            writeText(text + "\n");
        }
        return result.status().isDefinitive() ? ExitCodes.OK : ExitCodes.UNKNOWN;
    }

    private int solveTiles(TileProblem problem) throws IOException {
        if (trace != null) {
            throw new InputException("--trace", "applies to sync instances only");
        }
        TileAllocator strategy = TileStrategies.byName(solver);
        var options = settings.options();
        if (out != null && !outFormat(out).equals("json")) {
            throw new InputException("--out", "tiles solutions are JSON: '" + out + "' must end in .json");
        }
        TileResult result = strategy.allocate(problem, options);
        String text = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(TileSolutions.toJson(problem, result));
        spec.commandLine().getOut().println(text);
        if (out != null) {
            writeText(text + "\n");
        }
        return result.status().isDefinitive() ? ExitCodes.OK : ExitCodes.UNKNOWN;
    }

    private void writeTrace(SyncProblem problem, boolean dropPairs) throws IOException {
        String n = trace.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!n.endsWith(".json") && !n.endsWith(".dot")) {
            throw new InputException("--trace", "'" + trace + "' must end in .json or .dot");
        }
        ReferenceTrace t = ReferenceSyncAllocator.trace(problem, dropPairs);
        String text = n.endsWith(".dot") ? t.toDot()
                : Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(t.toJson()) + "\n";
        try {
            Files.writeString(trace, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputException("--trace", "cannot write " + trace + ": " + e.getMessage());
        }
    }

    private void writeText(String text) {
        try {
            Files.writeString(out, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputException("--out", "cannot write " + out + ": " + e.getMessage());
        }
    }

    private static String outFormat(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        if (n.endsWith(".csv")) {
            return "csv";
        }
        if (n.endsWith(".json")) {
            return "json";
        }
        throw new InputException("--out", "'" + p + "' must end in .csv or .json");
    }

    private void write(MemoryProblem problem, MemoryResult result, ObjectNode json) throws IOException {
        String text;
        if (outFormat(out).equals("csv")) {
            if (!result.status().hasSolution()) {
                spec.commandLine().getErr().println("berth: no layout to write to " + out + " (status " + result.status() + ")");
                return;
            }
            text = MemoryCsv.write(problem, result.offsets());
        } else {
            text = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(json) + "\n";
        }
        writeText(text);
    }
}
