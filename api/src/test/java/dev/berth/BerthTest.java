package dev.berth;

import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BerthTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("berth.home", ".."), "examples");

    private static MemoryProblem block() {
        return new MemoryProblem("block", List.of(Buffer.of("a", 0, 2, 40), Buffer.of("b", 1, 3, 50),
                Buffer.of("c", 2, 4, 30)), 100);
    }

    private static SolveOptions quick() {
        return SolveOptions.defaults().withNodeLimit(100_000).withThreads(1).withTimeLimit(Duration.ofSeconds(60));
    }

    @Test
    void solvesAHandBuiltProblemWithEveryStrategyAndEveryAnswerChecks() {
        MemoryProblem p = block();
        for (StrategyInfo s : Berth.strategies("memory").strategies()) {
            Result<MemoryLayout> r = Berth.solve(p, s.name(), quick());
            assertTrue(r.hasSolution(), s.name() + ": " + r.reason());
            assertTrue(Berth.check(p, r.solution()).valid(), s.name());
            assertTrue(Berth.simulate(p, r.solution()).clean(), s.name());
            assertEquals(90, r.bound(), s.name());
        }
        Result<MemoryLayout> d = Berth.solve(p);
        assertEquals(Status.OPTIMAL, d.status());
        assertEquals("portfolio", d.solver());
    }

    @Test
    void readsAnyFamilyAndSolvesItThroughTheSameCalls() {
        Problem any = Berth.read(EXAMPLES.resolve("sync/example2.json"));
        SyncProblem sync = Berth.read(EXAMPLES.resolve("sync/example2.json"), SyncProblem.class);
        assertEquals("sync", any.family());
        Result<SyncMapping> r = Berth.solve(sync, null, quick());
        assertTrue(r.status().isDefinitive(), r.reason());
        assertTrue(Berth.check(sync, r.solution()).valid());
        String json = Berth.toJsonText(sync, r);
        SyncMapping back = Berth.readSolution(sync, "round trip", json);
        assertTrue(Berth.check(sync, back).valid());
        InputException wrongType = assertThrows(InputException.class,
                () -> Berth.read(EXAMPLES.resolve("sync/example2.json"), MemoryProblem.class));
        assertTrue(wrongType.getMessage().contains("is a sync instance"), wrongType.getMessage());
    }

    /** The published procedure's intermediate results, for the families that have one to trace. */
    @Test
    void tracesThePublishedProcedureWhereAFamilyHasOne() {
        SyncProblem sync = Berth.read(EXAMPLES.resolve("sync/example2.json"), SyncProblem.class);
        assertTrue(Berth.trace(sync, quick(), true).startsWith("digraph"), "DOT");
        assertTrue(Berth.trace(sync, quick(), false).startsWith("{"), "JSON");
        assertTrue(assertThrows(InputException.class, () -> Berth.trace(block(), quick(), false)).getMessage()
                .contains("no procedure to trace"));
    }

    @Test
    void badRequestsAreInputErrorsNamingWhatIsWrong() {
        MemoryProblem p = block();
        assertTrue(assertThrows(InputException.class, () -> Berth.solve(p, "magic", quick())).getMessage()
                .contains("unknown strategy 'magic'"));
        assertTrue(assertThrows(InputException.class, () -> Berth.solve(p, "greedy", quick().withParam("greedy.ordr", "area")))
                .getMessage().contains("greedy.ordr"));
        assertTrue(assertThrows(InputException.class, () -> Berth.parse("x", "{\"family\":\"memory\",\"capacity\":4,"
                + "\"buffers\":[{\"id\":\"a\",\"start\":0,\"end\":1}]}")).getMessage().contains("buffers[0]"));
        assertTrue(assertThrows(InputException.class, () -> Buffer.of("x", 5, 2, 8)).getMessage()
                .contains("buffer x: lifespan is reversed"), "a record refuses a bad value when built");
        assertThrows(InputException.class, () -> new MemoryProblem("dup", List.of(Buffer.of("a", 0, 1, 8),
                Buffer.of("a", 1, 2, 8)), 64));
        MemoryProblem noCapacity = new MemoryProblem("open", List.of(Buffer.of("a", 0, 1, 8)), MemoryProblem.UNBOUNDED);
        assertTrue(assertThrows(InputException.class, () -> Berth.solve(noCapacity, "greedy", quick())).getMessage()
                .contains("no capacity"));
    }

    @Test
    void aCheckerVerdictSaysWhatIsWrong() {
        MemoryProblem p = block();
        Verdict v = Berth.check(p, new MemoryLayout(new long[]{0, 10, 60}));
        assertFalse(v.valid());
        assertTrue(v.violation().contains("overlap"), v.violation());
        Verdict ok = Berth.check(p, new MemoryLayout(new long[]{50, 0, 50}));
        assertTrue(ok.valid(), ok.violation());
        assertTrue(ok.summary().contains("90"), ok.summary());
    }

    @Test
    void aCancelledBudgetStopsTheSolveAndTheListenerHearsOnlyCheckedAnswers() {
        MemoryProblem p = block();
        List<Long> heard = new ArrayList<>();
        Budget b = Budget.of(Duration.ofSeconds(60), (objective, bound, seconds) -> heard.add(objective));
        Result<MemoryLayout> r = Berth.solve(p, "portfolio", quick(), b);
        assertEquals(Status.OPTIMAL, r.status());
        assertFalse(heard.isEmpty());
        assertTrue(heard.stream().allMatch(o -> o >= 90));
        Budget cancelled = Budget.of(Duration.ofSeconds(60));
        cancelled.cancel();
        Result<MemoryLayout> c = Berth.solve(p, "timefold", quick(), cancelled);
        assertNotNull(c.status());
        if (c.hasSolution()) {
            assertTrue(Berth.check(p, c.solution()).valid());
        }
    }

    @Test
    void strategiesListEveryFamilyWithTheirParameters() {
        List<FamilyInfo> all = Berth.strategies();
        assertEquals(List.of("memory", "sync", "tiles", "channels", "simt"), all.stream().map(FamilyInfo::name).toList());
        FamilyInfo memory = all.get(0);
        assertTrue(memory.strategies().stream().anyMatch(s -> s.name().equals("exact")
                && s.params().stream().anyMatch(k -> k.key().equals("exact.order"))));
        assertFalse(all.get(1).params().isEmpty(), "sync has family-wide parameters");
        assertEquals("portfolio", all.get(3).defaultStrategy(), "every family defaults to its portfolio");
    }
}
