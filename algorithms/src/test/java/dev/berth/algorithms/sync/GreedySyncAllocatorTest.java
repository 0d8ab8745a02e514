package dev.berth.algorithms.sync;

import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
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
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
            Result<SyncMapping> r = greedy.solve(p, options().withParam("sync.remove-redundant", Boolean.toString(remove)));
            assertTrue(r.status().hasSolution(), r.reason());
            assertNull(SyncValidator.firstViolation(p, SyncResults.mapping(r)), "seed " + seed);
            assertEquals(SyncValidator.used(p, SyncResults.mapping(r)), r.objective());
            boolean[] removed = remove ? RedundantPairs.find(p) : new boolean[p.size()];
            int width = SyncWidth.of(HappensBefore.withRemoved(p, removed)).width();
            assertEquals(width, r.bound());
            assertTrue(r.objective() >= width);
            assertEquals(r.objective() == width, r.status() == Status.OPTIMAL);
            assertNull(SyncValidator.certificateViolation(p, SyncResults.mapping(r), SyncResults.certificate(r)));
            SyncResults.assertValid(p, r);
            for (int k = 0; k < p.size(); k++) {
                assertEquals(removed[k], SyncResults.mapping(r)[k] == SyncProblem.REMOVED);
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"generation, 2, 6", "parity, 2, 7", "flag, 4, 8"})
    void workedExamplesMeetTheirWidths(String semantics, int used1, int used2) {
        Result<SyncMapping> one = greedy.solve(SyncExamples.example1(semantics), options());
        assertEquals(Status.OPTIMAL, one.status());
        assertEquals(used1, one.objective());
        SyncProblem p = SyncExamples.example2(semantics);
        Result<SyncMapping> two = greedy.solve(p, options());
        assertEquals(Status.OPTIMAL, two.status());
        assertEquals(used2, two.objective());
        // p11 may take p8's id only where c11's early wait cannot be fooled
        assertEquals(semantics.equals("generation"), SyncResults.mapping(two)[p.indexOf("8")] == SyncResults.mapping(two)[p.indexOf("11")]);
    }

    @Test
    void firstFitTakesTheLowestUsableIdSkippingReservedOnes() {
        SyncProblem p = SyncExamples.example2("generation").withClasses(List.of(
                new ResourceClass(ResourceClass.DEFAULT, 16, List.of(0, 2), Semantics.GENERATION)));
        Result<SyncMapping> r = greedy.solve(p, options());
        assertEquals(Status.OPTIMAL, r.status());
        int[] m = SyncResults.mapping(r);
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
        Result<SyncMapping> r = greedy.solve(p, options());
        assertTrue(r.status().hasSolution(), r.reason());
        assertNull(SyncValidator.firstViolation(p, SyncResults.mapping(r)));
        assertNotEquals(SyncResults.mapping(r)[p.indexOf("8")], SyncResults.mapping(r)[p.indexOf("11")]);
        assertEquals(SyncWidth.of(p).width(), r.bound());
    }

    @Test
    void pinnedIdsAreKeptAndOthersWorkAroundThem() {
        SyncProblem p = SyncExamples.example2With("pinned", """
                "resources": [ { "id": "12", "pinned": 0 }, { "id": "9", "pinned": 1 } ]""");
        Result<SyncMapping> r = greedy.solve(p, options());
        assertTrue(r.status().hasSolution(), r.reason());
        int[] m = SyncResults.mapping(r);
        assertNull(SyncValidator.firstViolation(p, m));
        assertEquals(0, m[p.indexOf("12")]);
        assertEquals(1, m[p.indexOf("9")]);
        // p1 may hand id 0 over to p12 (c1 precedes it), p2 may not take id 1 from the pinned p9
        assertEquals(0, m[p.indexOf("1")]);
        assertNotEquals(1, m[p.indexOf("2")]);
    }

    @Test
    void pinnedResourcesThatMayBeInFlightTogetherAreInfeasible() {
        SyncProblem p = SyncExamples.twoPairsWith("clash", """
                "resources": [ { "id": "1", "pinned": 4 }, { "id": "2", "pinned": 4 } ]""");
        Result<SyncMapping> r = greedy.solve(p, options());
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals("resources 1 and 2 are both pinned to id 4 of class default but may be in flight at once",
                r.reason());
        SyncResults.assertValid(p, r);
    }

    @Test
    void aLimitBelowTheWidthIsInfeasibleWithTheConcurrentSet() {
        SyncProblem p = SyncExamples.example2("flag").withClasses(List.of(
                new ResourceClass(ResourceClass.DEFAULT, 8, List.of(0), Semantics.FLAG)));
        Result<SyncMapping> r = greedy.solve(p, options());
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals(8, SyncResults.certificate(r).length);
        assertNull(SyncValidator.certificateViolation(p, new int[p.size()], SyncResults.certificate(r)));
        assertTrue(r.reason().endsWith("class default has 7 usable ids"), r.reason());
        SyncResults.assertValid(p, r);
    }

    @Test
    void runningOutOfIdsAboveTheWidthIsUnknown() {
        Overruns.Overrun found = Overruns.first(greedy, options(), 300, 5, 40, Semantics.FLAG, "First-Fit");
        int width = found.width();
        Result<SyncMapping> r = greedy.solve(found.limitedToTheWidth(), options());
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().startsWith("First-Fit ran out of ids of class default at resource "), r.reason());
        assertEquals(width, r.bound());
        assertEquals(width, SyncResults.certificate(r).length);
    }

    @Test
    void aLimitThatOnlyDroppingImpliedPairsMeetsIsUnknownUntilTheyMayBeDropped() {
        SyncProblem p = SyncExamples.impliedPairUnder(2);
        assertEquals(3, SyncWidth.of(p).width());
        Result<SyncMapping> kept = greedy.solve(p, options());
        assertEquals(Status.UNKNOWN, kept.status());
        assertTrue(kept.reason().endsWith("(-P sync.remove-redundant=true drops them)"), kept.reason());
        assertEquals(2, kept.bound());
        SyncResults.assertValid(p, kept);
        Result<SyncMapping> dropped = greedy.solve(p, options().withParam("sync.remove-redundant", "true"));
        assertEquals(Status.OPTIMAL, dropped.status(), dropped.reason());
        assertEquals(SyncProblem.REMOVED, SyncResults.mapping(dropped)[p.indexOf("1")]);
        assertEquals(2, dropped.objective());
        SyncResults.assertValid(p, dropped);
    }

    @Test
    void anInfeasibilityCertificateLeavesOutPairsASolutionMayDrop() {
        SyncProblem p = SyncExamples.impliedPairUnder(1);
        for (String remove : new String[] {"false", "true"}) {
            Result<SyncMapping> r = greedy.solve(p, options().withParam("sync.remove-redundant", remove));
            assertEquals(Status.INFEASIBLE, r.status(), r.reason());
            int[] cert = SyncResults.certificate(r);
            assertEquals(2, cert.length);
            assertTrue(java.util.Arrays.stream(cert).noneMatch(x -> x == p.indexOf("1")));
            SyncResults.assertValid(p, r);
        }
    }
}
