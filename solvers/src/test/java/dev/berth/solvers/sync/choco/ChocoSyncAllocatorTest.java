package dev.berth.solvers.sync.choco;

import dev.berth.model.Objective;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.sync.testing.SyncResults;
import dev.berth.solvers.Gate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChocoSyncAllocatorTest {
    /** Behind the gate, as users get it: every status, bound and certificate is checked. */
    private final Strategy<SyncProblem, SyncMapping> choco = Gate.of(SyncFamily.INSTANCE, new ChocoSyncAllocator());

    static SolveOptions options(long seed, long nodes) {
        return new SolveOptions(Objective.PEAK, null, seed, nodes, 1, Map.of());
    }

    static void assertValid(SyncProblem p, Result<SyncMapping> r) {
        SyncResults.assertValid(p, r);
        assertEquals(ChocoSyncAllocator.NAME, r.solver());
        if (r.hasSolution()) {
            assertTrue(r.bound() >= SyncWidth.of(p).width() || SyncResults.removedCount(r) > 0, "bound below the width");
        }
    }

    @ParameterizedTest
    @CsvSource({"generation, 2, 6", "parity, 2, 7", "flag, 4, 8"})
    void workedExamplesUnderSixteenNamedBarriersAvoidIdZero(String semantics, int width1, int width2) {
        for (SyncProblem plain : new SyncProblem[] {SyncExamples.example1(semantics), SyncExamples.example2(semantics)}) {
            String json = dev.berth.model.sync.io.SyncJson.toJson(plain).put("physical", (String) null).toString()
                    .replace("\"physical\":null", "\"physical\":{\"limit\":16,\"reserved\":[0],\"semantics\":\""
                            + semantics + "\"}");
            SyncProblem p = SyncExamples.parse(plain.name(), json);
            Result<SyncMapping> r = choco.solve(p, options(1, 100_000));
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status(), r::reason);
            assertEquals(plain.name().equals("example1") ? width1 : width2, r.objective());
            assertTrue(Arrays.stream(SyncResults.mapping(r)).noneMatch(id -> id == 0));
        }
    }

    /** Without side constraints the optimum is the width; the CP model alone (no starting mapping) finds it. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
    void equalsTheWidthOnUnconstrainedPrograms(int seed) {
        for (String s : ConstrainedSyncPrograms.semantics()) {
            SyncProblem p = SyncExamples.random(seed, 2 + seed % 4, 10 + seed % 7, s);
            int width = SyncWidth.of(p).width();
            Result<SyncMapping> r = choco.solve(p, options(seed, 200_000));
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status(), r::reason);
            assertEquals(width, r.objective());
            Result<SyncMapping> scratch = choco.solve(p, options(seed, 200_000).withParam("choco.hint", "false"));
            assertValid(p, scratch);
            assertEquals(Status.OPTIMAL, scratch.status(), () -> s + " " + scratch.reason() + " " + scratch.stats());
            assertEquals(width, scratch.objective());
        }
    }

    /** With {@code hint=false} every class goes through the CP search, which must find the optimum alone. */
    @ParameterizedTest
    @MethodSource("seeds30")
    void matchesBruteForceOnTinyConstrainedPrograms(int seed) {
        for (String s : ConstrainedSyncPrograms.semantics()) {
            for (boolean chainPins : new boolean[] {true, false}) {
                SyncProblem p = ConstrainedSyncPrograms.random(seed, 2 + seed % 2, 5 + seed % 4, s, chainPins);
                OptionalInt best = SyncBruteForce.optimum(p);
                for (String hint : new String[] {"true", "false"}) {
                    Result<SyncMapping> r = choco.solve(p, options(seed, 500_000).withParam("choco.hint", hint)
                            .withParam("choco.strong-nvalues", String.valueOf(seed % 2 == 1)));
                    assertValid(p, r);
                    String what = p.name() + " " + s + " hint=" + hint + ": " + r.reason();
                    if (best.isEmpty() && r.status() == Status.UNKNOWN) {
                        // no mapping keeps every pair, but a solution may drop the implied ones
                        assertTrue(r.reason().contains("sync.remove-redundant=true"), what);
                        assertTrue(anyImplied(p), what);
                    } else if (best.isEmpty()) {
                        assertEquals(Status.INFEASIBLE, r.status(), what);
                        assertNotNull(r.reason());
                    } else {
                        assertEquals(Status.OPTIMAL, r.status(), what);
                        assertEquals(best.getAsInt(), r.objective(), what);
                    }
                }
            }
        }
    }

    static IntStream seeds30() {
        return IntStream.range(0, 30);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
    void validOnConstrainedProgramsWithRemovalAndNodeLimits(int seed) {
        for (SyncProblem p : ConstrainedSyncPrograms.sweep(seed)) {
            for (String remove : new String[] {"false", "true"}) {
                Result<SyncMapping> r = choco.solve(p, options(seed, 2_000).withParam("sync.remove-redundant", remove));
                assertValid(p, r);
                if (remove.equals("false")) {
                    assertEquals(0, SyncResults.removedCount(r));
                }
                assertTrue(r.status() != Status.UNKNOWN || ((Number) r.stats().get("nodes")).longValue() >= 2_000
                                || r.reason().contains("sync.remove-redundant=true") && anyImplied(p),
                        () -> p.name() + ": " + r.reason());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"generation", "parity", "flag"})
    void aLimitBelowTheWidthIsInfeasibleWithTheConcurrentSet(String semantics) {
        int onlyWithoutImplied = 0;
        for (int seed = 0; seed < 6; seed++) {
            SyncProblem plain = SyncExamples.random(seed, 4, 24, semantics);
            int width = SyncWidth.of(plain).width();
            // a solution may drop the implied pairs: below the width of what is left, no mapping exists
            int least = SyncWidth.of(HappensBefore.withRemoved(plain, RedundantPairs.find(plain))).width();
            SyncProblem p = withPhysical(plain, "{\"limit\":" + least + ",\"reserved\":[0],\"semantics\":\""
                    + semantics + "\"}");
            for (String remove : new String[] {"false", "true"}) {
                Result<SyncMapping> r = choco.solve(p, options(seed, 10_000).withParam("sync.remove-redundant", remove));
                assertValid(p, r);
                assertEquals(Status.INFEASIBLE, r.status(), r::reason);
                assertTrue(SyncResults.certificate(r).length > p.classes().get(0).capacity());
                assertNull(SyncValidator.certificateViolation(p, null, SyncResults.certificate(r)));
                assertTrue(r.reason().contains("usable id"), r.reason());
            }
            if (least < width) {
                // below the width but not below what is left: only dropping implied pairs makes room
                onlyWithoutImplied++;
                SyncProblem q = withPhysical(plain, "{\"limit\":" + width + ",\"reserved\":[0],\"semantics\":\""
                        + semantics + "\"}");
                Result<SyncMapping> kept = choco.solve(q, options(seed, 10_000));
                assertValid(q, kept);
                assertEquals(Status.UNKNOWN, kept.status(), kept::reason);
                assertTrue(kept.reason().contains("sync.remove-redundant=true"), kept.reason());
                Result<SyncMapping> dropped = choco.solve(q, options(seed, 10_000)
                        .withParam("sync.remove-redundant", "true"));
                assertValid(q, dropped);
                assertEquals(Status.OPTIMAL, dropped.status(), dropped::reason);
                assertTrue(SyncResults.removedCount(dropped) > 0);
            }
        }
        assertTrue(onlyWithoutImplied > 0, "no program had implied pairs that matter");
    }

    private static boolean anyImplied(SyncProblem p) {
        for (boolean b : RedundantPairs.find(p)) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    @Test
    void twoConcurrentResourcesPinnedToOneIdAreInfeasible() {
        // p1 and p2 are both signalled before either is waited for
        SyncProblem p = SyncExamples.twoPairsWith("pinned", """
                "physical": { "limit": 4 }, "resources": [ { "id": "1", "pinned": 2 }, { "id": "2", "pinned": 2 } ]""");
        Result<SyncMapping> r = choco.solve(p, options(1, 1_000));
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals(2, SyncResults.certificate(r).length);
        assertNull(SyncValidator.certificateViolation(p, null, SyncResults.certificate(r)));
    }

    /** 1 and 3 may share, but pins keep them on 0 and 1, and 2 overlaps both: only the search sees it. */
    @Test
    void pinsThatLeaveNoRoomAreProvenInfeasibleBySearch() {
        SyncProblem p = SyncExamples.parse("squeezed", """
                { "family": "sync", "physical": { "limit": 2 },
                  "resources": [ { "id": "1", "pinned": 0 }, { "id": "3", "pinned": 1 } ],
                  "warps": [ { "id": "a", "ops": ["p1", "p2", "c3"] }, { "id": "b", "ops": ["c1", "p3", "c2"] } ] }
                """);
        assertTrue(SyncWidth.of(p).width() <= 2);
        assertTrue(SyncBruteForce.optimum(p).isEmpty());
        Result<SyncMapping> r = choco.solve(p, options(1, 1_000));
        assertEquals(Status.INFEASIBLE, r.status(), r::reason);
        assertTrue(r.reason().startsWith("complete search"), r.reason());
        assertEquals(dev.berth.model.Proof.Kind.SEARCH, r.proof().kind());
    }

    @Test
    void theNodeLimitBoundsTheSearchAndWhatItReturnsIsValid() {
        SyncProblem p = SyncExamples.random(4, 6, 60, "parity");
        for (long limit : new long[] {1, 5, 50}) {
            Result<SyncMapping> r = choco.solve(p, options(1, limit).withParam("choco.hint", "false"));
            assertValid(p, r);
            assertTrue(((Number) r.stats().get("nodes")).longValue() <= limit, r.stats()::toString);
            assertTrue(r.status() != Status.INFEASIBLE);
        }
    }

    @Test
    void aCancelledBudgetAnswersUnknownWithoutSearching() {
        Result<SyncMapping> r = SyncResults.underACancelledBudget(choco, options(1, 0));
        // the analyses before the model stop at the cancel too (the gate's budget is the thread's)
        assertTrue(r.reason().contains("time limit") || r.reason().startsWith("cancelled while"), r.reason());
    }

    private static SyncProblem withPhysical(SyncProblem p, String physical) {
        com.fasterxml.jackson.databind.node.ObjectNode o = dev.berth.model.sync.io.SyncJson.toJson(p);
        o.set("physical", dev.berth.model.io.Json.parse("physical", physical));
        return SyncExamples.parse(p.name(), o.toString());
    }
}
