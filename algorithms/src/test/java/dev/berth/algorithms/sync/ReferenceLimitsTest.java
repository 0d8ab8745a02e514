package dev.berth.algorithms.sync;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.TooLarge;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.sync.testing.SyncResults;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reference procedure keeps to the programs its quadratic graphs can hold, and to its budget. */
class ReferenceLimitsTest {

    /** {@code pairs} pairs from warp a to warp b: one vertex for a's producers, one per consumer. */
    private static SyncProblem pairs(int pairs) {
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < pairs; i++) {
            a.append(i == 0 ? "" : ",").append("\"p").append(i).append('"');
            b.append(i == 0 ? "" : ",").append("\"c").append(i).append('"');
        }
        return SyncExamples.parse("pairs", "{\"warps\":[{\"id\":\"a\",\"ops\":[" + a + "]},{\"id\":\"b\",\"ops\":[" + b + "]}]}");
    }

    @Test
    void countsTheVerticesStepsOneAndTwoMake() {
        assertEquals(4, ReferenceProcedure.vertexCount(pairs(3)));
        assertEquals(ReferenceSyncAllocator.trace(SyncExamples.example2("generation")).vertices().size(),
                ReferenceProcedure.vertexCount(SyncExamples.example2("generation")));
    }

    @Test
    void aProgramOfMoreVerticesThanTheLimitIsDeclinedAndItsTraceRefused() {
        SyncProblem p = pairs(ReferenceProcedure.MAX_VERTICES);
        Result<SyncMapping> r = new ReferenceSyncAllocator().solve(p, SolveOptions.defaults());
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().startsWith("the reference procedure takes at most 10000 vertices"), r.reason());
        assertEquals(ReferenceProcedure.MAX_VERTICES, r.bound(), "the width (every pair in flight at once) is still reported");
        TooLarge e = assertThrows(TooLarge.class, () -> ReferenceSyncAllocator.trace(p));
        assertEquals("sync.reference", e.limit());
    }

    @Test
    void aCancelledBudgetAnswersUnknown() {
        Result<SyncMapping> r = SyncResults.underACancelledBudget(new ReferenceSyncAllocator(), SolveOptions.defaults());
        assertTrue(r.reason().contains("time limit") || r.reason().startsWith("cancelled"), r.reason());
    }
}
