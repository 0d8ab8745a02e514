package dev.berth.solvers.tiles.choco;

import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.Objective;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.check.tiles.TileChecker;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.families.TileFamily;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileNeed;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.analysis.TileInfeasibility;
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

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** choco as users get it — behind the gate, improving a start — here on a wasteful stacked start. */
class ChocoTileAllocatorTest {
    private static final TileFamily FAMILY = TileFamily.INSTANCE;

    private static SolveOptions options(long nodeLimit, int threads) {
        return new SolveOptions(Objective.PEAK, null, 1, nodeLimit, threads, Map.of());
    }

    private static Strategy<TileProblem, TileLayout> choco(boolean share) {
        return Gate.of(FAMILY, Improving.from(FAMILY, new ChocoTileAllocator(),
                share ? StackedStart.shared() : StackedStart.replicated()));
    }

    private static Result<TileLayout> solve(TileProblem p, boolean share, SolveOptions options) {
        return choco(share).solve(p, options);
    }

    /** The start's layout (the problem's input sets are consistent). */
    private static TileLayout start(TileProblem p, boolean share) {
        return (share ? StackedStart.shared() : StackedStart.replicated()).layout(p);
    }

    /** Valid, same plans and group addresses as the start, no tile above its start peak, honest status. */
    private static void assertImprovesOn(TileProblem p, TileLayout start, Result<TileLayout> r) {
        assertTrue(r.status().hasSolution(), r::reason);
        assertEquals("choco", r.solver());
        assertNull(TileValidator.firstViolation(p, r.solution()));
        assertNull(new TileChecker().violation(p, r.solution()));
        assertArrayEquals(start.plans(), r.solution().plans());
        for (int[] g : EqualAddressGroups.of(p, start.plans()).groups()) {
            for (int v : g) {
                assertEquals(start.variableOffsets()[v], r.solution().variableOffsets()[v], "group member moved");
            }
        }
        long[] before = TileObjective.peaks(p, start);
        long[] after = TileObjective.peaks(p, r.solution());
        for (int t = 0; t < p.tiles(); t++) {
            assertTrue(after[t] <= before[t], "tile " + t + " got worse: " + before[t] + " -> " + after[t]);
        }
        TileObjective o = TileObjective.of(p, r.solution());
        assertEquals(o.maxPeak(), r.objective());
        assertEquals(List.of(o.maxPeak(), o.totalMemory(), o.exchangeCycles()),
                java.util.Arrays.stream(r.score().terms()).boxed().toList());
        long bound = TileLowerBound.of(p).max();
        assertEquals(bound, r.bound());
        assertEquals(r.objective() <= bound ? Status.OPTIMAL : Status.FEASIBLE, r.status());
    }

    private static long peak(TileProblem p, TileLayout layout) {
        return TileObjective.of(p, layout).maxPeak();
    }

    @ParameterizedTest(name = "share={0}")
    @ValueSource(booleans = {false, true})
    void randomProgramsStayValidAndNoTileGetsWorse(boolean share) {
        int solved = 0;
        int improved = 0;
        for (long seed = 0; seed < 40; seed++) {
            TileProblem p = TileExamples.random(seed, 2 + (int) (seed % 4), 3 + (int) (seed % 6), (int) (seed % 3),
                    (int) (seed % 4));
            if (TileInfeasibility.find(p) != null) {
                continue;
            }
            Result<TileLayout> r = solve(p, share, options(20_000, 1));
            assertImprovesOn(p, start(p, share), r);
            assertTrue((long) r.stats().get("nodes") <= 20_000);
            solved++;
            improved += (int) r.stats().get("tilesImproved") > 0 ? 1 : 0;
        }
        assertTrue(solved >= 20, "too few consistent instances: " + solved);
        assertTrue(improved >= solved / 2, "the stacked start wastes memory, yet only " + improved + " improved");
    }

    /** Tiny tiles without groups: every tile's peak is the brute-force optimum, and proven. */
    @ParameterizedTest(name = "first-fit={0}")
    @ValueSource(booleans = {false, true})
    void tinyTilesReachTheBruteForceOptimum(boolean firstFit) {
        int checked = 0;
        for (long seed = 0; seed < 60; seed++) {
            TileProblem p = TileExamples.random(seed, 1 + (int) (seed % 2), 3 + (int) (seed % 4), 0, (int) (seed % 2));
            TileLayout start = start(p, false);
            List<List<TileBlock>> blocks = TileBlocks.of(p, start.plans());
            if (blocks.stream().anyMatch(b -> b.size() > 7)) {
                continue;
            }
            Result<TileLayout> r = solve(p, false, options(1_000_000, 1).withParam("choco.first-fit", "" + firstFit));
            assertImprovesOn(p, start, r);
            assertEquals(p.tiles(), r.stats().get("tilesProven"), "seed " + seed);
            long[] peaks = TileObjective.peaks(p, r.solution());
            for (int t = 0; t < p.tiles(); t++) {
                List<TileBlock> tb = blocks.get(t);
                long optimum = TileBruteForce.leastPeak(tb, new long[tb.size()], new boolean[tb.size()],
                        p.machine().bankBytes(), p.machine().bytesPerTile());
                assertEquals(optimum, peaks[t], "seed " + seed + " tile " + t);
            }
            checked++;
        }
        assertTrue(checked >= 40, "too few tiny instances: " + checked);
    }

    /** With groups, their members keep the start's address and every tile is optimal around them. */
    @ParameterizedTest(name = "share={0}")
    @ValueSource(booleans = {false, true})
    void tilesAreOptimalAroundTheFixedGroups(boolean share) {
        int withGroups = 0;
        for (long seed = 0; seed < 80; seed++) {
            TileProblem p = TileExamples.random(seed, 2 + (int) (seed % 2), 3 + (int) (seed % 3), 1 + (int) (seed % 2),
                    (int) (seed % 3));
            if (TileInfeasibility.find(p) != null) {
                continue;
            }
            TileLayout start = start(p, share);
            List<List<TileBlock>> blocks = TileBlocks.of(p, start.plans());
            List<int[]> groups = EqualAddressGroups.of(p, start.plans()).groups();
            if (groups.isEmpty() || blocks.stream().anyMatch(b -> b.size() > 7)) {
                continue;
            }
            withGroups++;
            Result<TileLayout> r = solve(p, share, options(1_000_000, 1));
            assertImprovesOn(p, start, r);
            assertEquals(p.tiles(), r.stats().get("tilesProven"), "seed " + seed);
            boolean[] grouped = new boolean[p.variableCount()];
            groups.forEach(g -> Arrays.stream(g).forEach(v -> grouped[v] = true));
            long[] peaks = TileObjective.peaks(p, r.solution());
            for (int t = 0; t < p.tiles(); t++) {
                List<TileBlock> tb = blocks.get(t);
                long[] at = new long[tb.size()];
                boolean[] fixed = new boolean[tb.size()];
                for (int i = 0; i < tb.size(); i++) {
                    at[i] = TileBlocks.offsetOf(start, tb.get(i));
                    fixed[i] = tb.get(i).kind() == BlockKind.VARIABLE && grouped[tb.get(i).owner()];
                }
                long optimum = TileBruteForce.leastPeak(tb, at, fixed, p.machine().bankBytes(), p.machine().bytesPerTile());
                assertEquals(optimum, peaks[t], "seed " + seed + " tile " + t);
            }
        }
        assertTrue(withGroups >= 15, "too few instances with groups: " + withGroups);
    }

    @ParameterizedTest(name = "share={0}")
    @ValueSource(booleans = {false, true})
    void formatsExampleIsSolvedValidlyAboveItsBound(boolean share) {
        TileProblem p = TileExamples.formatsExample();
        TileLayout start = start(p, share);
        Result<TileLayout> r = solve(p, share, options(100_000, 1));
        assertImprovesOn(p, start, r);
        assertTrue(r.objective() >= 1540);
        assertTrue(r.score().term(1) < TileObjective.of(p, start).totalMemory());
    }

    /** The start's proof stands as it is (Improving hands it on); without a start choco asks the reference. */
    @Test
    void aStartWithoutLayoutIsReturned() {
        TileProblem p = TileExamples.fig4b();
        Result<TileLayout> r = solve(p, false, options(1000, 1));
        assertEquals(Status.INFEASIBLE, r.status());
        assertTrue(r.reason().contains("a and d"), r.reason());
        assertEquals(Proof.Kind.CERTIFICATE, r.proof().kind());
        Result<TileLayout> own = new ChocoTileAllocator().improve(p, null, options(1000, 1), Budget.unlimited());
        assertEquals(Status.INFEASIBLE, own.status());
        assertEquals("reference", own.stats().get("start"));
        assertNull(new TileChecker().infeasibilityViolation(p, own.certificate()));
        Result<TileLayout> gated = Gate.of(FAMILY, Improving.from(FAMILY, new ChocoTileAllocator(),
                dev.berth.model.testing.TestStrategies.unknown())).solve(TileExamples.fig4a(), options(1000, 1));
        assertEquals(Status.OPTIMAL, gated.status(), "no start given: choco starts from the reference's answer");
        assertEquals("reference", gated.stats().get("start"));
    }

    /** One tile's variables all live together, no banks: the stacked sum is the bound, reached and proven. */
    @Test
    void optimalWhenTheLargestPeakMeetsTheBound() {
        TileProblem p = TileExamples.parse("tight", """
                {"machine": {"tiles": 2, "bytesPerTile": 4096, "bankBytes": 1024}, "steps": 3,
                 "variables": [ {"id": "a", "tile": 0, "size": 300, "live": [[0, 2]]},
                                {"id": "b", "tile": 0, "size": 200, "live": [[1, 3]]},
                                {"id": "c", "tile": 0, "size": 500, "live": [[2, 3]]},
                                {"id": "d", "tile": 1, "size": 100} ] }""");
        Result<TileLayout> r = solve(p, false, options(10_000, 1));
        assertImprovesOn(p, start(p, false), r);
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(700, r.objective());
        assertEquals(new TileNeed(0, 2, 700), r.certificate());
        assertEquals(1, r.stats().get("tilesImproved"));
    }

    @Test
    void sameAnswerOnEveryRunWithTwoThreadsUnderANodeLimit() {
        TileProblem p = TileExamples.random(3, 6, 9, 0, 3);
        Result<TileLayout> a = solve(p, false, options(400, 2));
        Result<TileLayout> b = solve(p, false, options(400, 2));
        assertImprovesOn(p, start(p, false), a);
        assertArrayEquals(a.solution().variableOffsets(), b.solution().variableOffsets());
        assertEquals(a.solution().structures(), b.solution().structures());
        assertEquals(a.stats().get("nodes"), b.stats().get("nodes"));
    }

    /** One node in all: the first tile gets it, the others keep the start. */
    @Test
    void nodeLimitEndsTheSweep() {
        TileProblem p = TileExamples.random(5, 4, 8, 0, 2);
        TileLayout start = start(p, false);
        Result<TileLayout> r = solve(p, false, options(1, 1));
        assertImprovesOn(p, start, r);
        assertEquals(1L, r.stats().get("nodes"));
        assertTrue((int) r.stats().get("tilesNotSearched") >= 2, () -> r.stats().toString());
    }

    @Test
    void tilesTooLargeForAModelKeepTheStartOrTheFirstFit() {
        TileProblem p = TileExamples.random(5, 4, 8, 0, 2);
        TileLayout start = start(p, false);
        SolveOptions noModels = options(10_000, 1).withParam("choco.max-pairs", "0");
        Result<TileLayout> r = solve(p, false, noModels.withParam("choco.first-fit", "false"));
        assertImprovesOn(p, start, r);
        assertArrayEquals(TileObjective.peaks(p, start), TileObjective.peaks(p, r.solution()));
        assertEquals(0, r.stats().get("tilesImproved"));
        assertTrue((int) r.stats().get("tilesNotModelled") > 0);
        Result<TileLayout> ff = solve(p, false, noModels);
        assertImprovesOn(p, start, ff);
        assertEquals(0, ff.stats().get("tilesImprovedBySearch"));
        assertTrue((int) ff.stats().get("tilesImprovedByFirstFit") > 0);
    }

    /** The search alone (no first-fit) improves on the wasteful start too. */
    @Test
    void searchAloneImprovesTheStart() {
        TileProblem p = TileExamples.random(8, 3, 7, 0, 2);
        TileLayout start = start(p, false);
        Result<TileLayout> r = solve(p, false, options(50_000, 1).withParam("choco.first-fit", "false"));
        assertImprovesOn(p, start, r);
        assertEquals(p.tiles(), r.stats().get("tilesImprovedBySearch"));
        assertTrue(r.objective() < peak(p, start));
    }

    @Test
    void badParamsAreRejected() {
        TileProblem p = TileExamples.formatsExample();
        assertThrows(InputException.class,
                () -> solve(p, false, options(100, 1).withParam("choco.tile-seconds", "soon")));
        assertThrows(InputException.class,
                () -> solve(p, false, options(100, 1).withParam("choco.tile-min-seconds", "-1")));
        assertThrows(InputException.class, () -> solve(p, false, options(100, 1).withParam("choco.shares", "fair")));
        assertThrows(InputException.class, () -> solve(p, false, options(100, 1).withParam("choco.restart-fails", "-1")));
    }

    /** Even shares are the other documented choice; the answer stays valid and no tile gets worse. */
    @Test
    void evenSharesWork() {
        TileProblem p = TileExamples.random(11, 5, 8, 0, 2);
        Result<TileLayout> r = solve(p, false, options(5_000, 1).withParam("choco.shares", "even"));
        assertImprovesOn(p, start(p, false), r);
    }
}
