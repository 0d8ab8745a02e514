package dev.berth.solvers.sync.choco;

import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
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
    private final ChocoSyncAllocator choco = new ChocoSyncAllocator();

    static SolveOptions options(long seed, long nodes) {
        return new SolveOptions(Objective.PEAK, null, seed, nodes, 1, Map.of());
    }

    static void assertValid(SyncProblem p, SyncResult r) {
        if (r.status().hasSolution()) {
            assertNull(SyncValidator.firstViolation(p, r.mapping()), () -> p.name() + ": " + r);
            assertEquals(SyncValidator.used(p, r.mapping()), r.used());
            assertTrue(r.bound() <= r.used(), "bound above used");
            assertTrue(r.bound() >= SyncWidth.of(p).width() || r.removedCount() > 0, "bound below the width");
        }
        if (r.status() == Status.OPTIMAL) {
            assertEquals(r.bound(), r.used());
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
            SyncResult r = choco.allocate(p, options(1, 100_000));
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status(), r::reason);
            assertEquals(plain.name().equals("example1") ? width1 : width2, r.used());
            assertTrue(Arrays.stream(r.mapping()).noneMatch(id -> id == 0));
        }
    }

    /** Without side constraints the optimum is the width; the CP model alone (no starting mapping) finds it. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
    void equalsTheWidthOnUnconstrainedPrograms(int seed) {
        for (String s : ConstrainedSyncPrograms.semantics()) {
            SyncProblem p = SyncExamples.random(seed, 2 + seed % 4, 10 + seed % 7, s);
            int width = SyncWidth.of(p).width();
            SyncResult r = choco.allocate(p, options(seed, 200_000));
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status(), r::reason);
            assertEquals(width, r.used());
            SyncResult scratch = choco.allocate(p, options(seed, 200_000).withParam("hint", "false"));
            assertValid(p, scratch);
            assertEquals(Status.OPTIMAL, scratch.status(), () -> s + " " + scratch.reason() + " " + scratch.stats());
            assertEquals(width, scratch.used());
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
                    SyncResult r = choco.allocate(p, options(seed, 500_000).withParam("hint", hint)
                            .withParam("strong-nvalues", String.valueOf(seed % 2 == 1)));
                    assertValid(p, r);
                    String what = p.name() + " " + s + " hint=" + hint + ": " + r.reason();
                    if (best.isEmpty()) {
                        assertEquals(Status.INFEASIBLE, r.status(), what);
                        assertNotNull(r.reason());
                    } else {
                        assertEquals(Status.OPTIMAL, r.status(), what);
                        assertEquals(best.getAsInt(), r.used(), what);
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
        for (String s : ConstrainedSyncPrograms.semantics()) {
            SyncProblem p = ConstrainedSyncPrograms.random(seed, 3 + seed % 5, 20 + 3 * seed, s, seed % 2 == 0);
            for (String remove : new String[] {"false", "true"}) {
                SyncResult r = choco.allocate(p, options(seed, 2_000).withParam("remove-redundant", remove));
                assertValid(p, r);
                if (remove.equals("false")) {
                    assertEquals(0, r.removedCount());
                }
                assertTrue(r.status() != Status.UNKNOWN || ((Number) r.stats().get("nodes")).longValue() >= 2_000,
                        () -> p.name() + ": " + r.reason());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"generation", "parity", "flag"})
    void aLimitBelowTheWidthIsInfeasibleWithTheConcurrentSet(String semantics) {
        for (int seed = 0; seed < 6; seed++) {
            SyncProblem plain = SyncExamples.random(seed, 4, 24, semantics);
            int width = SyncWidth.of(plain).width();
            SyncProblem p = withPhysical(plain, "{\"limit\":" + width + ",\"reserved\":[0],\"semantics\":\""
                    + semantics + "\"}");
            SyncResult r = choco.allocate(p, options(seed, 10_000));
            assertEquals(Status.INFEASIBLE, r.status());
            assertTrue(r.certificate().length > p.classes().get(0).capacity());
            assertNull(SyncValidator.certificateViolation(p, null, r.certificate()));
            assertTrue(r.reason().contains("usable id"), r.reason());
        }
    }

    @Test
    void twoConcurrentResourcesPinnedToOneIdAreInfeasible() {
        // p1 and p2 are both signalled before either is waited for
        SyncProblem p = SyncExamples.parse("pinned", """
                { "family": "sync", "physical": { "limit": 4 },
                  "resources": [ { "id": "1", "pinned": 2 }, { "id": "2", "pinned": 2 } ],
                  "warps": [ { "id": "a", "ops": ["p1", "p2"] }, { "id": "b", "ops": ["c1", "c2"] } ] }
                """);
        SyncResult r = choco.allocate(p, options(1, 1_000));
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals(2, r.certificate().length);
        assertNull(SyncValidator.certificateViolation(p, null, r.certificate()));
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
        SyncResult r = choco.allocate(p, options(1, 1_000));
        assertEquals(Status.INFEASIBLE, r.status(), r::reason);
        assertTrue(r.reason().startsWith("complete search"), r.reason());
    }

    @Test
    void theNodeLimitBoundsTheSearchAndWhatItReturnsIsValid() {
        SyncProblem p = SyncExamples.random(4, 6, 60, "parity");
        for (long limit : new long[] {1, 5, 50}) {
            SyncResult r = choco.allocate(p, options(1, limit).withParam("hint", "false"));
            assertValid(p, r);
            assertTrue(((Number) r.stats().get("nodes")).longValue() <= limit, r.stats()::toString);
            assertTrue(r.status() != Status.INFEASIBLE);
        }
    }

    @Test
    void aCancelledBudgetAnswersUnknownWithoutSearching() {
        SyncProblem p = SyncExamples.random(2, 4, 30, "flag");
        dev.berth.model.Budget budget = dev.berth.model.Budget.unlimited();
        budget.cancel();
        SyncResult r = choco.allocate(p, options(1, 0), budget);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains("time limit"), r.reason());
    }

    private static SyncProblem withPhysical(SyncProblem p, String physical) {
        com.fasterxml.jackson.databind.node.ObjectNode o = dev.berth.model.sync.io.SyncJson.toJson(p);
        o.set("physical", dev.berth.model.io.Json.parse("physical", physical));
        return SyncExamples.parse(p.name(), o.toString());
    }
}
