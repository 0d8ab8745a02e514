package dev.berth.model.memory.analysis;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.Result;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A layout found before a cancel is the answer the cancel asks for: turning it into a result is not stopped. */
class MemoryLayoutsWrapUpTest {
    /** A new instance each time: the family keeps the bound of the last instance it computed one for. */
    private static MemoryProblem problem() {
        return new MemoryProblem("p", List.of(Buffer.of("a", 0, 2, 40), Buffer.of("b", 1, 3, 50), Buffer.of("c", 2, 4, 30)), 100);
    }

    @Test
    void aCancelledBudgetStillGetsTheFoundLayoutsAnswer() {
        MemoryProblem p = problem();
        Budget cancelled = Budget.of(Duration.ofMinutes(5));
        cancelled.cancel();
        assertThrows(OutOfTime.class, () -> CurrentBudget.during(cancelled, () -> MemoryLowerBound.compute(p)),
                "the analysis itself stops at a cancel");
        Result<MemoryLayout> r = CurrentBudget.during(cancelled, () -> MemoryLayouts.answer(p, new long[] {0, 40, 0}));
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(90, r.objective());
    }

    @Test
    void aDeadlineLongPastStillStopsTheWrapUp() {
        MemoryProblem p = problem();
        Budget longAgo = Budget.of(Duration.ZERO).deadlineOnly(Duration.ofSeconds(-5));
        assertThrows(OutOfTime.class, () -> CurrentBudget.during(longAgo, () -> MemoryLayouts.answer(p, new long[] {0, 40, 0})));
    }
}
