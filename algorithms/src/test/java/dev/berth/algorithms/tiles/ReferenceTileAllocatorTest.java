package dev.berth.algorithms.tiles;

import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.params.Param;
import dev.berth.model.check.tiles.TileChecker;
import dev.berth.model.tiles.LinkedSets;
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
import dev.berth.model.tiles.io.TileSolutions;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The published allocator ({@code reference}) and Berth's variants of it ({@code group-search}), called directly. */
class ReferenceTileAllocatorTest {
    /** A strategy and its settings: the reference's published choices and ablations, or group-search's variants. */
    record Variant(Strategy<TileProblem, TileLayout> strategy, String... params) {
        Result<TileLayout> solve(TileProblem p, SolveOptions base) {
            return strategy.solve(p, with(base, params));
        }

        Result<TileLayout> solve(TileProblem p, SolveOptions base, Budget budget) {
            return strategy.solve(p, with(base, params), budget);
        }

        @Override
        public String toString() {
            return strategy.name() + " " + String.join(",", params);
        }
    }

    private static final ReferenceTileAllocator REFERENCE = new ReferenceTileAllocator();
    private static final GroupSearchTileAllocator GROUP_SEARCH = new GroupSearchTileAllocator();

    private static Variant reference(String... params) {
        return new Variant(REFERENCE, params);
    }

    /** group-search with step s0 as published and no retries unless {@code params} say otherwise. */
    private static Variant search(String... params) {
        String[] all = java.util.Arrays.copyOf(new String[] {"groups", "first-fit", "tile-retry", "false"}, 4 + params.length);
        System.arraycopy(params, 0, all, 4, params.length);
        return new Variant(GROUP_SEARCH, all);
    }

    private static final Variant[] VARIANTS = {
            reference(), reference("share", "none"), reference("share", "all"), reference("classes", "false"),
            reference("class-order", "count"), reference("class-order", "span"), reference("class-order", "degree"),
            reference("order", "span"), reference("order", "input"), reference("order", "random"),
            reference("group-order", "span"), reference("group-order", "random"), reference("group-order", "input"),
            search("group-order", "start"), search("group-order", "weight"), search("group-order", "always"),
            search("group-order", "load"), search("groups", "reserve"), search("groups", "reserve", "group-order", "start"),
            search("groups", "interleaved"), search("groups", "interleaved", "order", "span"),
            search("groups", "search", "group-iterations", "40"),
            search("groups", "search", "group-score", "stacked", "group-iterations", "40"), search("tile-retry", "true"),
            search("groups", "search", "tile-retry", "true", "group-iterations", "40"),
            new Variant(GROUP_SEARCH, "group-iterations", "40"), new Variant(GROUP_SEARCH, "share", "none")};

    private final ReferenceTileAllocator reference = REFERENCE;
    private final TileChecker checker = new TileChecker();

    static SolveOptions options() {
        return SolveOptions.defaults().withTimeLimit(null).withThreads(1);
    }

    /** {@code base} with the variant's key/value pairs (plain names: the strategies are called directly). */
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

    /**
     * One program per seed of {@link #randomPrograms}, with its sizes, whose input sets are consistent: the
     * seed's own program, or where that one is inconsistent the first consistent one of seeds s + 1000,
     * s + 2000, ...
     */
    static Stream<Arguments> consistentPrograms() {
        return randomPrograms().map(Arguments::get).map(a -> {
            for (long k = (long) a[0]; ; k += 1000) {
                TileProblem p = random(k, (int) a[1], (int) a[2], (int) a[3], (int) a[4]);
                if (EqualAddressGroups.of(p, null).consistent()) {
                    return Arguments.of(Named.of(p.name(), p));
                }
            }
        });
    }

    @ParameterizedTest
    @MethodSource("randomPrograms")
    void randomProgramsGetValidLayoutsOrAnInfeasibilityNamingTheConflict(long seed, int tiles, int perTile,
                                                                       int sets, int structures) {
        TileProblem p = random(seed, tiles, perTile, sets, structures);
        AddressConflict conflict = EqualAddressGroups.of(p, null).conflict();
        for (Variant v : VARIANTS) {
            Result<TileLayout> r = v.solve(p, options().withSeed(seed));
            String label = v.toString();
            if (conflict != null) {
                assertEquals(Status.INFEASIBLE, r.status(), label);
                assertTrue(r.reason().contains(p.variable(conflict.first()).id())
                        && r.reason().contains(p.variable(conflict.second()).id())
                        && r.reason().contains("tile " + conflict.tile()), r.reason());
                assertEquals(Proof.Kind.CERTIFICATE, r.proof().kind(), label);
                assertTrue(r.certificate() instanceof LinkedSets, label);
                assertNull(checker.infeasibilityViolation(p, r.certificate()), label);
                continue;
            }
            assertValid(p, r, label);
        }
    }

    /** Valid by both validators, scored as the checker scores it, its bound the lower bound, proven. */
    private void assertValid(TileProblem p, Result<TileLayout> r, String label) {
        assertTrue(r.status().hasSolution(), () -> label + ": " + r.reason());
        assertNull(TileValidator.firstViolation(p, r.solution()), label);
        assertNull(checker.violation(p, r.solution()), label);
        assertEquals(checker.score(p, r.solution()), r.score(), label);
        TileObjective o = TileObjective.of(p, r.solution());
        assertEquals(o.maxPeak(), r.objective(), label);
        long bound = TileLowerBound.of(p).max();
        assertEquals(bound, r.bound());
        if (bound > 0) {
            assertNull(checker.boundViolation(p, r.solution(), r.certificate(), r.bound()), label);
        }
        assertTrue(r.objective() >= bound, label);
        assertEquals(r.objective() == bound ? Status.OPTIMAL : Status.FEASIBLE, r.status(), label);
    }

    private static TileLayout layout(Result<TileLayout> r) {
        assertTrue(r.hasSolution(), r::reason);
        return r.solution();
    }

    @ParameterizedTest
    @MethodSource("consistentPrograms")
    void shareModesDecideAsDocumented(TileProblem p) {
        StructurePlan[] none = layout(reference.solve(p, options().withParam("share", "none"))).plans();
        for (StructurePlan plan : none) {
            assertFalse(plan.shared());
        }
        StructurePlan[] rule = layout(reference.solve(p, options())).plans();
        StructurePlan[] all = layout(reference.solve(p, options().withParam("share", "all"))).plans();
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
        Result<TileLayout> r = reference.solve(p, options());
        assertValid(p, r, "fig4a");
        assertEquals(Status.OPTIMAL, r.status());
        long[] at = r.solution().variableOffsets();
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
        TileProblem p = TileExamples.fig4b();
        Result<TileLayout> r = reference.solve(p, options());
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals("inconsistent equal-address sets: variables a and d of tile 1 are live together but would need"
                + " one address: equalAddress[1] {d@1, b@2, c@3} and equalAddress[0] {a@1, b@2, c@3} are linked"
                + " through b, c", r.reason());
        assertNull(checker.infeasibilityViolation(p, r.certificate()));
    }

    @Test
    void formatsExampleSharesVs0AndReplicatesCc0() {
        TileProblem p = TileExamples.formatsExample();
        Result<TileLayout> r = reference.solve(p, options());
        assertValid(p, r, "formats");
        TileLayout layout = r.solution();
        StructurePlan vs0 = layout.plans()[p.structureIndex("vs0")];
        assertTrue(vs0.shared());
        assertFalse(layout.plans()[p.structureIndex("cc0")].shared());
        long[] at = layout.variableOffsets();
        assertEquals(at[p.variableIndex("a")], at[p.variableIndex("b")]);
        assertEquals(at[p.variableIndex("a")], at[p.variableIndex("c")]);
        assertTrue(r.objective() >= 1540);
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
            Result<TileLayout> one = reference.solve(p, o);
            Result<TileLayout> again = reference.solve(p, o);
            Result<TileLayout> parallel = reference.solve(p, o.withThreads(3));
            assertEquals(one.status(), parallel.status());
            if (one.status().hasSolution()) {
                String json = TileSolutions.assignment(p, one.solution()).toString();
                assertEquals(json, TileSolutions.assignment(p, again.solution()).toString());
                assertEquals(json, TileSolutions.assignment(p, parallel.solution()).toString());
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
        for (Variant v : VARIANTS) {
            Result<TileLayout> r = v.solve(p, options());
            assertTrue(r.status().hasSolution());
            assertTrue(r.objective() >= optimum, v.toString());
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
        Result<TileLayout> r = reference.solve(p, options());
        assertEquals(optimum, r.objective());
        TileProblem banked = TileExamples.parse("banked", """
                {"family": "tiles", "machine": {"tiles": 1, "bytesPerTile": 4096, "bankBytes": 64}, "steps": 2,
                 "variables": [ {"id": "p", "tile": 0, "size": 64, "live": [[0, 2]], "banked": true},
                                {"id": "q", "tile": 0, "size": 10, "live": [[0, 1]], "banked": true},
                                {"id": "r", "tile": 0, "size": 20, "live": [[1, 2]], "banked": true},
                                {"id": "s", "tile": 0, "size": 30, "live": [[0, 2]]} ] }""");
        Result<TileLayout> rb = reference.solve(banked, options());
        assertEquals(BruteForceTile.optimalPeak(banked), rb.objective());
        assertValid(banked, rb, "banked");
    }

    @Test
    void aLayoutAboveTheTileMemoryIsUnknownWithItsPeak() {
        TileProblem p = TileExamples.parse("tight", """
                {"family": "tiles", "machine": {"tiles": 1, "bytesPerTile": 90, "bankBytes": 64}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 60, "alignment": 64, "live": [[0, 2]]},
                                {"id": "b", "tile": 0, "size": 30, "alignment": 64, "live": [[0, 2]]} ] }""");
        Result<TileLayout> r = reference.solve(p, options());
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals(94L, r.stats().get("overCapacityPeak"));
    }

    @Test
    void anExhaustedBudgetGivesUnknownTimeLimit() {
        TileProblem p = random(5, 6, 8, 2, 3);
        Budget spent = Budget.of(Duration.ZERO);
        for (Variant v : VARIANTS) {
            Result<TileLayout> r = v.solve(p, options(), spent);
            assertEquals(Status.UNKNOWN, r.status(), v.toString());
            assertTrue(r.reason().startsWith("time limit"), r.reason());
        }
    }

    @ParameterizedTest
    @MethodSource("consistentPrograms")
    void reserveKeepsEachTilesAlwaysLiveBlocksBelowItsGroups(TileProblem p) {
        TileLayout layout = layout(search("groups", "reserve").solve(p, options()));
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
                    lowestGroup = Math.min(lowestGroup, TileBlocks.offsetOf(layout, b));
                } else if (b.live().equals(p.always())) {
                    top = Math.max(top, TileBlocks.offsetOf(layout, b) + b.size());
                }
            }
            assertTrue(top <= lowestGroup, "tile " + t);
        }
    }

    @ParameterizedTest
    @MethodSource("consistentPrograms")
    void searchWithoutIterationsIsThePublishedProcedure(TileProblem p) {
        Result<TileLayout> published = reference.solve(p, options());
        Result<TileLayout> none = search("groups", "search", "group-iterations", "0").solve(p, options());
        Result<TileLayout> firstFit = search().solve(p, options());
        assertEquals(TileSolutions.assignment(p, published.solution()), TileSolutions.assignment(p, none.solution()));
        assertEquals(TileSolutions.assignment(p, published.solution()), TileSolutions.assignment(p, firstFit.solution()));
    }

    @Test
    void badParametersAreInputErrors() {
        TileProblem p = TileExamples.fig4a();
        for (Map.Entry<String, String> e : Map.of("share", "some", "classes", "maybe", "class-order", "weight",
                "order", "area", "group-order", "x").entrySet()) {
            assertThrows(InputException.class, () -> reference.solve(p, options().withParam(e.getKey(), e.getValue())),
                    e.getKey());
            assertThrows(InputException.class, () -> GROUP_SEARCH.solve(p, options().withParam(e.getKey(), e.getValue())),
                    e.getKey());
        }
        for (Map.Entry<String, String> e : Map.of("groups", "best", "group-score", "peaks", "tile-retry", "yes",
                "group-iterations", "-1", "group-order", "bogus").entrySet()) {
            assertThrows(InputException.class, () -> GROUP_SEARCH.solve(p, options().withParam(e.getKey(), e.getValue())),
                    e.getKey());
        }
        // group-search's own orders are not the published procedure's
        InputException e = assertThrows(InputException.class,
                () -> reference.solve(p, options().withParam("group-order", "load")));
        assertTrue(e.getMessage().contains("size|span|input|random"), e.getMessage());
    }

    /** The reference declares the published choices only; group-search declares them and its own. */
    @Test
    void theReferenceIsThePublishedProcedureAndGroupSearchAddsTheVariants() {
        List<String> published = reference.params().stream().map(Param::name).toList();
        assertEquals(List.of("share", "classes", "class-order", "order", "group-order"), published);
        List<String> variants = GROUP_SEARCH.params().stream().map(Param::name).toList();
        assertTrue(variants.containsAll(published), variants.toString());
        assertTrue(variants.containsAll(List.of("groups", "group-iterations", "group-score", "tile-retry")));
        assertEquals("search", param(GROUP_SEARCH, "groups").defaultText());
        assertEquals("true", param(GROUP_SEARCH, "tile-retry").defaultText());
        assertEquals("size|span|input|random", param(reference, "group-order").type().describe());
        assertEquals("size|span|input|random|start|weight|always|load", param(GROUP_SEARCH, "group-order").type().describe());
    }

    private static Param<?> param(Strategy<?, ?> s, String name) {
        return s.params().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    /** group-search's defaults are the portfolio's former "reference groups=search tile-retry=true". */
    @ParameterizedTest
    @ValueSource(longs = {3, 17, 29})
    void groupSearchDefaultsAreSearchWithRetries(long seed) {
        TileProblem p = random(seed, 6, 8, 3, 4);
        Result<TileLayout> byDefault = GROUP_SEARCH.solve(p, options().withSeed(seed));
        Result<TileLayout> explicit = GROUP_SEARCH.solve(p, with(options().withSeed(seed),
                new String[] {"groups", "search", "tile-retry", "true", "group-iterations", "1000"}));
        assertEquals(byDefault.status(), explicit.status());
        if (byDefault.hasSolution()) {
            assertEquals(TileSolutions.assignment(p, byDefault.solution()), TileSolutions.assignment(p, explicit.solution()));
            assertTrue(byDefault.objective() >= TileLowerBound.of(p).max());
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
        for (Variant v : VARIANTS) {
            Result<TileLayout> r = v.solve(p, options());
            assertValid(p, r, v.toString());
        }
        Result<TileLayout> all = reference.solve(p, options().withParam("share", "all"));
        assertTrue(all.solution().plans()[p.structureIndex("solo")].shared(), "a single user is shareable under all");
    }
}
