package dev.berth.solvers.sync;

import dev.berth.model.InputException;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.sync.testing.SyncResults;
import dev.berth.solvers.Gate;
import dev.berth.solvers.portfolio.Portfolio;
import dev.berth.solvers.sync.choco.SyncBruteForce;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The registry as users get it: names, parameters, the worked examples and the default portfolio. */
class SyncStrategiesTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(1)
            .withTimeLimit(Duration.ofSeconds(30)).withNodeLimit(200_000);

    @Test
    void everyStrategyIsGatedAndThePortfolioIsTheDefault() {
        assertEquals(List.of("greedy", "reference", "exact", "choco", "timefold", "portfolio"),
                SyncStrategies.REGISTRY.names());
        assertEquals(Portfolio.NAME, SyncStrategies.REGISTRY.defaultName());
        for (Strategy<SyncProblem, SyncMapping> s : SyncStrategies.REGISTRY.all()) {
            assertInstanceOf(Gate.class, s);
            assertTrue(!s.description().isBlank(), s.name());
        }
        assertThrows(InputException.class, () -> SyncStrategies.REGISTRY.byName("simplex"));
    }

    @Test
    void parameterKeysAreNamespacedByStrategyAndRemoveRedundantByFamily() {
        List<Strategy<SyncProblem, SyncMapping>> run = List.of(SyncStrategies.REGISTRY.byName(Portfolio.NAME));
        SyncStrategies.REGISTRY.checkParams(Map.of("choco.search", "domwdeg", "choco.hint", "false",
                "timefold.moves", "swap,empty", "timefold.start", "separate", "sync.remove-redundant", "true",
                "portfolio.members", "exact"), run);
        for (String key : List.of("remove-redundant", "choco.serach", "timefold-moves", "greedy.remove-redundant")) {
            InputException e = assertThrows(InputException.class,
                    () -> SyncStrategies.REGISTRY.checkParams(Map.of(key, "true"), run), key);
            assertTrue(e.getMessage().contains(key), e.getMessage());
        }
        assertThrows(InputException.class, () -> SyncStrategies.REGISTRY.checkParams(Map.of("choco.search", "dfs"), run));
        assertThrows(InputException.class,
                () -> SyncStrategies.REGISTRY.checkParams(Map.of("timefold.late-acceptance-size", "0"), run));
        // the family's key is valid for a strategy that declares nothing itself
        SyncStrategies.REGISTRY.checkParams(Map.of("sync.remove-redundant", "on"),
                List.of(SyncStrategies.REGISTRY.byName("greedy")));
    }

    /** Worked examples 1 and 2: widths 2 / 2 / 4 and 6 / 7 / 8 under generation / parity / flag. */
    @ParameterizedTest
    @CsvSource({"generation, 2, 6", "parity, 2, 7", "flag, 4, 8"})
    void theWorkedExamplesAreSolvedAtTheirWidthsWithProof(String semantics, int width1, int width2) {
        for (String name : List.of("greedy", "exact", "choco", "timefold", "portfolio")) {
            Strategy<SyncProblem, SyncMapping> s = SyncStrategies.REGISTRY.byName(name);
            for (SyncProblem p : List.of(SyncExamples.example1(semantics), SyncExamples.example2(semantics))) {
                int width = p.name().equals("example1") ? width1 : width2;
                Result<SyncMapping> r = s.solve(p, OPTIONS);
                String what = name + " on " + p.name() + " " + semantics + ": " + r.reason();
                assertEquals(Status.OPTIMAL, r.status(), what);
                assertEquals(width, r.objective(), what);
                assertEquals(width, r.bound(), what);
                assertEquals(Proof.Kind.CERTIFICATE, r.proof().kind(), what);
                assertEquals(name, r.solver(), what);
                SyncResults.assertValid(p, r);
            }
        }
    }

    @Test
    void theReferenceProcedureMapsExample2ToSixAndIsRefusedWhereItIsUnsafe() {
        Strategy<SyncProblem, SyncMapping> reference = SyncStrategies.REGISTRY.byName("reference");
        Result<SyncMapping> two = reference.solve(SyncExamples.example2("generation"), OPTIONS);
        assertEquals(Status.OPTIMAL, two.status(), two.reason());
        assertEquals(6, two.objective());
        assertEquals("reference", two.solver());
        for (String s : List.of("generation", "parity")) {
            Result<SyncMapping> one = reference.solve(SyncExamples.example1(s), OPTIONS);
            assertEquals(Status.OPTIMAL, one.status(), one.reason());
            assertEquals(2, one.objective());
        }
        for (SyncProblem p : List.of(SyncExamples.example1("flag"), SyncExamples.example2("parity"),
                SyncExamples.example2("flag"))) {
            Result<SyncMapping> r = reference.solve(p, OPTIONS);
            assertEquals(Status.UNKNOWN, r.status(), p.name());
            assertEquals(true, r.stats().get("unsafe"));
            assertEquals(SyncWidth.of(p).width(), r.bound(), "the width stands as the bound");
        }
    }

    @Test
    void thePortfolioStopsAtExactsProofWithoutSearching() {
        Result<SyncMapping> r = SyncStrategies.REGISTRY.byName(Portfolio.NAME).solve(SyncExamples.example2("flag"),
                OPTIONS);
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals("exact", r.stats().get("winner"));
        assertEquals(List.of("exact"), List.copyOf(((Map<?, ?>) r.stats().get("members")).keySet()));
    }

    @Test
    void thePortfolioHandsPinnedIdsToTheOthersAndMatchesTheBruteForceOptimum() {
        SyncProblem p = SyncExamples.example2With("pinned", """
                "resources": [ { "id": "12", "pinned": 0 }, { "id": "9", "pinned": 1 }, { "id": "1", "pinned": 0 } ]""");
        Result<SyncMapping> r = SyncStrategies.REGISTRY.byName(Portfolio.NAME).solve(p, OPTIONS);
        SyncResults.assertValid(p, r);
        Map<?, ?> members = (Map<?, ?>) r.stats().get("members");
        assertEquals("UNKNOWN", ((Map<?, ?>) members.get("exact")).get("status"));
        assertEquals(SyncBruteForce.optimum(p).getAsInt(), r.objective(), r.stats()::toString);
        assertEquals(Status.OPTIMAL, r.status(), r.stats()::toString);
    }

    @Test
    void removingRedundantPairsWorksThroughThePortfolio() {
        SyncProblem q = SyncExamples.redundantPair();
        Strategy<SyncProblem, SyncMapping> portfolio = SyncStrategies.REGISTRY.byName(Portfolio.NAME);
        Result<SyncMapping> kept = portfolio.solve(q, OPTIONS);
        Result<SyncMapping> dropped = portfolio.solve(q, OPTIONS.withParam("sync.remove-redundant", "true"));
        assertEquals(0, SyncResults.removedCount(kept));
        assertEquals(SyncProblem.REMOVED, SyncResults.mapping(dropped)[q.indexOf("2")]);
        assertTrue(dropped.objective() <= kept.objective());
        SyncResults.assertValid(q, kept);
        SyncResults.assertValid(q, dropped);
        assertEquals(Status.OPTIMAL, dropped.status());
    }
}
