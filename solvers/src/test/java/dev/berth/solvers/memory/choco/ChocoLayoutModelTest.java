package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.testing.Budgets;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChocoLayoutModelTest {

    private static ChocoLayoutModel build(MemoryProblem p, Budget budget) {
        return ChocoLayoutModel.build(p, (int) p.horizon(), 0, false, true, false, false, budget);
    }

    @Test
    void anExhaustedBudgetStopsTheBuildBeforeTheFirstBuffer() {
        MemoryProblem p = ExactAllocatorContract.traceLike(5, 3000);
        Budget budget = Budgets.cancelled();
        ModelNotBuilt stopped = assertThrows(ModelNotBuilt.class, () -> build(p, budget));
        assertEquals("time limit reached while building the model (0 of 3000 buffers)", stopped.getMessage());
    }

    @Test
    void largeModelsUsePairwiseNotDiffN() {
        MemoryProblem p = ExactAllocatorContract.traceLike(6, ChocoLayoutModel.DIFFN_MAX_SEGMENTS + 1);
        assertEquals(ChocoLayoutModel.PAIRWISE, build(p, Budget.unlimited()).nonOverlap);
    }

    /** All live at once: n(n-1)/2 pairs just above the cap are counted, never stored, and refused. */
    @Test
    void tooManyOverlappingPairsAreRefusedWithAReason() {
        int n = 2;
        while ((long) n * (n - 1) / 2 <= ChocoLayoutModel.MAX_PAIRS) {
            n++;
        }
        List<Buffer> buffers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            buffers.add(Buffer.of("b" + i, 0, 1, 1));
        }
        MemoryProblem p = new MemoryProblem("dense", buffers, MemoryProblem.UNBOUNDED);
        Result<MemoryLayout> r = new ChocoMemoryAllocator().solve(p,
                new SolveOptions(Objective.PEAK, null, 1, 0, 1, Map.of()), Budget.unlimited());
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().startsWith("model too large: " + (long) n * (n - 1) / 2 + " pairs"), r.reason());
    }
}
