package dev.berth.simulator.memory;

import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.testing.Budgets;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The memory machine on a layout that leaves a buffer out, and under a budget that has run out. */
class MemorySimulatorLimitsTest {
    private static final MemoryProblem P = TinyMemoryInstances.miniMallocExample();

    @Test
    void aBufferWithoutAnOffsetIsReportedByNameAndNothingIsReplayed() {
        MemorySimulationReport r = MemorySimulator.replay(P, new long[] {8, 8, MemoryLayout.NO_OFFSET, 4, 0});
        assertFalse(r.ok());
        assertEquals(SimulatedViolation.Kind.OFFSET_COUNT, r.firstViolation().kind());
        assertEquals("b3", r.firstViolation().buffer());
        assertEquals("buffer b3 has no offset; nothing replayed", r.firstViolationMessage());
        assertEquals(0, r.events());
    }

    @Test
    void theReplayStopsAtAnExpiredOrCancelledBudget() {
        long[] valid = {8, 8, 4, 4, 0};
        assertTrue(MemorySimulator.replay(P, valid).ok());
        OutOfTime e = assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(Budgets.expired(), () -> MemorySimulator.replay(P, valid)));
        assertTrue(e.getMessage().contains("replaying the layout"), e.getMessage());
        assertThrows(OutOfTime.class, () -> CurrentBudget.during(Budgets.cancelled(), () -> MemorySimulator.replay(P, valid)));
    }
}
