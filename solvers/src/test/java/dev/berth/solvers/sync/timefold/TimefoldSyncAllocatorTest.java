package dev.berth.solvers.sync.timefold;

import dev.berth.model.InputException;
import dev.berth.model.Objective;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.sync.testing.SyncResults;
import dev.berth.solvers.Gate;
import dev.berth.solvers.sync.choco.ConstrainedSyncPrograms;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimefoldSyncAllocatorTest {
    private static final String[] START = {"chains", "greedy", "separate"};
    /** Behind the gate, as users get it: every status, bound and certificate is checked. */
    private final Strategy<SyncProblem, SyncMapping> timefold = Gate.of(SyncFamily.INSTANCE, new TimefoldSyncAllocator());

    private static SolveOptions options(long seed, long moves) {
        return new SolveOptions(Objective.PEAK, null, seed, moves, 1, Map.of());
    }

    private static void assertValid(SyncProblem p, Result<SyncMapping> r) {
        SyncResults.assertValid(p, r);
        assertEquals(TimefoldSyncAllocator.NAME, r.solver());
        assertTrue(r.stats().get("rejected") == null, r::reason);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
    void validOnConstrainedProgramsAndNeverBelowTheWidth(int seed) {
        for (SyncProblem p : ConstrainedSyncPrograms.sweep(seed)) {
            for (String remove : new String[] {"false", "true"}) {
                Result<SyncMapping> r = timefold.solve(p, options(seed, 5_000).withParam("sync.remove-redundant", remove)
                        .withParam("timefold.start", START[seed % 3]));
                assertValid(p, r);
                if (r.status().hasSolution()) {
                    int width = SyncWidth.of(p).width();
                    assertTrue(r.objective() >= (remove.equals("true") ? 0 : width));
                }
                if (r.status() == Status.UNKNOWN) {
                    assertTrue(r.reason() != null && !r.reason().startsWith("internal"), r.reason());
                }
            }
        }
    }

    /** From an id per resource the search itself has to find the width. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
    void reachesTheWidthOnSmallProgramsWithEnoughMoves(int seed) {
        for (String s : ConstrainedSyncPrograms.semantics()) {
            SyncProblem p = seed % 2 == 0 ? ConstrainedSyncPrograms.handOffs(seed, 2 + seed % 3, 16 + seed % 5, s)
                    : SyncExamples.random(seed, 2 + seed % 3, 12 + seed % 5, s);
            Result<SyncMapping> r = timefold.solve(p, options(seed, 200_000).withParam("timefold.start", "separate"));
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status(), () -> p.name() + " " + s + " " + r.stats());
            assertEquals(SyncWidth.of(p).width(), r.objective());
            assertTrue((long) r.stats().get("moves") > 0);
        }
    }

    @Test
    void sameSeedAndMoveLimitGiveTheSameMapping() {
        SyncProblem p = ConstrainedSyncPrograms.random(3, 4, 40, "parity", false);
        SolveOptions o = options(7, 3_000).withParam("timefold.start", "separate");
        Result<SyncMapping> a = timefold.solve(p, o);
        Result<SyncMapping> b = timefold.solve(p, o);
        assertEquals(a.status(), b.status());
        assertArrayEquals(SyncResults.mapping(a), SyncResults.mapping(b));
        assertEquals(a.stats().get("moves"), b.stats().get("moves"));
    }

    @Test
    void scoreStaysUncorruptedUnderFullAssert() {
        SyncProblem p = ConstrainedSyncPrograms.random(5, 3, 25, "flag", false);
        Result<SyncMapping> r = timefold.solve(p, options(1, 2_000).withParam("timefold.start", "separate")
                .withParam("timefold.assert", "true"));
        assertValid(p, r);
    }

    @Test
    void aCancelledBudgetAnswersUnknownWithoutSearching() {
        SyncResults.underACancelledBudget(timefold, options(1, 0));
    }

    @Test
    void aLimitBelowTheWidthAndConflictingPinsAreInfeasible() {
        SyncProblem tight = SyncExamples.twoPairsWith("tight", """
                "physical": { "limit": 2, "reserved": [0] }""");
        Result<SyncMapping> r = timefold.solve(tight, options(1, 1_000));
        assertEquals(Status.INFEASIBLE, r.status());
        assertTrue(SyncResults.certificate(r).length > 1);
        SyncProblem pinned = SyncExamples.twoPairsWith("pinned", """
                "resources": [ { "id": "1", "pinned": 3 }, { "id": "2", "pinned": 3 } ]""");
        assertEquals(Status.INFEASIBLE, timefold.solve(pinned, options(1, 1_000)).status());
    }

    @Test
    void badParameterValuesAreInputErrorsNamingTheKey() {
        SyncProblem p = SyncExamples.example1("parity");
        InputException bad = assertThrows(InputException.class,
                () -> timefold.solve(p, options(1, 100).withParam("timefold.moves", "relocate,teleport")));
        assertTrue(bad.getMessage().contains("timefold.moves"), bad.getMessage());
        assertThrows(InputException.class, () -> timefold.solve(p, options(1, 100).withParam("timefold.start", "chain")));
        assertThrows(InputException.class,
                () -> timefold.solve(p, options(1, 100).withParam("timefold.late-acceptance-size", "0")));
        Result<SyncMapping> r = timefold.solve(p, options(1, 100).withParam("timefold.moves", "swap, relocate"));
        assertValid(p, r);
    }
}
