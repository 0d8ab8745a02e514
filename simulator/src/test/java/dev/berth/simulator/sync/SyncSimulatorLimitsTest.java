package dev.berth.simulator.sync;

import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.testing.Budgets;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The warp machine on a mapping that leaves a resource out, and under a budget that has run out. */
class SyncSimulatorLimitsTest {
    private static final SyncProblem P = SyncExamples.example1("generation");

    /** The chains of a minimum chain cover on ids 1, 2, ... (id 0 is reserved in example 1). */
    private static int[] chains(SyncProblem p) {
        int[] ids = new int[p.size()];
        SyncWidth w = SyncWidth.of(p);
        for (int c = 0; c < w.chains().size(); c++) {
            for (int r : w.chains().get(c)) {
                ids[r] = c + 1;
            }
        }
        return ids;
    }

    @Test
    void aResourceWithoutAnIdIsReportedByNameBeforeAnythingRuns() {
        int[] ids = chains(P);
        ids[P.indexOf("5")] = SyncMapping.UNASSIGNED;
        SyncSimulationReport r = SyncSimulator.run(P, ids, SimulationSettings.defaults());
        assertFalse(r.ok());
        assertEquals(SyncViolation.Kind.NO_ID, r.violation().kind());
        assertEquals("5", r.violation().resource());
        assertEquals(0, r.steps());
    }

    @Test
    void schedulesAndTheExplorationStopAtAnExpiredOrCancelledBudget() {
        int[] ids = chains(P);
        assertTrue(SyncSimulator.run(P, ids, SimulationSettings.defaults()).ok());
        OutOfTime e = assertThrows(OutOfTime.class, () -> CurrentBudget.during(Budgets.expired(),
                () -> SyncSimulator.run(P, ids, SimulationSettings.randomized(10, 1, 0.5))));
        assertTrue(e.getMessage().contains("running schedule 1 of 10"), e.getMessage());
        OutOfTime x = assertThrows(OutOfTime.class, () -> CurrentBudget.during(Budgets.cancelled(),
                () -> SyncSimulator.run(P, ids, SimulationSettings.exhaustive(1000))));
        assertTrue(x.getMessage().contains("exploring"), x.getMessage());
    }
}
