package dev.berth.heuristics.sync;

import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GreedySyncAllocatorTest {
    private final GreedySyncAllocator greedy = new GreedySyncAllocator();

    static SolveOptions options() {
        return SolveOptions.defaults().withTimeLimit(null);
    }

    static Stream<Arguments> randomCases() {
        return LongStream.range(0, 60).boxed()
                .flatMap(seed -> Stream.of("generation", "parity", "flag").map(s -> Arguments.of(seed, s)));
    }

    @ParameterizedTest
    @MethodSource("randomCases")
    void mappingsAreValidAndNeverBelowTheWidth(long seed, String semantics) {
        SyncProblem p = SyncExamples.random(seed, 2 + (int) (seed % 6), 1 + (int) (seed * 7 % 40), semantics);
        for (boolean remove : new boolean[] {false, true}) {
            SyncResult r = greedy.allocate(p, options().withParam("remove-redundant", Boolean.toString(remove)));
            assertTrue(r.status().hasSolution(), r.reason());
            assertNull(SyncValidator.firstViolation(p, r.mapping()), "seed " + seed);
            assertEquals(SyncValidator.used(p, r.mapping()), r.used());
            boolean[] removed = remove ? RedundantPairs.find(p) : new boolean[p.size()];
            int width = SyncWidth.of(HappensBefore.withRemoved(p, removed)).width();
            assertEquals(width, r.bound());
            assertTrue(r.used() >= width);
            assertEquals(r.used() == width, r.status() == Status.OPTIMAL);
            assertNull(SyncValidator.certificateViolation(p, r.mapping(), r.certificate()));
            for (int k = 0; k < p.size(); k++) {
                assertEquals(removed[k], r.mapping()[k] == SyncProblem.REMOVED);
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"generation, 2, 6", "parity, 2, 7", "flag, 4, 8"})
    void workedExamplesMeetTheirWidths(String semantics, int used1, int used2) {
        SyncResult one = greedy.allocate(SyncExamples.example1(semantics), options());
        assertEquals(Status.OPTIMAL, one.status());
        assertEquals(used1, one.used());
        SyncProblem p = SyncExamples.example2(semantics);
        SyncResult two = greedy.allocate(p, options());
        assertEquals(Status.OPTIMAL, two.status());
        assertEquals(used2, two.used());
        // p11 may take p8's id only where c11's early wait cannot be fooled
        assertEquals(semantics.equals("generation"), two.mapping()[p.indexOf("8")] == two.mapping()[p.indexOf("11")]);
    }

    @Test
    void firstFitTakesTheLowestUsableIdSkippingReservedOnes() {
        SyncProblem p = SyncExamples.example2("generation").withClasses(List.of(
                new ResourceClass(ResourceClass.DEFAULT, 16, List.of(0, 2), Semantics.GENERATION)));
        SyncResult r = greedy.allocate(p, options());
        assertEquals(Status.OPTIMAL, r.status());
        int[] m = r.mapping();
        // the six that may all be in flight at once take the six lowest usable ids; p1 signals first
        java.util.Set<Integer> first = new java.util.TreeSet<>();
        for (String id : List.of("1", "2", "3", "8", "9", "10")) {
            first.add(m[p.indexOf(id)]);
        }
        assertEquals(java.util.Set.of(1, 3, 4, 5, 6, 7), first);
        assertEquals(1, m[p.indexOf("1")]);
        // c1 completes before p12 signals (same warp): p12 takes the lowest id it may follow
        assertEquals(1, m[p.indexOf("12")]);
    }

    @Test
    void resourcesWithDifferentArrivalCountsNeverShare() {
        SyncProblem base = SyncExamples.example2("generation");
        List<LogicalResource> rs = new ArrayList<>(base.resources());
        int r8 = base.indexOf("8");
        LogicalResource x = rs.get(r8);
        rs.set(r8, new LogicalResource(x.id(), x.producerWarp(), x.producerOp(), x.consumerWarp(), x.consumerOp(),
                x.classIndex(), x.pinned(), 2));
        SyncProblem p = base.withResources(rs);
        SyncResult r = greedy.allocate(p, options());
        assertTrue(r.status().hasSolution(), r.reason());
        assertNull(SyncValidator.firstViolation(p, r.mapping()));
        assertNotEquals(r.mapping()[p.indexOf("8")], r.mapping()[p.indexOf("11")]);
        assertEquals(SyncWidth.of(p).width(), r.bound());
    }

    @Test
    void pinnedIdsAreKeptAndOthersWorkAroundThem() {
        SyncProblem p = SyncExamples.parse("pinned", """
                { "family": "sync",
                  "warps": [ { "id": "w2", "ops": ["p1", "p2", "p3", "p8"] },
                             { "id": "w3", "ops": ["c1", "c2", "c3", "p12"] },
                             { "id": "w4", "ops": ["c8", "p11", "c9", "c10"] },
                             { "id": "w5", "ops": ["p9", "p10"] },
                             { "id": "w6", "ops": ["c11", "c12"] } ],
                  "resources": [ { "id": "12", "pinned": 0 }, { "id": "9", "pinned": 1 } ] }
                """);
        SyncResult r = greedy.allocate(p, options());
        assertTrue(r.status().hasSolution(), r.reason());
        int[] m = r.mapping();
        assertNull(SyncValidator.firstViolation(p, m));
        assertEquals(0, m[p.indexOf("12")]);
        assertEquals(1, m[p.indexOf("9")]);
        // p1 may hand id 0 over to p12 (c1 precedes it), p2 may not take id 1 from the pinned p9
        assertEquals(0, m[p.indexOf("1")]);
        assertNotEquals(1, m[p.indexOf("2")]);
    }

    @Test
    void pinnedResourcesThatMayBeInFlightTogetherAreInfeasible() {
        SyncProblem p = SyncExamples.parse("clash", """
                { "family": "sync", "warps": [ { "id": "a", "ops": ["p1", "p2"] }, { "id": "b", "ops": ["c1", "c2"] } ],
                  "resources": [ { "id": "1", "pinned": 4 }, { "id": "2", "pinned": 4 } ] }
                """);
        SyncResult r = greedy.allocate(p, options());
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals("resources 1 and 2 are both pinned to id 4 of class default but may be in flight at once",
                r.reason());
    }

    @Test
    void aLimitBelowTheWidthIsInfeasibleWithTheConcurrentSet() {
        SyncProblem p = SyncExamples.example2("flag").withClasses(List.of(
                new ResourceClass(ResourceClass.DEFAULT, 8, List.of(0), Semantics.FLAG)));
        SyncResult r = greedy.allocate(p, options());
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals(8, r.certificate().length);
        assertNull(SyncValidator.certificateViolation(p, new int[p.size()], r.certificate()));
        assertTrue(r.reason().endsWith("class default has 7 usable ids"), r.reason());
    }

    @Test
    void runningOutOfIdsAboveTheWidthIsUnknown() {
        SyncProblem found = null;
        SyncResult unlimited = null;
        for (long seed = 0; seed < 300 && found == null; seed++) {
            SyncProblem p = SyncExamples.random(seed, 5, 40, "flag");
            SyncResult r = greedy.allocate(p, options());
            if (r.used() > r.bound()) {
                found = p;
                unlimited = r;
            }
        }
        assertNotNull(found, "First-Fit met the width on every program tried");
        int width = unlimited.bound();
        SyncProblem limited = found.withClasses(List.of(
                new ResourceClass(ResourceClass.DEFAULT, width, List.of(), Semantics.FLAG)));
        SyncResult r = greedy.allocate(limited, options());
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().startsWith("First-Fit ran out of ids of class default at resource "), r.reason());
        assertEquals(width, r.bound());
        assertEquals(width, r.certificate().length);
    }
}
