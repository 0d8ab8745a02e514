package dev.berth.heuristics.tiles;

import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.tiles.analysis.AddressConflict;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.model.tiles.io.TileSolutions;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReferenceTileAllocatorTest {
    private static final String[][] VARIANTS = {
            {}, {"share", "none"}, {"share", "all"}, {"classes", "false"}, {"class-order", "count"},
            {"class-order", "span"}, {"class-order", "degree"}, {"order", "span"}, {"order", "input"},
            {"order", "random"}, {"group-order", "span"}, {"group-order", "random"}, {"group-order", "start"},
            {"group-order", "weight"}, {"group-order", "always"}, {"group-order", "load"}, {"groups", "reserve"},
            {"groups", "reserve", "group-order", "start"}, {"groups", "interleaved"},
            {"groups", "interleaved", "order", "span"}, {"groups", "search", "group-iterations", "40"},
            {"groups", "search", "group-score", "stacked", "group-iterations", "40"}, {"tile-retry", "true"},
            {"groups", "search", "tile-retry", "true", "group-iterations", "40"}};

    private final ReferenceTileAllocator reference = new ReferenceTileAllocator();

    static SolveOptions options() {
        return SolveOptions.defaults().withTimeLimit(null).withThreads(1);
    }

    /** {@code base} with the variant's key/value pairs. */
    static SolveOptions with(SolveOptions base, String[] variant) {
        SolveOptions o = base;
        for (int i = 0; i + 1 < variant.length; i += 2) {
            o = o.withParam(variant[i], variant[i + 1]);
        }
        return o;
    }

    static Stream<Arguments> randomPrograms() {
        return LongStream.range(0, 60).mapToObj(s -> Arguments.of(s, 2 + (int) (s % 5), 3 + (int) (s % 7),
                (int) (s % 4), (int) (s % 6)));
    }

    static TileProblem random(long seed, int tiles, int perTile, int sets, int structures) {
        return TileExamples.random(seed, tiles, perTile, sets, structures);
    }

    @ParameterizedTest
    @MethodSource("randomPrograms")
    void randomProgramsGetValidLayoutsOrAnInfeasibilityNamingTheConflict(long seed, int tiles, int perTile,
                                                                       int sets, int structures) {
        TileProblem p = random(seed, tiles, perTile, sets, structures);
        AddressConflict conflict = EqualAddressGroups.of(p, null).conflict();
        for (String[] v : VARIANTS) {
            SolveOptions o = with(options(), v);
            TileResult r = reference.allocate(p, o.withSeed(seed));
            String label = String.join(",", v);
            if (conflict != null) {
                assertEquals(Status.INFEASIBLE, r.status(), label);
                assertTrue(r.reason().contains(p.variable(conflict.first()).id())
                        && r.reason().contains(p.variable(conflict.second()).id())
                        && r.reason().contains("tile " + conflict.tile()), r.reason());
                continue;
            }
            assertTrue(r.status().hasSolution(), () -> label + ": " + r.reason());
            assertNull(TileValidator.firstViolation(p, r.layout()), label);
            assertEquals(TileObjective.of(p, r.layout()), r.objective(), label);
            long bound = TileLowerBound.of(p).max();
            assertEquals(bound, r.bound());
            assertTrue(r.objective().maxPeak() >= bound, label);
            assertEquals(r.objective().maxPeak() == bound ? Status.OPTIMAL : Status.FEASIBLE, r.status(), label);
        }
    }

    @ParameterizedTest
    @MethodSource("randomPrograms")
    void shareModesDecideAsDocumented(long seed, int tiles, int perTile, int sets, int structures) {
        TileProblem p = random(seed, tiles, perTile, sets, structures);
        if (!EqualAddressGroups.of(p, null).consistent()) {
            return;
        }
        StructurePlan[] none = reference.allocate(p, options().withParam("share", "none")).layout().plans();
        for (StructurePlan plan : none) {
            assertFalse(plan.shared());
        }
        StructurePlan[] rule = reference.allocate(p, options()).layout().plans();
        StructurePlan[] all = reference.allocate(p, options().withParam("share", "all")).layout().plans();
        for (StructurePlan[] plans : new StructurePlan[][] {rule, all}) {
            assertTrue(java.util.Arrays.stream(plans).filter(StructurePlan::shared).map(StructurePlan::master)
                    .distinct().count() <= ShareDecisions.maxMasters(p.tiles()));
        }
        for (int s = 0; s < p.structureCount(); s++) {
            ReadOnlyStructure r = p.structure(s);
            if (rule[s].shared()) {
                int u = r.users().length;
                int receivers = u - (r.isUser(rule[s].master()) ? 1 : 0);
                long code = (receivers > 0 ? r.sendCodeBytes() : 0) + r.receiveCodeBytes() * receivers;
                assertTrue(r.shareable() && r.size() * (u - 1) > code, r.id());
            }
            if (r.shareable() && !all[s].shared()) {
                StructurePlan[] more = all.clone();
                more[s] = StructurePlan.sharedOn(0);
                assertFalse(EqualAddressGroups.of(p, more).consistent(), r.id() + " could have been shared");
            }
        }
    }

    @Test
    void fig4aPutsTheTwoSetsAtTwoAddresses() {
        TileProblem p = TileExamples.fig4a();
        TileResult r = reference.allocate(p, options());
        assertTrue(r.status().hasSolution(), r.reason());
        assertNull(TileValidator.firstViolation(p, r.layout()));
        long[] at = r.layout().variableOffsets();
        long a = at[p.variableIndex("a")];
        long d = at[p.variableIndex("d")];
        assertNotEquals(a, d);
        assertEquals(a, at[p.variableIndex("b")]);
        assertEquals(a, at[p.variableIndex("c")]);
        assertEquals(d, at[p.variableIndex("e")]);
        assertEquals(d, at[p.variableIndex("f")]);
        assertEquals(2, r.stats().get("groups"));
    }

    @Test
    void fig4bIsInfeasibleNamingAAndDOfTile1() {
        TileResult r = reference.allocate(TileExamples.fig4b(), options());
        assertEquals(Status.INFEASIBLE, r.status());
        assertTrue(r.reason().contains("variables a and d of tile 1"), r.reason());
    }

    @Test
    void formatsExampleSharesVs0AndReplicatesCc0() {
        TileProblem p = TileExamples.formatsExample();
        TileResult r = reference.allocate(p, options());
        assertTrue(r.status().hasSolution(), r.reason());
        TileLayout layout = r.layout();
        assertNull(TileValidator.firstViolation(p, layout));
        StructurePlan vs0 = layout.plans()[p.structureIndex("vs0")];
        assertTrue(vs0.shared());
        assertFalse(layout.plans()[p.structureIndex("cc0")].shared());
        long[] at = layout.variableOffsets();
        assertEquals(at[p.variableIndex("a")], at[p.variableIndex("b")]);
        assertEquals(at[p.variableIndex("a")], at[p.variableIndex("c")]);
        assertTrue(r.objective().maxPeak() >= 1540);
        assertEquals(1540, r.bound());
        assertEquals(1, r.stats().get("shared"));
        assertEquals(1, r.stats().get("masters"));
        // tile 0 holds only w0: the most spare memory, so it masters vs0 (sending to all three users)
        assertEquals(0, vs0.master());
    }

    @ParameterizedTest
    @ValueSource(longs = {3, 17, 29, 41})
    void resultsDependOnTheSeedOnlyNotOnThreadsOrRepetition(long seed) {
        TileProblem p = random(seed, 12, 9, 3, 6);
        for (String order : new String[] {"size", "random"}) {
            SolveOptions o = options().withSeed(seed).withParam("order", order);
            TileResult one = reference.allocate(p, o);
            TileResult again = reference.allocate(p, o);
            TileResult parallel = reference.allocate(p, o.withThreads(3));
            assertEquals(one.status(), parallel.status());
            if (one.status().hasSolution()) {
                String json = TileSolutions.assignment(p, one.layout()).toString();
                assertEquals(json, TileSolutions.assignment(p, again.layout()).toString());
                assertEquals(json, TileSolutions.assignment(p, parallel.layout()).toString());
            }
        }
    }

    static Stream<Long> tinySeeds() {
        return LongStream.range(0, 40).boxed();
    }

    @ParameterizedTest
    @MethodSource("tinySeeds")
    void tinySingleTileLayoutsAreNeverBelowTheOptimum(long seed) {
        TileProblem p = random(seed, 1, 2 + (int) (seed % 5), 0, 0);
        long optimum = BruteForceTile.optimalPeak(p);
        for (String[] v : VARIANTS) {
            SolveOptions o = with(options(), v);
            TileResult r = reference.allocate(p, o);
            assertTrue(r.status().hasSolution());
            assertTrue(r.objective().maxPeak() >= optimum, String.join("=", v));
        }
    }

    @Test
    void easyTinyCasesMeetTheOptimum() {
        // sizes chosen so that larger-first packs perfectly: two long-lived, two short ones that fit in the gaps
        TileProblem p = TileExamples.parse("easy", """
                {"family": "tiles", "machine": {"tiles": 1, "bytesPerTile": 4096, "bankBytes": 1024}, "steps": 4,
                 "variables": [ {"id": "big", "tile": 0, "size": 100, "live": [[0, 2]]},
                                {"id": "late", "tile": 0, "size": 100, "live": [[2, 4]]},
                                {"id": "x", "tile": 0, "size": 40, "live": [[0, 4]]},
                                {"id": "y", "tile": 0, "size": 60, "live": [[1, 3]]},
                                {"id": "z", "tile": 0, "size": 8, "alignment": 8, "live": [[3, 4]]} ] }""");
        long optimum = BruteForceTile.optimalPeak(p);
        TileResult r = reference.allocate(p, options());
        assertEquals(optimum, r.objective().maxPeak());
        TileProblem banked = TileExamples.parse("banked", """
                {"family": "tiles", "machine": {"tiles": 1, "bytesPerTile": 4096, "bankBytes": 64}, "steps": 2,
                 "variables": [ {"id": "p", "tile": 0, "size": 64, "live": [[0, 2]], "banked": true},
                                {"id": "q", "tile": 0, "size": 10, "live": [[0, 1]], "banked": true},
                                {"id": "r", "tile": 0, "size": 20, "live": [[1, 2]], "banked": true},
                                {"id": "s", "tile": 0, "size": 30, "live": [[0, 2]]} ] }""");
        TileResult rb = reference.allocate(banked, options());
        assertEquals(BruteForceTile.optimalPeak(banked), rb.objective().maxPeak());
        assertNull(TileValidator.firstViolation(banked, rb.layout()));
    }

    @Test
    void aLayoutAboveTheTileMemoryIsUnknownWithItsPeak() {
        TileProblem p = TileExamples.parse("tight", """
                {"family": "tiles", "machine": {"tiles": 1, "bytesPerTile": 90, "bankBytes": 64}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 60, "alignment": 64, "live": [[0, 2]]},
                                {"id": "b", "tile": 0, "size": 30, "alignment": 64, "live": [[0, 2]]} ] }""");
        TileResult r = reference.allocate(p, options());
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals(94L, r.stats().get("overCapacityPeak"));
    }

    @Test
    void anExhaustedBudgetGivesUnknownTimeLimit() {
        TileProblem p = random(5, 6, 8, 2, 3);
        Budget spent = Budget.of(Duration.ZERO);
        TileResult r = reference.allocate(p, options(), spent);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().startsWith("time limit"), r.reason());
    }

    @ParameterizedTest
    @MethodSource("randomPrograms")
    void reserveKeepsEachTilesAlwaysLiveBlocksBelowItsGroups(long seed, int tiles, int perTile, int sets,
                                                             int structures) {
        TileProblem p = random(seed, tiles, perTile, sets, structures);
        if (!EqualAddressGroups.of(p, null).consistent()) {
            return;
        }
        TileResult r = reference.allocate(p, options().withParam("groups", "reserve"));
        TileLayout layout = r.layout();
        boolean[] grouped = new boolean[p.variableCount()];
        for (int[] g : EqualAddressGroups.of(p, layout.plans()).groups()) {
            for (int v : g) {
                grouped[v] = true;
            }
        }
        java.util.List<java.util.List<TileBlock>> blocks = TileBlocks.of(p, layout.plans());
        for (int t = 0; t < p.tiles(); t++) {
            long top = 0;
            long lowestGroup = Long.MAX_VALUE;
            for (TileBlock b : blocks.get(t)) {
                if (b.size() == 0) {
                    continue;
                }
                boolean isGrouped = b.kind() == BlockKind.VARIABLE && grouped[b.owner()];
                if (isGrouped) {
                    lowestGroup = Math.min(lowestGroup, layout.offsetOf(b));
                } else if (b.live().equals(p.always())) {
                    top = Math.max(top, layout.offsetOf(b) + b.size());
                }
            }
            assertTrue(top <= lowestGroup, "tile " + t);
        }
    }

    @ParameterizedTest
    @MethodSource("randomPrograms")
    void searchWithoutIterationsIsThePublishedProcedure(long seed, int tiles, int perTile, int sets,
                                                        int structures) {
        TileProblem p = random(seed, tiles, perTile, sets, structures);
        if (!EqualAddressGroups.of(p, null).consistent()) {
            return;
        }
        TileResult published = reference.allocate(p, options());
        TileResult none = reference.allocate(p, options().withParam("groups", "search")
                .withParam("group-iterations", "0"));
        assertEquals(TileSolutions.assignment(p, published.layout()), TileSolutions.assignment(p, none.layout()));
    }

    @Test
    void badParametersAreInputErrors() {
        TileProblem p = TileExamples.fig4a();
        for (Map.Entry<String, String> e : Map.of("share", "some", "classes", "maybe", "class-order", "weight",
                "order", "area", "group-order", "x", "groups", "best", "group-score", "peaks", "tile-retry", "yes").entrySet()) {
            assertThrows(InputException.class, () -> reference.allocate(p, options().withParam(e.getKey(), e.getValue())),
                    e.getKey());
        }
    }

    @Test
    void cornerCasesGiveValidLayoutsUnderEveryVariant() {
        TileProblem p = TileExamples.parse("corners", """
                {"family": "tiles", "machine": {"tiles": 3, "bytesPerTile": 4096, "bankBytes": 64}, "steps": 6,
                 "variables": [ {"id": "zero", "tile": 0, "size": 0, "live": [[0, 6]]},
                                {"id": "never", "tile": 0, "size": 8, "live": []},
                                {"id": "gap", "tile": 0, "size": 40, "live": [[0, 1], [3, 4]], "banked": true},
                                {"id": "mid", "tile": 0, "size": 30, "alignment": 16, "live": [[1, 3]], "banked": true},
                                {"id": "b1", "tile": 1, "size": 20, "live": [[0, 3]], "banked": true},
                                {"id": "b1z", "tile": 1, "size": 0},
                                {"id": "c2", "tile": 2, "size": 12, "alignment": 4, "live": [[2, 6]]},
                                {"id": "c2b", "tile": 2, "size": 12, "live": [[0, 2]]} ],
                 "equalAddress": [ ["zero", "b1z"], ["gap", "b1", "c2"] ],
                 "structures": [ {"id": "solo", "kind": "descriptor", "size": 64, "users": [2], "use": [[1, 2]],
                                  "exchangeCodeBytes": {"send": 8, "receive": 4}},
                                 {"id": "wide", "kind": "vertexState", "size": 200, "users": [0, 1, 2], "use": [[4, 6]],
                                  "pointers": [ {"format": "vectorList", "targets": {"0": "mid", "1": "b1", "2": "c2b"},
                                                 "base": {"0": "never", "1": "b1z", "2": "c2"}} ],
                                  "exchangeCodeBytes": {"send": 16, "receive": 8}} ] }""");
        for (String[] v : VARIANTS) {
            SolveOptions o = with(options(), v);
            TileResult r = reference.allocate(p, o);
            String label = String.join(",", v);
            assertTrue(r.status().hasSolution(), () -> label + ": " + r.reason());
            assertNull(TileValidator.firstViolation(p, r.layout()), label);
        }
        TileResult all = reference.allocate(p, options().withParam("share", "all"));
        assertTrue(all.layout().plans()[p.structureIndex("solo")].shared(), "a single user is shareable under all");
    }
}
