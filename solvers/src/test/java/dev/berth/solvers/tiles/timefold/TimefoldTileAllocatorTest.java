package dev.berth.solvers.tiles.timefold;

import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.Objective;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.check.tiles.TileChecker;
import dev.berth.model.testing.TestStrategies;
import dev.berth.model.tiles.LinkedSets;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.families.TileFamily;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLayouts;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.testing.StackedStart;
import dev.berth.model.tiles.testing.TileExamples;
import dev.berth.solvers.Gate;
import dev.berth.solvers.Improving;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** timefold as users get it — behind the gate, improving a start — here mostly on a wasteful stacked start. */
class TimefoldTileAllocatorTest {
    private static final TileFamily FAMILY = TileFamily.INSTANCE;
    private static final StackedStart STACKED = StackedStart.replicated();
    private static final Strategy<TileProblem, TileLayout> TIMEFOLD = from(STACKED);

    /** Timefold behind the gate, from what {@code start} answers. */
    private static Strategy<TileProblem, TileLayout> from(Strategy<TileProblem, TileLayout> start) {
        return Gate.of(FAMILY, Improving.from(FAMILY, new TimefoldTileAllocator(), start));
    }

    private static TileObjective objective(TileProblem p, TileLayout layout) {
        return TileObjective.of(p, layout);
    }

    private static TileObjective objective(TileProblem p, Result<TileLayout> r) {
        return TileObjective.of(p, r.solution());
    }

    /** No time limit: only the step limit ends the search, so runs are deterministic. */
    private static SolveOptions steps(long n, long seed, String... params) {
        Map<String, String> p = new HashMap<>();
        for (int i = 0; i < params.length; i += 2) {
            p.put(params[i], params[i + 1]);
        }
        return new SolveOptions(Objective.PEAK, null, seed, n, 1, p);
    }

    /** The first random program from {@code seed} on whose input sets are consistent (the others are skipped). */
    private static TileProblem consistentRandom(long seed) {
        for (long k = 100 * seed; ; k++) {
            TileProblem p = TileExamples.random(k, 3 + (int) (seed % 4), 5 + (int) (seed % 6), 2, 4);
            if (TileInfeasibility.find(p) == null) {
                return p;
            }
        }
    }

    /**
     * Sharing pays here: the users of vs (512 B, in use during steps [4, 6)) each hold an 800-byte variable
     * during [0, 4), so a replica lifts every user to 1312 B while a received copy fits in that space once
     * it is free; tile 0 has room for the master. vs points to p1, p2, p3, which then share one address.
     */
    private static TileProblem sharingPays() {
        return TileExamples.parse("sharing-pays", """
                {"family": "tiles",
                 "machine": {"tiles": 4, "bytesPerTile": 4096, "bankBytes": 1024, "exchangeBytesPerCycle": 4},
                 "steps": 6,
                 "variables": [ {"id": "w0", "tile": 0, "size": 200, "live": [[0, 6]]},
                                {"id": "big1", "tile": 1, "size": 800, "live": [[0, 4]]},
                                {"id": "big2", "tile": 2, "size": 800, "live": [[0, 4]]},
                                {"id": "big3", "tile": 3, "size": 800, "live": [[0, 4]]},
                                {"id": "p1", "tile": 1, "size": 64, "alignment": 8, "live": [[3, 6]]},
                                {"id": "p2", "tile": 2, "size": 64, "alignment": 8, "live": [[3, 6]]},
                                {"id": "p3", "tile": 3, "size": 32, "alignment": 8, "live": [[3, 6]]} ],
                 "structures": [ {"id": "vs", "kind": "vertexState", "size": 512, "users": [1, 2, 3], "use": [[4, 6]],
                                  "pointers": [ {"format": "vector", "targets": {"1": "p1", "2": "p2", "3": "p3"}} ],
                                  "exchangeCodeBytes": {"send": 48, "receive": 24}} ] }""");
    }

    private static void assertValid(TileProblem p, Result<TileLayout> r) {
        assertTrue(r.status().hasSolution(), () -> r.status() + ": " + r.reason() + " " + r.stats());
        assertNull(TileValidator.firstViolation(p, r.solution()));
        assertNull(new TileChecker().violation(p, r.solution()));
        assertEquals(TileLayouts.score(objective(p, r)), r.score());
        long bound = TileLowerBound.of(p).max();
        assertEquals(bound, r.bound());
        assertTrue(r.objective() >= bound);
        assertEquals(r.status() == Status.OPTIMAL, r.objective() == bound);
        assertEquals("timefold", r.solver());
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24})
    void validAndNeverWorseThanTheStart(long seed) {
        TileProblem p = consistentRandom(seed);
        TileObjective start = objective(p, STACKED.layout(p));
        Result<TileLayout> r = TIMEFOLD.solve(p, steps(300, seed));
        assertValid(p, r);
        assertTrue(objective(p, r).compareTo(start) <= 0, objective(p, r) + " vs start " + start);
    }

    @ParameterizedTest
    @ValueSource(longs = {31, 32, 33, 34, 35, 36})
    void theScoreIsTheObjectiveOfTheLayoutItAnswers(long seed) {
        TileProblem p = consistentRandom(seed);
        Result<TileLayout> r = TIMEFOLD.solve(p, steps(200, seed));
        assertValid(p, r);
        assumeTrue(!r.stats().containsKey("keptStart"));
        TileObjective o = objective(p, r);
        assertEquals("[0]hard/[" + -o.maxPeak() + "/" + -o.totalMemory() + "/" + -o.exchangeCycles() + "]soft",
                r.stats().get("score"));
    }

    @ParameterizedTest
    @ValueSource(longs = {41, 42, 43, 44, 45, 46})
    void incrementalScoresMatchScoresFromScratch(long seed) {
        TileProblem p = consistentRandom(seed);
        Result<TileLayout> r = TIMEFOLD.solve(p, steps(60, seed, "timefold.assert", "true"));
        assertValid(p, r);
    }

    /**
     * On formats.md's example the search packs the all-replicated stacked start (2576 B) down to the bound,
     * 1540 B on tile 3 — with vs0 replicated: shared, tile 3 would add its 24 B receive code (or, as master,
     * 48 B of send code) at the step where its replica already sits at the peak.
     */
    @Test
    void formatsExampleGetsFromTheStackedStartDownToTheBound() {
        TileProblem p = TileExamples.formatsExample();
        TileObjective start = objective(p, STACKED.layout(p));
        Result<TileLayout> r = TIMEFOLD.solve(p, steps(400, 1));
        assertValid(p, r);
        assertEquals(2576, start.maxPeak());
        assertEquals(1540, r.bound());
        assertEquals(1540, r.objective());
        assertEquals(Status.OPTIMAL, r.status());
    }

    @Test
    void sharesAStructureWhenThatLowersTheLargestPeak() {
        TileProblem p = sharingPays();
        TileObjective start = objective(p, STACKED.layout(p));
        Result<TileLayout> r = TIMEFOLD.solve(p, steps(400, 1));
        assertValid(p, r);
        assertTrue(r.solution().plans()[p.structureIndex("vs")].shared(), r.stats().toString());
        assertTrue(r.objective() < 1312, objective(p, r) + ", start " + start);
        long[] off = r.solution().variableOffsets();
        assertEquals(off[p.variableIndex("p1")], off[p.variableIndex("p3")]);
        assertTrue(((Number) r.stats().get("sharesToggled")).intValue() >= 1);
    }

    /** share=none, as the reference's parameter: the search leaves every structure replicated. */
    @Test
    void shareNoneKeepsEveryStructureReplicated() {
        TileProblem p = sharingPays();
        Result<TileLayout> r = TIMEFOLD.solve(p, steps(400, 1, "timefold.share", "none"));
        assertValid(p, r);
        assertTrue(java.util.Arrays.stream(r.solution().plans()).noneMatch(StructurePlan::shared), r.stats().toString());
        assertEquals(0L, r.stats().get("shareMoves"));
    }

    @Test
    void theSameSeedGivesTheSameSearch() {
        TileProblem p = consistentRandom(7);
        Result<TileLayout> a = TIMEFOLD.solve(p, steps(250, 5));
        Result<TileLayout> b = TIMEFOLD.solve(p, steps(250, 5));
        assertArrayEquals(a.solution().variableOffsets(), b.solution().variableOffsets());
        assertEquals(a.solution().structures(), b.solution().structures());
        assertEquals(a.score(), b.score());
        assertEquals(a.stats().get("moves"), b.stats().get("moves"));
        assertEquals(a.stats().get("steps"), b.stats().get("steps"));
    }

    /**
     * The decoder puts exchange code at the bottom, which on tile 1 here pushes the 128-aligned X up and V
     * above it (376 B and more) where the start had X, V, code, copy stacked in 266 B. With only new turns to
     * try, nothing beats the start: the answer is the start's, under this solver's name.
     */
    @Test
    void keepsTheStartWhenTheSearchEndsWorse() {
        TileProblem p = TileExamples.parse("code-first", """
                {"family": "tiles", "machine": {"tiles": 2, "bytesPerTile": 4096, "bankBytes": 1024},
                 "steps": 2,
                 "variables": [ {"id": "w", "tile": 0, "size": 8},
                                {"id": "x", "tile": 1, "size": 128, "alignment": 128},
                                {"id": "v", "tile": 1, "size": 120} ],
                 "structures": [ {"id": "s", "kind": "descriptor", "size": 8, "users": [1], "use": [[1, 2]],
                                  "exchangeCodeBytes": {"send": 4, "receive": 10}} ] }""");
        TileLayout handMade = new TileLayout(new long[] {0, 0, 128}, List.of(new StructureLayout(
                StructurePlan.sharedOn(0), new TreeMap<>(Map.of(0, 8L, 1, 258L)), new TreeMap<>(Map.of(0, 16L, 1, 248L)))));
        assertNull(TileValidator.firstViolation(p, handMade));
        Strategy<TileProblem, TileLayout> start = TestStrategies.of("hand-made", (q, o) -> TileLayouts.answer(q, handMade));
        Result<TileLayout> r = from(start).solve(p, steps(50, 1, "timefold.moves", "rank"));
        assertValid(p, r);
        assertEquals(Boolean.TRUE, r.stats().get("keptStart"), r.stats().toString());
        assertEquals("hand-made", r.stats().get("start"));
        assertArrayEquals(handMade.variableOffsets(), r.solution().variableOffsets());
        assertEquals(handMade.structures(), r.solution().structures());
        assertEquals(266, r.objective());
    }

    @Test
    void moreThreadsGiveTheSameAnswer() {
        TileProblem p = null;
        for (long k = 0; p == null; k++) {
            TileProblem q = TileExamples.random(900 + k, 40, 5, 1, 3);
            p = TileInfeasibility.find(q) == null ? q : null;
        }
        Result<TileLayout> one = TIMEFOLD.solve(p, steps(150, 4));
        Result<TileLayout> two = TIMEFOLD.solve(p, new SolveOptions(Objective.PEAK, null, 4, 150, 2, Map.of()));
        assertValid(p, two);
        assertArrayEquals(one.solution().variableOffsets(), two.solution().variableOffsets());
        assertEquals(one.solution().structures(), two.solution().structures());
        assertEquals(one.stats().get("moves"), two.stats().get("moves"));
    }

    @Test
    void theStepLimitBoundsTheSearch() {
        TileProblem p = consistentRandom(3);
        Result<TileLayout> r = TIMEFOLD.solve(p, steps(40, 3));
        assertValid(p, r);
        assertTrue(((Number) r.stats().get("steps")).longValue() <= 40, r.stats().toString());
    }

    @Test
    void startsFromItsOwnLayoutWhenTheStartFindsNone() {
        TileProblem p = TileExamples.formatsExample();
        Result<TileLayout> r = from(TestStrategies.unknown()).solve(p, steps(300, 2));
        assertValid(p, r);
        assertTrue(r.objective() >= 1540);
        assertEquals("own", r.stats().get("start"));
        Result<TileLayout> direct = new TimefoldTileAllocator().improve(p, null, steps(300, 2), Budget.unlimited());
        assertArrayEquals(r.solution().variableOffsets(), direct.solution().variableOffsets());
    }

    @Test
    void fig4aPlacesBothSetsEachAtOneAddress() {
        TileProblem p = TileExamples.fig4a();
        Result<TileLayout> r = TIMEFOLD.solve(p, steps(100, 1));
        assertValid(p, r);
        long[] off = r.solution().variableOffsets();
        assertEquals(off[p.variableIndex("a")], off[p.variableIndex("b")]);
        assertEquals(off[p.variableIndex("d")], off[p.variableIndex("f")]);
    }

    @Test
    void inconsistentInputSetsAreInfeasible() {
        TileProblem p = TileExamples.fig4b();
        Result<TileLayout> r = TIMEFOLD.solve(p, steps(10, 1));
        assertEquals(Status.INFEASIBLE, r.status());
        assertNotNull(r.reason());
        assertNull(new TileChecker().infeasibilityViolation(p, r.certificate()));
        Result<TileLayout> own = from(TestStrategies.unknown()).solve(p, steps(10, 1));
        assertEquals(Status.INFEASIBLE, own.status());
        assertEquals("timefold", own.solver());
        assertTrue(own.certificate() instanceof LinkedSets);
        assertTrue(own.reason().contains("variables a and d of tile 1"), own.reason());
    }

    @Test
    void unknownMovesAreRejected() {
        TileProblem p = TileExamples.formatsExample();
        assertThrows(InputException.class, () -> TIMEFOLD.solve(p, steps(10, 1, "timefold.moves", "share,teleport")));
        assertThrows(InputException.class, () -> TIMEFOLD.solve(p, steps(10, 1, "timefold.top-tiles", "0")));
        assertThrows(InputException.class, () -> TIMEFOLD.solve(p, steps(10, 1, "timefold.share", "some")));
        assertThrows(InputException.class, () -> TIMEFOLD.solve(p, steps(10, 1, "timefold.steps", "-1")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"share", "unshare", "master", "rank", "group"})
    void eachMoveKindAloneKeepsTheAnswerValid(String kind) {
        TileProblem p = consistentRandom(kind.length() + 50);
        Result<TileLayout> r = TIMEFOLD.solve(p, steps(25, 3, "timefold.moves", kind, "timefold.assert", "true"));
        assertValid(p, r);
    }
}
