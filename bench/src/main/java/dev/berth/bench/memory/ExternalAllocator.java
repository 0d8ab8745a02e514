package dev.berth.bench.memory;

import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.model.memory.io.MemorySolutions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * An allocator outside Berth (MiniMalloc's binary, a user's own tool) run as a command, so benchmarks
 * compare it with Berth's strategies on the same machine, under the same checks.
 *
 * <p>The command is a list of argv words (no shell). In each word these placeholders are replaced:
 * {@code {input}} — a temporary CSV of the instance in MiniMalloc's columns ({@link MemoryCsv#write});
 * {@code {output}} — a temporary path where the command must write its layout as CSV with an
 * {@code offset} column (MiniMalloc writes {@code id,lower,upper,size,offset}); {@code {capacity}} — the
 * instance's capacity, or its {@link MemoryProblem#horizon()} when unbounded; {@code {seconds}} — the
 * budget left, in whole seconds, at least 1; {@code {threads}} — {@link SolveOptions#threads()}. The
 * template must contain {@code {output}}. It reads no {@code params}.
 *
 * <p>Nothing the command says is trusted: run behind the gate like Berth's own strategies, its layout goes
 * through the checker; a layout above the capacity is UNKNOWN with stat {@code overCapacityPeak}; the answer
 * is FEASIBLE (OPTIMAL only when its peak meets the lower bound), never INFEASIBLE. A non-zero exit, a missing
 * or unreadable output, or a command still running when the budget runs out (its process tree is killed)
 * is UNKNOWN with a one-line reason. Stats: {@code command} (the argv as run, joined by spaces) and
 * {@code exitCode}. Temporary files are deleted afterwards.
 */
public final class ExternalAllocator implements Strategy<MemoryProblem, MemoryLayout> {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z]+)}");
    private static final List<String> PLACEHOLDERS = List.of("input", "output", "capacity", "seconds", "threads");
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

    private final String name;
    private final List<String> template;

    /**
     * @param name    the strategy name in tables: letters, digits, {@code . _ -}
     * @param command argv words with placeholders; must contain {@code {output}}
     * @throws IllegalArgumentException for a bad name, an empty command, no {@code {output}}, or an unknown
     *                                  placeholder
     */
    public ExternalAllocator(String name, List<String> command) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("name '" + name + "' must be letters, digits, '.', '_' or '-'");
        }
        if (command == null || command.isEmpty() || command.stream().anyMatch(w -> w == null || w.isEmpty())) {
            throw new IllegalArgumentException("the command of " + name + " is empty");
        }
        for (String word : command) {
            Matcher m = PLACEHOLDER.matcher(word);
            while (m.find()) {
                if (!PLACEHOLDERS.contains(m.group(1))) {
                    throw new IllegalArgumentException("unknown placeholder " + m.group() + " in the command of " + name
                            + " (known: {" + String.join("}, {", PLACEHOLDERS) + "})");
                }
            }
        }
        if (command.stream().noneMatch(w -> w.contains("{output}"))) {
            throw new IllegalArgumentException("the command of " + name + " must contain {output}, where it writes its layout");
        }
        this.name = name;
        this.template = List.copyOf(command);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return "external command: " + String.join(" ", template);
    }

    /** The command template as given. */
    public List<String> command() {
        return template;
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("berth-external-");
            Path input = dir.resolve("input.csv");
            Path output = dir.resolve("output.csv");
            Files.writeString(input, MemoryCsv.write(problem, null));
            List<String> argv = substitute(Map.of(
                    "input", input.toString(),
                    "output", output.toString(),
                    "capacity", Long.toString(problem.hasCapacity() ? problem.capacity() : problem.horizon()),
                    "seconds", Long.toString(Math.max(1, budget.remainingMillis() / 1000)),
                    "threads", Integer.toString(options.threads())));
            ExternalProcess.Outcome o = ExternalProcess.run(argv, dir.resolve("stderr.txt"), budget);
            Result<MemoryLayout> r = judge(problem, o, output).withSolver(name)
                    .withStat("command", String.join(" ", argv));
            if (o.exitCode() != null) {
                r = r.withStat("exitCode", o.exitCode());
            }
            return r;
        } catch (IOException e) {
            return Result.<MemoryLayout>unknown("cannot prepare the files of external command " + template.get(0) + ": "
                    + ExternalProcess.oneLine(String.valueOf(e.getMessage()))).withSolver(name);
        } finally {
            deleteTree(dir);
        }
    }

    private List<String> substitute(Map<String, String> values) {
        return template.stream()
                .map(w -> PLACEHOLDER.matcher(w).replaceAll(m -> Matcher.quoteReplacement(values.get(m.group(1)))))
                .toList();
    }

    private Result<MemoryLayout> judge(MemoryProblem problem, ExternalProcess.Outcome o, Path output) {
        String command = "external command " + template.get(0);
        String stderr = o.lastStderr() == null ? "" : " (stderr: " + o.lastStderr() + ")";
        if (o.startError() != null) {
            return Result.<MemoryLayout>unknown("cannot start " + command + ": " + o.startError());
        }
        if (o.stopped()) {
            return Result.<MemoryLayout>unknown("external command stopped at the time limit");
        }
        if (o.exitCode() != 0) {
            return Result.<MemoryLayout>unknown(command + " exited with code " + o.exitCode() + stderr);
        }
        long[] offsets;
        try {
            String text = Files.readString(output);
            offsets = MemorySolutions.readOffsets(output.getFileName().toString(), output.getFileName().toString(), text, problem);
        } catch (NoSuchFileException e) {
            return Result.<MemoryLayout>unknown(command + " exited with code 0 but wrote no output file" + stderr);
        } catch (IOException | InputException e) {
            return Result.<MemoryLayout>unknown(command + " exited with code 0 but its output is unreadable: "
                    + ExternalProcess.oneLine(String.valueOf(e.getMessage())) + stderr);
        }
        // the gate checks the layout; one that is valid but for the capacity still reports how high it went
        long peak = MemoryLayouts.peak(problem, offsets);
        if (problem.hasCapacity() && peak > problem.capacity()
                && MemoryChecker.firstViolation(problem.withCapacity(MemoryProblem.UNBOUNDED), offsets) == null) {
            return Result.<MemoryLayout>unknown("layout peaks at " + peak + ", above the capacity " + problem.capacity())
                    .withStat("overCapacityPeak", peak);
        }
        return MemoryLayouts.answer(problem, offsets);
    }

    private static void deleteTree(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            // a leftover temporary file is not worth failing a benchmark run for
        }
    }
}
