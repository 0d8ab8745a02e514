package dev.berth.model.memory;

import dev.berth.model.families.MemoryFamily;

import dev.berth.model.Bound;
import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.io.Json;
import dev.berth.model.memory.analysis.ColocationReduction;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.testing.Budgets;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every expensive step of the memory family stops when the thread's budget has run out or was cancelled:
 * reading, the lower bound, the quick infeasibility proofs, the co-location merge, the checker.
 */
class MemoryBudgetTest {

    /** Pinned buffers all live at once, two co-location groups, gaps and alignments: every loop has work. */
    private static MemoryProblem busy() {
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            bs.add(Buffer.of("p" + i, 0, 10, 8).withFixedOffset(8L * i));
        }
        bs.add(Buffer.of("a", 2, 6, 16).withColocate("g"));
        bs.add(Buffer.of("b", 4, 9, 24).withColocate("g"));
        bs.add(Buffer.of("w", 1, 8, 30).withAlignment(16).withGaps(List.of(new Gap(3, 4))));
        bs.add(Buffer.of("v", 1, 8, 30).withAlignment(16));
        bs.add(Buffer.of("u", 1, 8, 30).withAlignment(16));
        return new MemoryProblem("busy", bs, MemoryProblem.UNBOUNDED);
    }

    private static void stops(Budget budget, String doing, Supplier<?> work) {
        OutOfTime e = assertThrows(OutOfTime.class, () -> CurrentBudget.during(budget, work));
        assertEquals(budget.cancelled(), e.cancelled(), e.getMessage());
        assertTrue(e.getMessage().contains(doing), e.getMessage());
    }

    @Test
    void theAnalysesStopAtAnExpiredOrCancelledBudget() {
        for (Budget b : new Budget[] {Budgets.expired(), Budgets.cancelled()}) {
            stops(b, "what co-located buffers hold", () -> MemoryLowerBound.compute(busy()));
            stops(b, "summing the live bytes", () -> MemoryLowerBound.compute(TinyMemoryInstances.random(3, 30, true)));
            stops(b, "pinned buffers that overlap", () -> MemoryInfeasibility.find(busy()));
            stops(b, "co-located", () -> ColocationReduction.of(busy()));
        }
    }

    @Test
    void readingStopsAtAnExpiredBudget() {
        String csv = MemoryCsv.write(busy(), null);
        stops(Budgets.expired(), "reading the buffers of busy.csv", () -> MemoryCsv.parse("busy.csv", csv));
        String json = MemoryFamily.INSTANCE.write(busy()).toString();
        stops(Budgets.expired(), "reading the buffers", () -> MemoryFamily.INSTANCE.parse("busy.json", Json.parse("j", json)));
    }

    @Test
    void theCheckerStopsAtAnExpiredBudget() {
        MemoryProblem p = busy();
        Bound lb = MemoryLowerBound.compute(p);
        long[] offsets = new long[p.size()];
        for (int i = 0; i < p.size(); i++) {
            offsets[i] = p.buffer(i).isFixed() ? p.buffer(i).fixedOffset() : 512 + 64L * i;
        }
        offsets[41] = offsets[40]; // the co-located pair at one offset
        MemoryLayout layout = new MemoryLayout(offsets);
        MemoryChecker checker = new MemoryChecker();
        assertEquals(null, checker.violation(p, layout), "a valid layout, so only the budget can stop the check");
        stops(Budgets.expired(), "checking", () -> checker.violation(p, layout));
        assertNotNull(lb.certificate());
        stops(Budgets.cancelled(), "time", () -> checker.boundViolation(p, layout, lb.certificate(), lb.value()));
    }

    @Test
    void withoutABudgetNothingStops() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        assertEquals(12, MemoryLowerBound.of(p));
        assertEquals(12, (long) CurrentBudget.during(Budget.unlimited(), () -> MemoryLowerBound.compute(
                TinyMemoryInstances.miniMallocExample()).value()));
    }
}
