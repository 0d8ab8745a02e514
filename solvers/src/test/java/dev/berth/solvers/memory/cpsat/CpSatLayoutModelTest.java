package dev.berth.solvers.memory.cpsat;

import dev.berth.model.Budget;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.solvers.memory.choco.ExactAllocatorContract;
import dev.berth.solvers.memory.choco.ModelNotBuilt;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CpSatLayoutModelTest {

    @Test
    void anExhaustedBudgetStopsTheBuildBeforeTheFirstBuffer() {
        assertNull(OrToolsNatives.loadFailure());
        MemoryProblem p = ExactAllocatorContract.traceLike(5, 3000);
        Budget budget = Budget.unlimited();
        budget.cancel();
        ModelNotBuilt stopped = assertThrows(ModelNotBuilt.class,
                () -> CpSatLayoutModel.build(p, p.horizon(), 0, true, budget));
        assertEquals("time limit reached while building the model (0 of 3000 buffers)", stopped.getMessage());
    }
}
