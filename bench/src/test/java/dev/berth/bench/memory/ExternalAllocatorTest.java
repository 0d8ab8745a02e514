package dev.berth.bench.memory;

import dev.berth.bench.Bench;
import dev.berth.bench.BenchReport;
import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchRunner;
import dev.berth.bench.BenchStatus;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.testing.FirstFitStrategy;
import dev.berth.solvers.Gate;
import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.Strategy;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** External commands are POSIX shell scripts here, standing in for MiniMalloc's binary. */
@DisabledOnOs(OS.WINDOWS)
class ExternalAllocatorTest {
    /** Stacks the buffers in input order: offset = sum of the sizes before; MiniMalloc's output columns. */
    static final String STACK = "awk -F, 'NR == 1 { print \"id,lower,upper,size,offset\"; next }"
            + " { print $1 \",\" $2 \",\" $3 \",\" $4 \",\" (off + 0); off += $4 }' \"$1\" > \"$2\"\n";
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(3).withTimeLimit(Duration.ofSeconds(20));

    @TempDir
    Path dir;

    private Strategy<MemoryProblem, MemoryLayout> script(String name, String body, String... extraWords) throws IOException {
        Path file = dir.resolve(name + ".sh");
        Files.writeString(file, body);
        List<String> argv = new ArrayList<>(List.of("/bin/sh", file.toString(), "{input}", "{output}"));
        argv.addAll(Arrays.asList(extraWords));
        return Gate.of(MemoryFamily.INSTANCE, new ExternalAllocator(name, argv));
    }

    private static long sumOfSizes(MemoryProblem p) {
        return p.buffers().stream().mapToLong(Buffer::size).sum();
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void aStackingCommandGivesAValidFeasibleLayout(long seed) throws IOException {
        MemoryProblem p = TinyMemoryInstances.random(seed, 7, false);
        Result<MemoryLayout> r = script("stack", STACK).solve(p, OPTIONS, Budget.of(OPTIONS.timeLimit()));
        assertTrue(r.status().hasSolution(), r.reason());
        assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
        assertEquals(sumOfSizes(p), r.objective());
        assertEquals(MemoryLowerBound.of(p), r.bound());
        assertEquals(r.objective() == r.bound() ? Status.OPTIMAL : Status.FEASIBLE, r.status());
        assertEquals("stack", r.solver());
        assertEquals(0, r.stats().get("exitCode"));
    }

    @Test
    void feasibleUnlessThePeakMeetsBerthsOwnBound() throws IOException {
        Strategy<MemoryProblem, MemoryLayout> stack = script("stack", STACK);
        MemoryProblem loose = TinyMemoryInstances.miniMallocExample().withCapacity(MemoryProblem.UNBOUNDED);
        Result<MemoryLayout> r = stack.solve(loose, OPTIONS);
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertEquals(20, r.objective());
        assertEquals(12, r.bound());
        MemoryProblem allLive = new MemoryProblem("all-live", List.of(Buffer.of("a", 0, 5, 3), Buffer.of("b", 1, 4, 7),
                Buffer.of("c", 2, 3, 2)), 12);
        Result<MemoryLayout> tight = stack.solve(allLive, OPTIONS);
        assertEquals(Status.OPTIMAL, tight.status(), tight.reason());
        assertEquals(12, tight.objective());
    }

    @Test
    void aLayoutAboveTheCapacityIsUnknownWithItsPeak() throws IOException {
        Result<MemoryLayout> r = script("stack", STACK).solve(TinyMemoryInstances.miniMallocExample(), OPTIONS);
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals(20L, r.stats().get("overCapacityPeak"));
        assertTrue(r.reason().contains("above the capacity 12"), r.reason());
    }

    @Test
    void theBenchChecksExternalRowsLikeItsOwn() throws IOException {
        List<MemoryProblem> instances = List.of(TinyMemoryInstances.random(7, 6, false),
                TinyMemoryInstances.miniMallocExample().withCapacity(MemoryProblem.UNBOUNDED));
        List<Strategy<MemoryProblem, MemoryLayout>> strategies = List.of(new FirstFitStrategy("start"), script("stack", STACK));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        BenchReport report = Bench.of(new MemoryBenchKit(), instances, strategies, OPTIONS)
                .printingTo(new PrintStream(printed, true, StandardCharsets.UTF_8)).run();
        assertTrue(report.invalid().isEmpty() && report.errors().isEmpty(), printed.toString(StandardCharsets.UTF_8));
        List<BenchRow> external = report.rows().stream().filter(r -> r.strategy().equals("stack")).toList();
        assertEquals(2, external.size());
        for (int i = 0; i < 2; i++) {
            assertTrue(external.get(i).status().solved(), external.get(i).message());
            assertEquals(sumOfSizes(instances.get(i)), external.get(i).objective());
        }
        assertEquals(BenchStatus.FEASIBLE, external.get(1).status());
    }

    @Test
    void anOverlappingLayoutIsRefusedByTheGateAndInvalidInTheBench() throws IOException {
        String zeros = "awk -F, 'NR == 1 { print \"id,lower,upper,size,offset\"; next }"
                + " { print $1 \",\" $2 \",\" $3 \",\" $4 \",0\" }' \"$1\" > \"$2\"\n";
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        Result<MemoryLayout> r = script("zeros", zeros).solve(p, OPTIONS);
        assertEquals(Status.UNKNOWN, r.status());
        String violation = MemoryChecker.firstViolation(p, new long[p.size()]);
        assertTrue(r.reason().contains(violation), r.reason() + " / " + violation);
        BenchRow row = new BenchRunner<>(new MemoryBenchKit()).run(p, MemoryLowerBound.of(p), script("zeros", zeros),
                OPTIONS, "zeros");
        assertEquals(BenchStatus.INVALID, row.status()); // the user got UNKNOWN; the bench reports the wrong answer
        assertTrue(row.message().contains(violation), row.message());
    }

    @Test
    void aNonZeroExitNamesItsCodeAndTheLastLineOfStderr() throws IOException {
        Result<MemoryLayout> r = script("fails", "echo starting >&2\necho 'cannot parse the input' >&2\nexit 3\n")
                .solve(TinyMemoryInstances.miniMallocExample(), OPTIONS);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains("/bin/sh exited with code 3"), r.reason());
        assertTrue(r.reason().contains("cannot parse the input") && !r.reason().contains("starting"), r.reason());
        assertEquals(3, r.stats().get("exitCode"));
        assertEquals(1, r.reason().lines().count());
    }

    @Test
    void aCommandStillRunningAtTheLimitIsKilledWithItsChildren() throws IOException, InterruptedException {
        Path pids = dir.resolve("pids");
        Strategy<MemoryProblem, MemoryLayout> sleeper = script("sleeper", "sleep 30 &\necho $$ $! > \"$3\"\nwait\n", pids.toString());
        Result<MemoryLayout> r = sleeper.solve(TinyMemoryInstances.miniMallocExample(), OPTIONS, Budget.of(Duration.ofSeconds(1)));
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals("external command stopped at the time limit", r.reason());
        assertFalse(r.stats().containsKey("exitCode"));
        long[] both = Arrays.stream(Files.readString(pids).trim().split("\\s+")).mapToLong(Long::parseLong).toArray();
        assertEquals(2, both.length);
        for (long pid : both) {
            assertFalse(stillRunning(pid), "process " + pid + " survived");
        }
    }

    /** Running, not a zombie: an orphan nobody reaps (PID 1 in some containers) still looks alive to Java. */
    private static boolean stillRunning(long pid) throws IOException, InterruptedException {
        for (int tries = 0; tries < 100; tries++) { // SIGKILL is delivered asynchronously
            boolean alive = ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
            Path stat = Path.of("/proc/" + pid + "/stat");
            if (alive && Files.exists(stat)) {
                String s = Files.readString(stat);
                alive = s.charAt(s.lastIndexOf(')') + 2) != 'Z';
            }
            if (!alive) {
                return false;
            }
            Thread.sleep(50);
        }
        return true;
    }

    @Test
    void noOutputFileIsUnknown() throws IOException {
        Result<MemoryLayout> r = script("silent", "exit 0\n").solve(TinyMemoryInstances.miniMallocExample(), OPTIONS);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains("exited with code 0 but wrote no output file"), r.reason());
    }

    @Test
    void anUnreadableOutputNamesTheFileLine() throws IOException {
        Result<MemoryLayout> r = script("garbled", "printf 'id,lower,upper,size,offset\\nb1,0,3,4\\n' > \"$2\"\n")
                .solve(TinyMemoryInstances.miniMallocExample(), OPTIONS);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains("output is unreadable: output.csv:2"), r.reason());
    }

    @Test
    void aMissingExecutableIsUnknown() {
        ExternalAllocator missing = new ExternalAllocator("missing", List.of(dir.resolve("no-such-tool").toString(), "{output}"));
        Result<MemoryLayout> r = missing.solve(TinyMemoryInstances.miniMallocExample(), OPTIONS);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().startsWith("cannot start external command"), r.reason());
    }

    @Test
    void placeholdersAreSubstitutedAndTemporaryFilesRemoved() throws IOException {
        MemoryProblem unbounded = TinyMemoryInstances.random(3, 5, false);
        Result<MemoryLayout> r = script("stack", STACK, "--capacity={capacity}", "{seconds}", "t{threads}")
                .solve(unbounded, OPTIONS, Budget.of(Duration.ofSeconds(20)));
        assertTrue(r.status().hasSolution(), r.reason());
        String[] argv = ((String) r.stats().get("command")).split(" ");
        assertEquals("--capacity=" + unbounded.horizon(), argv[4]);
        long seconds = Long.parseLong(argv[5]);
        assertTrue(seconds >= 1 && seconds <= 20, argv[5]);
        assertEquals("t3", argv[6]);
        assertFalse(Files.exists(Path.of(argv[2])), "input deleted");
        assertFalse(Files.exists(Path.of(argv[3]).getParent()), "temporary directory deleted");
        Result<MemoryLayout> bounded = script("stack", STACK, "{capacity}")
                .solve(TinyMemoryInstances.miniMallocExample().withCapacity(40), OPTIONS);
        assertTrue(((String) bounded.stats().get("command")).endsWith(" 40"));
    }

    @Test
    void aBadTemplateIsRefusedUpFront() {
        assertThrows(IllegalArgumentException.class, () -> new ExternalAllocator("x", List.of("tool", "{input}")));
        IllegalArgumentException typo = assertThrows(IllegalArgumentException.class,
                () -> new ExternalAllocator("x", List.of("tool", "{inptu}", "{output}")));
        assertTrue(typo.getMessage().contains("{inptu}"), typo.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new ExternalAllocator("x", List.of()));
        assertThrows(IllegalArgumentException.class, () -> new ExternalAllocator("a b", List.of("tool", "{output}")));
    }
}
