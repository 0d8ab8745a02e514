package dev.berth.solvers.memory.cpsat;

import dev.berth.model.Budget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Segment;
import dev.berth.solvers.memory.choco.LiveCliques;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.solvers.memory.choco.ExactAllocatorContract;
import dev.berth.solvers.memory.choco.ModelNotBuilt;
import dev.berth.model.testing.Budgets;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CpSatLayoutModelTest {

    @Test
    void anExhaustedBudgetStopsTheBuildBeforeTheFirstBuffer() {
        assertNull(OrToolsNatives.loadFailure());
        MemoryProblem p = ExactAllocatorContract.traceLike(5, 3000);
        Budget budget = Budgets.cancelled();
        ModelNotBuilt stopped = assertThrows(ModelNotBuilt.class,
                () -> CpSatLayoutModel.build(p, p.horizon(), 0, true, budget));
        assertEquals("time limit reached while building the model (0 of 3000 buffers)", stopped.getMessage());
    }

    /** {@code n} buffers live for {@code span} steps each, started one per step: (n - span + 1) x span live-set entries. */
    private static MemoryProblem staggered(int n, int span) {
        List<Buffer> buffers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            buffers.add(Buffer.of("s" + i, i, i + span, 1 + i % 7));
        }
        return new MemoryProblem("staggered", buffers, MemoryProblem.UNBOUNDED);
    }

    @Test
    void liveSetsAboveTheCapAreRefusedWithAReason() {
        MemoryProblem p = staggered(8000, 4000);
        ModelNotBuilt refused = assertThrows(ModelNotBuilt.class,
                () -> CpSatLayoutModel.build(p, p.horizon(), 0, false, Budget.unlimited()));
        assertTrue(refused.getMessage().startsWith("model too large: CP-SAT's presolve"), refused.getMessage());
    }

    /** A presolve pass over these live sets takes longer than a second by the cautious rate; the budget is one. */
    @Test
    void aPresolvePassLongerThanTheTimeLeftIsRefused() {
        MemoryProblem p = staggered(4000, 2000);
        List<Segment> segments = p.buffers().stream().flatMap(b -> b.segments().stream()).toList();
        assertTrue(CpSatLayoutModel.presolvePassMillis(LiveCliques.memberCount(segments)) > 1000);
        ModelNotBuilt refused = assertThrows(ModelNotBuilt.class,
                () -> CpSatLayoutModel.build(p, p.horizon(), 0, false, Budget.of(Duration.ofSeconds(1))));
        // on a machine too busy to collect 4,000 buffers' segments in a second, the budget ends first
        assertTrue(refused.getMessage().contains("takes longer than the")
                || refused.getMessage().startsWith("time limit reached"), refused.getMessage());
    }
}
