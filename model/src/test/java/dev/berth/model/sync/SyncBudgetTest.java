package dev.berth.model.sync;

import dev.berth.model.families.SyncFamily;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.io.Json;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.io.SyncJson;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.testing.Budgets;
import org.junit.jupiter.api.Test;

import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sync family's expensive steps stop when the thread's budget has run out or was cancelled. */
class SyncBudgetTest {
    private static final SyncProblem P = SyncExamples.random(5, 8, 300, "parity");

    private static void stops(Budget budget, String doing, Supplier<?> work) {
        OutOfTime e = assertThrows(OutOfTime.class, () -> CurrentBudget.during(budget, work));
        assertEquals(budget.cancelled(), e.cancelled());
        assertTrue(e.getMessage().contains(doing), e.getMessage());
    }

    @Test
    void theAnalysesStopAtAnExpiredOrCancelledBudget() {
        HappensBefore hb = HappensBefore.of(P);
        for (Budget b : new Budget[] {Budgets.expired(), Budgets.cancelled()}) {
            stops(b, "happens-before", () -> HappensBefore.of(P));
            stops(b, "the width", () -> SyncWidth.of(hb));
        }
    }

    @Test
    void readingStopsAtAnExpiredBudget() {
        String json = SyncJson.toJson(P).toString();
        stops(Budgets.expired(), "reading the warps", () -> SyncJson.parse("p.json", Json.parse("p.json", json)));
    }

    @Test
    void theCheckerStopsAtAnExpiredBudget() {
        SyncWidth w = SyncWidth.of(P);
        int[] ids = new int[P.size()];
        for (int c = 0; c < w.chains().size(); c++) {
            for (int r : w.chains().get(c)) {
                ids[r] = c;
            }
        }
        SyncMapping m = new SyncMapping(ids);
        assertNull(SyncFamily.INSTANCE.checker().violation(P, m), "a valid mapping, so only the budget can stop the check");
        stops(Budgets.expired(), "sync events", () -> SyncFamily.INSTANCE.checker().violation(P, m));
        stops(Budgets.cancelled(), "sync events",
                () -> SyncFamily.INSTANCE.checker().boundViolation(P, m, new Antichain(w.certificate()), w.width()));
    }
}
