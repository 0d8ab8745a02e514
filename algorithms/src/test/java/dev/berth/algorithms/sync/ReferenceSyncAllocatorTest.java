package dev.berth.algorithms.sync;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.algorithms.sync.ReferenceTrace.Action;
import dev.berth.algorithms.sync.ReferenceTrace.Arc;
import dev.berth.algorithms.sync.ReferenceTrace.Group;
import dev.berth.algorithms.sync.ReferenceTrace.GroupArc;
import dev.berth.algorithms.sync.ReferenceTrace.Step;
import dev.berth.algorithms.sync.ReferenceTrace.Vertex;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.Result;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.sync.testing.SyncResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReferenceSyncAllocatorTest {
    private static final String[] SEMANTICS = {"generation", "parity", "flag"};

    private final ReferenceSyncAllocator reference = new ReferenceSyncAllocator();

    static SolveOptions options() {
        return SolveOptions.defaults().withTimeLimit(null);
    }

    static SolveOptions removing() {
        return options().withParam("sync.remove-redundant", "true");
    }

    // ---- worked example 1 -------------------------------------------------------------------------------

    @Test
    void example1VerticesArcsGroupsAndOrderAreThePublishedOnes() {
        ReferenceTrace t = ReferenceSyncAllocator.trace(SyncExamples.example1("generation"));
        assertEquals(Map.of("w2_0", List.of("p1", "p2"), "w2_1", List.of("c3", "p5"), "w2_2", List.of("c4", "p6"),
                "w3_0", List.of("c1", "p3"), "w3_1", List.of("c2", "p4"), "w3_2", List.of("c5"),
                "w3_3", List.of("c6")), contents(t));
        assertEquals(Set.of("w2_0 -> w2_1", "w2_1 -> w2_2", "w3_0 -> w3_1", "w3_1 -> w3_2", "w3_2 -> w3_3",
                "w2_0 -> w3_0 (1)", "w2_0 -> w3_1 (2)", "w3_0 -> w2_1 (3)", "w3_1 -> w2_2 (4)", "w2_1 -> w3_2 (5)",
                "w2_2 -> w3_3 (6)"), described(t, t.dag1()));
        // r11 (c2_0 -> c2_1) and id2 are redundant; p2 comes after p1, so pair 2 stays
        assertEquals(Set.of("w2_0 -> w2_1", "w2_0 -> w3_1 (2)"), described(t, t.redundantArcs()));
        assertEquals(List.of(), t.redundantPairs());
        assertEquals(List.of("w2_0", "w2_1", "w2_2", "w3_1", "w3_2", "w3_3"), t.vertexNames(t.targets()));
        assertEquals(Set.of(List.of("w2_0", "w3_0"), List.of("w2_1"), List.of("w3_1"), List.of("w2_2"),
                List.of("w3_2"), List.of("w3_3")), groupSets(t));
        assertEquals(List.of("w2_0", "w3_0", "w2_1", "w3_1", "w2_2", "w3_2", "w3_3"), t.vertexNames(t.order()));
    }

    @Test
    void example1MeetsTheWidthUnderGenerationAndParityAndIsRefusedUnderFlag() {
        for (String s : new String[] {"generation", "parity"}) {
            Result<SyncMapping> r = reference.solve(SyncExamples.example1(s), options());
            assertEquals(Status.OPTIMAL, r.status(), s + ": " + r.reason());
            assertEquals(2, r.objective());
            assertNull(SyncValidator.firstViolation(SyncExamples.example1(s), SyncResults.mapping(r)));
        }
        Result<SyncMapping> flag = reference.solve(SyncExamples.example1("flag"), options());
        assertEquals(Status.UNKNOWN, flag.status());
        assertTrue(flag.reason().startsWith("the reference procedure's mapping is unsafe under flag: "), flag.reason());
        assertEquals(true, flag.stats().get("unsafe"));
        assertEquals(4, flag.bound());
    }

    // ---- worked example 2 -------------------------------------------------------------------------------

    @Test
    void example2VerticesGroupsPathsAndOrderAreThePublishedOnes() {
        ReferenceTrace t = ReferenceSyncAllocator.trace(SyncExamples.example2("generation"));
        assertEquals(Map.of("w2_0", List.of("p1", "p2", "p3", "p8"), "w5_0", List.of("p9", "p10"),
                "w3_0", List.of("c1"), "w3_1", List.of("c2"), "w3_2", List.of("c3", "p12"),
                "w4_0", List.of("c8", "p11"), "w4_1", List.of("c9"), "w4_2", List.of("c10"),
                "w6_0", List.of("c11"), "w6_1", List.of("c12")), contents(t));
        assertEquals(Set.of("w2_0 -> w3_1 (2)", "w2_0 -> w3_2 (3)", "w5_0 -> w4_2 (10)"), described(t, t.redundantArcs()));
        assertEquals(List.of(), t.redundantPairs(), "p2, p3, p10 each leave after the first arc of the other path");
        assertEquals(Set.of("w2_0", "w5_0", "w3_0", "w4_0", "w6_0", "w4_1", "w6_1"),
                new HashSet<>(t.vertexNames(t.targets())));
        assertEquals(Set.of(List.of("w2_0"), List.of("w5_0"), List.of("w3_0", "w3_1", "w3_2"), List.of("w4_0"),
                List.of("w6_0"), List.of("w4_1", "w4_2"), List.of("w6_1")), groupSets(t));
        Set<List<String>> paths = t.groupPaths(100).stream().map(t::groupNames).collect(Collectors.toSet());
        assertEquals(Set.of(List.of("gw2_0", "gw3_0", "gw6_1"), List.of("gw2_0", "gw4_0", "gw6_0", "gw6_1"),
                List.of("gw2_0", "gw4_0", "gw4_1"), List.of("gw5_0", "gw4_1")), paths);
        assertEquals(List.of("w2_0", "w5_0", "w3_0", "w4_0", "w3_1", "w4_1", "w6_0", "w3_2", "w4_2", "w6_1"),
                t.vertexNames(t.order()));
    }

    @Test
    void example2MapsToSixWithP11ReusingP8AndP12ReusingOneOfP1ToP3() {
        SyncProblem p = SyncExamples.example2("generation");
        Result<SyncMapping> r = reference.solve(p, options());
        assertEquals(Status.OPTIMAL, r.status(), r.reason());
        assertEquals(6, r.objective());
        int[] m = SyncResults.mapping(r);
        assertEquals(m[p.indexOf("8")], m[p.indexOf("11")]);
        assertTrue(Set.of(m[p.indexOf("1")], m[p.indexOf("2")], m[p.indexOf("3")]).contains(m[p.indexOf("12")]));
        // p9, p10 are on another path than 2_0: fresh; p12 never takes 4, 5 or 6's counterparts
        Set<Integer> otherPaths = Set.of(m[p.indexOf("8")], m[p.indexOf("9")], m[p.indexOf("10")]);
        assertFalse(otherPaths.contains(m[p.indexOf("12")]));
        ReferenceTrace t = ReferenceSyncAllocator.trace(p);
        Map<String, Action> actions = new HashMap<>();
        for (Step s : t.steps()) {
            actions.put((s.producer() ? "p" : "c") + p.resource(s.resource()).id(), s.action());
        }
        for (String fresh : List.of("p1", "p2", "p3", "p8", "p9", "p10")) {
            assertEquals(Action.FRESH, actions.get(fresh), fresh);
        }
        assertEquals(Action.REUSE, actions.get("p11"));
        assertEquals(Action.REUSE, actions.get("p12"));
        assertEquals(Action.RELEASE, actions.get("c8"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"parity", "flag"})
    void example2sPublishedStyleMappingIsNotReturnedUnderParityOrFlag(String semantics) {
        SyncProblem p = SyncExamples.example2(semantics);
        ReferenceTrace t = ReferenceSyncAllocator.trace(p);
        assertEquals(t.mapping()[p.indexOf("8")], t.mapping()[p.indexOf("11")], "the procedure ignores semantics");
        assertNotNull(SyncValidator.firstViolation(p, t.mapping()));
        Result<SyncMapping> r = reference.solve(p, options());
        assertEquals(Status.UNKNOWN, r.status());
        assertNull(SyncResults.mapping(r));
        assertTrue(r.reason().startsWith("the reference procedure's mapping is unsafe under " + semantics + ": "),
                r.reason());
        assertEquals(true, r.stats().get("unsafe"));
        assertEquals(6, r.stats().get("unsafeUsed"));
        assertEquals(SyncWidth.of(p).width(), r.bound());
    }

    // ---- the extra rule ---------------------------------------------------------------------------------

    /** p1 before p2 in warp a; c2 before c1 in warp b: c2's path implies pair 1. */
    private static SyncProblem impliedPair(String firstProducers) {
        return SyncExamples.parse("implied", """
                { "family": "sync", "warps": [ { "id": "a", "ops": [%s] },
                                               { "id": "b", "ops": ["c2", "c1"] } ] }
                """.formatted(firstProducers));
    }

    @Test
    void extraRuleDeletesAPairWhoseProducerComesFirstOnlyWhenAsked() {
        SyncProblem p = impliedPair("\"p1\", \"p2\"");
        ReferenceTrace t = ReferenceSyncAllocator.trace(p);
        assertEquals(Set.of("a_0 -> b_1 (1)"), described(t, t.redundantArcs()));
        assertEquals(List.of(p.indexOf("1")), t.redundantPairs());

        Result<SyncMapping> kept = reference.solve(p, options());
        assertTrue(kept.status().hasSolution(), kept.reason());
        assertEquals(0, SyncResults.removedCount(kept));
        assertEquals(0, kept.stats().get("removed"));

        Result<SyncMapping> dropped = reference.solve(p, removing());
        assertTrue(dropped.status().hasSolution(), dropped.reason());
        assertEquals(SyncProblem.REMOVED, SyncResults.mapping(dropped)[p.indexOf("1")]);
        assertNull(SyncValidator.firstViolation(p, SyncResults.mapping(dropped)));
        assertEquals(1, dropped.objective());
        assertEquals(Status.OPTIMAL, dropped.status());
        assertTrue(ReferenceSyncAllocator.trace(p, true).steps().stream().noneMatch(s -> s.resource() == p.indexOf("1")));
    }

    @Test
    void extraRuleKeepsAPairWhoseProducerComesAfter() {
        SyncProblem p = impliedPair("\"p2\", \"p1\"");
        ReferenceTrace t = ReferenceSyncAllocator.trace(p, true);
        assertEquals(Set.of("a_0 -> b_1 (1)"), described(t, t.redundantArcs()));
        assertEquals(List.of(), t.redundantPairs());
        Result<SyncMapping> r = reference.solve(p, removing());
        assertEquals(0, SyncResults.removedCount(r));
    }

    @Test
    void aSameWarpPairsParallelArcCountsOnceAndOrdinaryOpsAreDropped() {
        SyncProblem p = SyncExamples.parse("same-warp", """
                { "family": "sync", "warps": [ { "id": "a", "ops": ["load", "p1", "mma", "c1", "p2"] },
                                               { "id": "b", "ops": ["c2", "store"] } ] }
                """);
        ReferenceTrace t = ReferenceSyncAllocator.trace(p);
        assertEquals(Map.of("a_0", List.of("p1"), "a_1", List.of("c1", "p2"), "b_0", List.of("c2")), contents(t));
        assertEquals(Set.of("a_0 -> a_1", "a_0 -> a_1 (1)", "a_1 -> b_0 (2)"), described(t, t.dag1()));
        assertEquals(List.of(), t.redundantArcs());
        assertEquals(List.of("a_0"), t.vertexNames(t.targets()));
        assertEquals(Set.of(List.of("a_0", "a_1", "b_0")), groupSets(t));
        Result<SyncMapping> r = reference.solve(p, options());
        assertEquals(Status.OPTIMAL, r.status(), r.reason());
        assertEquals(1, r.objective());
    }

    // ---- random programs --------------------------------------------------------------------------------

    static Stream<Arguments> randomCases() {
        return LongStream.range(0, 60).boxed()
                .flatMap(seed -> Stream.of(SEMANTICS).map(s -> Arguments.of(seed, s)));
    }

    @ParameterizedTest
    @MethodSource("randomCases")
    void answersAreValidOrRefusedAndNeverBelowTheWidth(long seed, String semantics) {
        SyncProblem p = SyncExamples.random(seed, 2 + (int) (seed % 6), 1 + (int) (seed * 7 % 40), semantics);
        int width = SyncWidth.of(p).width();
        for (SolveOptions o : List.of(options(), removing())) {
            Result<SyncMapping> r = reference.solve(p, o);
            assertNotEquals(Status.INFEASIBLE, r.status());
            if (r.status().hasSolution()) {
                assertNull(SyncValidator.firstViolation(p, SyncResults.mapping(r)), "seed " + seed);
                assertEquals(SyncValidator.used(p, SyncResults.mapping(r)), r.objective());
                int leftWidth = SyncWidth.of(HappensBefore.of(p, SyncResults.mapping(r))).width();
                assertEquals(leftWidth, r.bound());
                assertTrue(r.objective() >= leftWidth);
                assertEquals(r.objective() == leftWidth, r.status() == Status.OPTIMAL);
                assertNull(SyncValidator.certificateViolation(p, SyncResults.mapping(r), SyncResults.certificate(r)));
                SyncResults.assertValid(p, r);
                if (SyncResults.removedCount(r) == 0) {
                    assertEquals(width, r.bound());
                }
            } else {
                assertEquals(Status.UNKNOWN, r.status());
                assertEquals(true, r.stats().get("unsafe"), r.reason());
                assertFalse(semantics.equals("generation"), "generation reuse follows DAG-1 paths: " + r.reason());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
    void deletedPairsAreOnesTheModelFindsImplied(long seed) {
        SyncProblem p = SyncExamples.random(seed, 3 + (int) (seed % 5), 30, "generation");
        ReferenceTrace t = ReferenceSyncAllocator.trace(p, true);
        boolean[] implied = RedundantPairs.find(p);
        for (int r : t.redundantPairs()) {
            assertTrue(implied[r], "seed " + seed + ": pair " + p.resource(r).id());
        }
    }

    @Test
    void theExtraRuleFiresOnRandomProgramsAndTheirRemovalsValidate() {
        int fired = 0;
        for (long seed = 0; seed < 40; seed++) {
            SyncProblem p = SyncExamples.random(seed, 4, 40, "generation");
            Result<SyncMapping> r = reference.solve(p, removing());
            assertTrue(r.status().hasSolution(), r.reason());
            assertNull(SyncValidator.firstViolation(p, SyncResults.mapping(r)));
            assertEquals(ReferenceSyncAllocator.trace(p).redundantPairs().size(), SyncResults.removedCount(r));
            fired += SyncResults.removedCount(r);
        }
        assertTrue(fired > 0, "no random program exercised the extra rule");
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
    void groupsSharingAPhysicalResourceLieOnOneDag3Path(long seed) {
        SyncProblem p = SyncExamples.random(seed, 5, 40, "generation");
        ReferenceTrace t = ReferenceSyncAllocator.trace(p);
        List<Set<Integer>> below = descendants(t);
        Map<Integer, Set<Integer>> groupsOfId = new HashMap<>();
        for (Vertex v : t.vertices()) {
            for (int op : v.ops()) {
                String id = p.warps().get(v.warp()).ops().get(op).resource();
                groupsOfId.computeIfAbsent(t.mapping()[p.indexOf(id)], k -> new HashSet<>()).add(v.group());
            }
        }
        for (Set<Integer> gs : groupsOfId.values()) {
            for (int a : gs) {
                for (int b : gs) {
                    assertTrue(below.get(a).contains(b) || below.get(b).contains(a),
                            "seed " + seed + ": " + t.groups().get(a).name() + " and " + t.groups().get(b).name());
                }
            }
        }
    }

    // ---- side constraints -------------------------------------------------------------------------------

    @Test
    void partitionsByArrivalCountAndSkipsReservedIds() {
        SyncProblem p = SyncExamples.parse("classes", """
                { "family": "sync", "physical": { "limit": 8, "reserved": [0, 2] },
                  "classes": [ { "id": "mbarrier", "reserved": [1] } ],
                  "warps": [ { "id": "a", "ops": ["p1", "p2", "c3", "p4", "p5"] },
                             { "id": "b", "ops": ["c1", "p3", "c2", "c4", "c5"] } ],
                  "resources": [ { "id": "2", "arrivals": 2 }, { "id": "4", "arrivals": 2 },
                                 { "id": "5", "class": "mbarrier" } ] }
                """);
        Result<SyncMapping> r = reference.solve(p, options());
        assertTrue(r.status().hasSolution(), r.reason());
        int[] m = SyncResults.mapping(r);
        assertNull(SyncValidator.firstViolation(p, m));
        assertEquals(0, m[p.indexOf("5")], "first usable id of mbarrier");
        Set<Integer> defaultIds = new HashSet<>(List.of(m[p.indexOf("1")], m[p.indexOf("2")], m[p.indexOf("3")],
                m[p.indexOf("4")]));
        assertFalse(defaultIds.contains(0) || defaultIds.contains(2), "reserved ids handed out: " + defaultIds);
        // c1 frees its id before p3 (same warp) and p3 takes it; c3 frees it before p4 (same warp), but 4 counts
        // two arrivals and 3 none, so 4 may not take it
        assertEquals(m[p.indexOf("1")], m[p.indexOf("3")]);
        assertNotEquals(m[p.indexOf("3")], m[p.indexOf("4")]);
        assertNotEquals(m[p.indexOf("1")], m[p.indexOf("2")]);
    }

    @Test
    void overrunningALimitTheWidthFitsIsUnknownWithTheClass() {
        Overruns.Overrun found = Overruns.first(reference, options(), 200, 4, 30,
                dev.berth.model.sync.Semantics.GENERATION, "the procedure");
        int width = found.width();
        Result<SyncMapping> r = reference.solve(found.limitedToTheWidth(), options());
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals("the reference procedure needs " + found.unlimited().objective()
                + " physical resources of class default, which has " + width + " usable ids (limit " + width + ")",
                r.reason());
        assertEquals(width, r.bound());
    }

    @Test
    void aLimitBelowTheWidthIsInfeasibleWithTheConcurrentSet() {
        SyncProblem p = SyncExamples.example2With("tight", """
                "physical": { "limit": 5 }""");
        Result<SyncMapping> r = reference.solve(p, options());
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals(6, SyncResults.certificate(r).length);
        assertTrue(r.reason().endsWith("class default has 5 usable ids"), r.reason());
        SyncResults.assertValid(p, r);
    }

    @Test
    void pinnedIdsAreOutsideTheProcedure() {
        SyncProblem p = SyncExamples.parse("pinned", """
                { "family": "sync", "warps": [ { "id": "a", "ops": ["p1", "c2"] }, { "id": "b", "ops": ["c1", "p2"] } ],
                  "resources": [ { "id": "2", "pinned": 3 } ] }
                """);
        Result<SyncMapping> r = reference.solve(p, options());
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals("the reference procedure knows no pinned ids (resource 2 is pinned to 3)", r.reason());
        assertEquals(1, r.bound());
    }

    // ---- trace output -----------------------------------------------------------------------------------

    @Test
    void jsonSpellsOutEveryStepByName() {
        SyncProblem p = SyncExamples.example2("generation");
        ObjectNode j = ReferenceSyncAllocator.trace(p).toJson();
        assertEquals(10, j.get("vertices").size());
        assertEquals("w3_1", j.get("vertices").get(2).get("name").asText());
        assertEquals("gw3_0", j.get("vertices").get(2).get("group").asText());
        assertFalse(j.get("vertices").get(2).get("target").asBoolean());
        assertEquals(3, j.get("redundantArcs").size());
        assertEquals("10", j.get("redundantArcs").get(2).get("resource").asText());
        assertEquals(7, j.get("groups").size());
        assertEquals(4, j.get("paths").size());
        assertFalse(j.get("pathsTruncated").asBoolean());
        assertEquals("w5_0", j.get("order").get(1).asText());
        JsonNode p11 = null;
        for (JsonNode s : j.get("steps")) {
            if (s.get("instruction").asText().equals("p11")) {
                p11 = s;
            }
        }
        assertNotNull(p11);
        assertEquals("reuse", p11.get("action").asText());
        assertEquals("gw4_0", p11.get("releasedBy").asText());
        assertEquals(j.get("mapping").get("8").asInt(), p11.get("physical").asInt());
    }

    @Test
    void dotDrawsTheThreeDagsWithRedundantArcsDashed() {
        ReferenceTrace t = ReferenceSyncAllocator.trace(SyncExamples.example1("generation"));
        String dot = t.toDot();
        assertTrue(dot.startsWith("digraph reference {"), dot);
        for (String cluster : List.of("cluster_dag1", "cluster_dag2", "cluster_dag3")) {
            assertTrue(dot.contains("subgraph " + cluster + " {"), cluster);
        }
        assertTrue(dot.contains("\"1:w2_0\" -> \"1:w3_1\" [label=\"2\", style=dashed];"), dot);
        assertTrue(dot.contains("\"1:w2_0\" -> \"1:w2_1\" [style=dashed];"), dot);
        assertFalse(dot.contains("\"2:w2_0\" -> \"2:w3_1\""), "DAG 2 keeps a redundant arc");
        assertTrue(dot.contains("\"3:gw2_0\" [label=\"gw2_0\\nw2_0 w3_0\"];"), dot);
        assertEquals(dot.chars().filter(c -> c == '{').count(), dot.chars().filter(c -> c == '}').count());
    }

    // ---- helpers ----------------------------------------------------------------------------------------

    private static Map<String, List<String>> contents(ReferenceTrace t) {
        Map<String, List<String>> m = new HashMap<>();
        t.vertices().forEach(v -> m.put(v.name(), v.instructions()));
        return m;
    }

    private static Set<String> described(ReferenceTrace t, List<Arc> arcs) {
        return arcs.stream().map(t::describe).collect(Collectors.toSet());
    }

    private static Set<List<String>> groupSets(ReferenceTrace t) {
        return t.groups().stream().map(Group::vertices).map(t::vertexNames).collect(Collectors.toSet());
    }

    /** For each group, itself and every group DAG 3 reaches from it. */
    private static List<Set<Integer>> descendants(ReferenceTrace t) {
        List<Set<Integer>> below = new ArrayList<>();
        for (int g = 0; g < t.groups().size(); g++) {
            Set<Integer> seen = new HashSet<>(List.of(g));
            List<Integer> todo = new ArrayList<>(List.of(g));
            while (!todo.isEmpty()) {
                int x = todo.remove(todo.size() - 1);
                for (GroupArc a : t.dag3()) {
                    if (a.from() == x && seen.add(a.to())) {
                        todo.add(a.to());
                    }
                }
            }
            below.add(seen);
        }
        return below;
    }
}
