package dev.berth.solvers.tiles;

import dev.berth.model.Configurable;
import dev.berth.model.InputException;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.check.tiles.TileChecker;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tiles registry as users get it: every strategy gated, the portfolio as the default. */
class TileStrategiesTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(30))
            .withNodeLimit(2_000).withThreads(2);
    private static final TileChecker CHECKER = new TileChecker();
    private static final String FIG4B_REASON = "inconsistent equal-address sets: variables a and d of tile 1 are live"
            + " together but would need one address: equalAddress[1] {d@1, b@2, c@3} and equalAddress[0] {a@1, b@2,"
            + " c@3} are linked through b, c";

    private static Strategy<TileProblem, TileLayout> strategy(String name) {
        return TileStrategies.REGISTRY.byName(name);
    }

    @Test
    void theRegistryListsThePublishedProcedureItsVariantTheImproversAndThePortfolio() {
        assertEquals(List.of("reference", "group-search", "choco", "timefold", "portfolio"),
                TileStrategies.REGISTRY.names());
        assertEquals("portfolio", TileStrategies.REGISTRY.defaultName());
        assertThrows(InputException.class, () -> strategy("exact"));
        String portfolio = strategy("portfolio").description();
        assertTrue(portfolio.contains("reference, reference share=none, group-search, group-search share=none one after"
                + " the other"), portfolio);
        assertTrue(portfolio.contains("timefold on the best, timefold own start"), portfolio);
        assertTrue(portfolio.contains("choco on the best"), portfolio);
    }

    @Test
    void parameterKeysAreNamespacedByStrategy() {
        List<? extends Configurable> run = List.of(strategy("portfolio"));
        for (String key : List.of("reference.share", "group-search.share", "group-search.tile-retry",
                "group-search.groups", "choco.shares", "timefold.steps", "portfolio.members")) {
            String value = Map.of("reference.share", "none", "group-search.share", "all", "group-search.tile-retry",
                    "false", "group-search.groups", "reserve", "choco.shares", "even", "timefold.steps", "10",
                    "portfolio.members", "reference").get(key);
            TileStrategies.REGISTRY.checkParams(Map.of(key, value), run);
        }
        for (String key : List.of("reference.tile-retry", "reference.groups", "reference.group-iterations",
                "share", "choco-shares", "timefold-steps")) {
            assertThrows(InputException.class, () -> TileStrategies.REGISTRY.checkParams(Map.of(key, "1"), run), key);
        }
        // choco's own start is the reference: its keys are accepted where choco runs
        TileStrategies.REGISTRY.checkParams(Map.of("reference.order", "span"), List.of(strategy("choco")));
        assertThrows(InputException.class, () -> TileStrategies.REGISTRY.checkParams(
                Map.of("reference.group-order", "load"), List.of(strategy("reference"))));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void portfolioIsValidAndNeverAboveTheReference(long seed) {
        TileProblem p = TileExamples.random(seed, 4, 6, 2, 3);
        Result<TileLayout> reference = strategy("reference").solve(p, OPTIONS);
        Result<TileLayout> portfolio = strategy("portfolio").solve(p, OPTIONS);
        if (reference.status() == Status.INFEASIBLE) {
            assertEquals(Status.INFEASIBLE, portfolio.status());
            assertEquals(reference.reason(), portfolio.reason());
            return;
        }
        assertTrue(portfolio.status().hasSolution(), portfolio.reason());
        assertNull(CHECKER.violation(p, portfolio.solution()));
        assertTrue(portfolio.score().compareTo(reference.score()) <= 0,
                portfolio.score() + " vs reference " + reference.score());
        assertEquals(CHECKER.score(p, portfolio.solution()), portfolio.score());
        assertEquals("portfolio", portfolio.solver());
    }

    /** The members and labels of today's portfolio, in order; the improvers only when the starts settle nothing. */
    @Test
    void thePortfolioRunsItsMembersUnderTheirLabels() {
        boolean improved = false;
        for (long seed = 1; seed <= 8 && !improved; seed++) {
            TileProblem p = TileExamples.random(seed, 4, 6, 2, 3);
            Result<TileLayout> r = strategy("portfolio").solve(p, OPTIONS);
            if (!r.hasSolution()) {
                continue;
            }
            @SuppressWarnings("unchecked")
            Map<String, Map<String, Object>> members = (Map<String, Map<String, Object>>) r.stats().get("members");
            List<String> labels = List.copyOf(members.keySet());
            assertEquals("reference", labels.get(0));
            if (r.status() == Status.OPTIMAL && labels.size() < 4) {
                continue;
            }
            assertEquals(List.of("reference", "reference share=none", "group-search", "group-search share=none"),
                    labels.subList(0, 4));
            if (labels.size() > 4) {
                assertTrue(labels.subList(4, 6).containsAll(List.of("timefold", "timefold own start")), labels.toString());
                improved = true;
                if (labels.size() > 6) {
                    assertTrue(labels.get(6).startsWith("choco (on "), labels.toString());
                }
            }
            for (Map<String, Object> m : members.values()) {
                if (!"UNKNOWN".equals(m.get("status")) && !"INFEASIBLE".equals(m.get("status"))) {
                    assertTrue(m.containsKey("maxPeak") && m.containsKey("totalMemory") && m.containsKey("exchangeCycles"));
                }
            }
            assertTrue(labels.contains((String) r.stats().get("winner")), r.stats().toString());
        }
        assertTrue(improved, "no instance reached the improvers");
    }

    @Test
    void everyStrategySolvesTheFig4ExamplesAsTheMethodSays() {
        for (Strategy<TileProblem, TileLayout> a : TileStrategies.REGISTRY.all()) {
            Result<TileLayout> b = a.solve(TileExamples.fig4b(), OPTIONS);
            assertEquals(Status.INFEASIBLE, b.status(), a.name());
            assertEquals(FIG4B_REASON, b.reason(), a.name());
            assertNull(CHECKER.infeasibilityViolation(TileExamples.fig4b(), b.certificate()), a.name());
            TileProblem p = TileExamples.fig4a();
            Result<TileLayout> r = a.solve(p, OPTIONS);
            assertEquals(Status.OPTIMAL, r.status(), a.name());
            assertNull(CHECKER.violation(p, r.solution()));
            long[] at = r.solution().variableOffsets();
            assertEquals(at[p.variableIndex("a")], at[p.variableIndex("c")], a.name());
            assertEquals(at[p.variableIndex("d")], at[p.variableIndex("f")], a.name());
            assertTrue(at[p.variableIndex("a")] != at[p.variableIndex("d")], "two addresses: " + a.name());
        }
    }

    @Test
    void sharingPaysOnTheBundledExampleAndEveryStrategyFindsTheBound() {
        TileProblem p = TileExamples.parse("vs", """
                {"machine": {"tiles": 4, "bytesPerTile": 4096, "bankBytes": 1024}, "steps": 6,
                 "variables": [ {"id": "a", "tile": 1, "size": 256, "live": [[3, 6]], "banked": true},
                                {"id": "b", "tile": 2, "size": 256, "live": [[3, 6]], "banked": true},
                                {"id": "c", "tile": 3, "size": 128, "live": [[3, 6]], "banked": true},
                                {"id": "x1", "tile": 1, "size": 1200, "live": [[0, 3]]},
                                {"id": "x2", "tile": 2, "size": 1400, "live": [[0, 3]]},
                                {"id": "x3", "tile": 3, "size": 1100, "live": [[0, 4]]},
                                {"id": "w0", "tile": 0, "size": 200} ],
                 "structures": [ {"id": "vs0", "size": 1024, "users": [1, 2, 3], "use": [[4, 6]],
                                  "pointers": [ {"format": "vector", "targets": {"1": "a", "2": "b", "3": "c"}} ],
                                  "exchangeCodeBytes": {"send": 48, "receive": 24}} ] }""");
        assertTrue(EqualAddressGroups.of(p, null).consistent());
        for (Strategy<TileProblem, TileLayout> a : TileStrategies.REGISTRY.all()) {
            Result<TileLayout> r = a.solve(p, OPTIONS);
            assertEquals(Status.OPTIMAL, r.status(), a.name());
            assertEquals(1424, r.objective(), a.name());
            assertTrue(r.solution().structures().get(0).plan().shared(), a.name());
        }
    }
}
