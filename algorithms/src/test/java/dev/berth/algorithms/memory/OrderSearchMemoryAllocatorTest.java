package dev.berth.algorithms.memory;

import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OrderSearchMemoryAllocatorTest {
    private final OrderSearchMemoryAllocator search = new OrderSearchMemoryAllocator();
    private final GreedyMemoryAllocator greedy = new GreedyMemoryAllocator();

    private static SolveOptions steps(long n) {
        return SolveOptions.defaults().withTimeLimit(null).withNodeLimit(n);
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
    void tinyLayoutsAreValidAndNoBetterThanTheOptimum(long seed) {
        MemoryProblem p = TinyMemoryInstances.random(seed, 7, seed % 2 == 1);
        MemoryHeuristicContract.assertSound(p, search.solve(p, steps(200)), BruteForceMemory.optimalPeak(p),
                MemoryLowerBound.of(p), "order search");
    }

    /** It starts from the best greedy pass (size and contention with first fit, the others with best fit) and only keeps steps that do not raise the peak. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4})
    void neverWorseThanTheGreedyOrdersItStartsFromAndOftenBetter(long seed) {
        MemoryProblem p = LargerInstances.random(seed, 800);
        long start = Long.MAX_VALUE;
        for (String order : new String[] {"size", "area", "lifespan", "start"}) {
            start = Math.min(start, greedy.solve(p, steps(0).withParam("order", order)).objective());
        }
        for (String order : new String[] {"size", "contention"}) {
            start = Math.min(start, greedy.solve(p, steps(0).withParam("order", order).withParam("fit", "first")).objective());
        }
        Result<MemoryLayout> r = search.solve(p, steps(150));
        assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
        assertTrue(r.objective() <= start, r.objective() + " > " + start);
        assertEquals(start, r.stats().get("startPeak"));
        long steps = (long) r.stats().get("steps");
        assertTrue(r.status() == Status.OPTIMAL || steps == 150, "stopped after " + steps + " steps");
    }

    @Test
    void improvesOnSomeLargerInstances() {
        int improved = 0;
        for (long seed = 1; seed <= 10; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(seed, 60, false);
            Result<MemoryLayout> r = search.solve(p, steps(300));
            assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
            if ((long) r.stats().get("improvements") > 0) {
                improved++;
            }
        }
        assertTrue(improved >= 3, "improved " + improved + " of 10");
    }

    /** Group moves (the buffers above a threshold to the front at once) lower the peak on some instances. */
    @Test
    void groupMovesLowerThePeakOnSomeInstances() {
        int improved = 0;
        for (long seed = 1; seed <= 10; seed++) {
            MemoryProblem p = LargerInstances.random(seed, 400);
            Result<MemoryLayout> r = search.solve(p, steps(40));
            assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
            long group = (long) r.stats().get("groupImprovements");
            assertTrue(group <= (long) r.stats().get("improvements"));
            assertTrue((long) r.stats().get("groupSteps") <= (long) r.stats().get("steps"));
            improved += group > 0 ? 1 : 0;
        }
        assertTrue(improved >= 2, "group moves lowered the peak on " + improved + " of 10");
    }

    @Test
    void toFrontMovesTheBuffersAboveTheThresholdKeepingTheirOrder() {
        MemoryProblem p = new MemoryProblem("four", List.of(Buffer.of("a", 0, 2, 4), Buffer.of("b", 0, 2, 2),
                Buffer.of("c", 0, 2, 3), Buffer.of("d", 0, 2, 1)), MemoryProblem.UNBOUNDED);
        long[] offsets = {0, 4, 6, 9}; // tops 4, 6, 9, 10
        assertArrayEquals(new int[] {2, 3, 0, 1}, OrderSearchMemoryAllocator.toFront(p, new int[] {0, 1, 2, 3}, offsets, 6));
        assertArrayEquals(new int[] {3, 2, 1, 0}, OrderSearchMemoryAllocator.toFront(p, new int[] {3, 0, 2, 1}, offsets, 4));
        assertNull(OrderSearchMemoryAllocator.toFront(p, new int[] {2, 3, 0, 1}, offsets, 6), "already in front");
        assertNull(OrderSearchMemoryAllocator.toFront(p, new int[] {0, 1, 2, 3}, offsets, 10), "none above");
    }

    /** starts=1 searches from the lead pass alone; by default every start pass runs while the budget allows. */
    @Test
    void startsBoundsTheStartPasses() {
        MemoryProblem p = LargerInstances.random(3, 400);
        Result<MemoryLayout> one = search.solve(p, steps(20).withParam("starts", "1")
                .withParam("lead", "contention"));
        assertEquals(1, one.stats().get("startPasses"));
        assertEquals("contention", one.stats().get("startOrder"));
        assertNull(MemoryChecker.firstViolation(p, one.solution().offsets()));
        assertEquals(6, search.solve(p, steps(20)).stats().get("startPasses"));
    }

    @Test
    void theSameSeedGivesTheSameLayout() {
        MemoryProblem p = LargerInstances.random(7, 600);
        assertArrayEquals(search.solve(p, steps(60)).solution().offsets(), search.solve(p, steps(60)).solution().offsets());
    }

    @Test
    void promoteMovesOneElementForwardAndShiftsTheOthers() {
        assertArrayEquals(new int[] {0, 4, 1, 2, 3, 5}, OrderSearchMemoryAllocator.promote(new int[] {0, 1, 2, 3, 4, 5}, 4, 1));
        assertArrayEquals(new int[] {9, 7, 8}, OrderSearchMemoryAllocator.promote(new int[] {7, 8, 9}, 2, 0));
    }

    @Test
    void miniMallocExampleIsPackedPerfectly() {
        Result<MemoryLayout> r = search.solve(TinyMemoryInstances.miniMallocExample(), steps(10));
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(12, r.objective());
    }

    /** Buffers one after another in time: every start pass ties, and the first one made is kept. */
    @Test
    void theLeadPassIsMadeFirst() {
        MemoryProblem p = new MemoryProblem("one after another", List.of(Buffer.of("a", 0, 1, 8), Buffer.of("b", 1, 3, 4),
                Buffer.of("c", 3, 6, 2)), MemoryProblem.UNBOUNDED);
        assertEquals("size", search.solve(p, steps(5)).stats().get("startOrder"));
        assertEquals("lifespan", search.solve(p, steps(5).withParam("lead", "lifespan")).stats().get("startOrder"));
        assertEquals("area", search.solve(p, steps(5).withParam("lead", "area")).stats().get("startOrder"));
        assertEquals("contention", search.solve(p, steps(5).withParam("lead", "contention")).stats().get("startOrder"));
        InputException e = assertThrows(InputException.class, () -> search.solve(p, steps(5).withParam("lead", "start")));
        assertTrue(e.getMessage().contains("lead"), e.getMessage());
    }

    @Test
    void aBadReachIsAnInputError() {
        MemoryProblem p = TinyMemoryInstances.random(3, 6, false);
        InputException e = assertThrows(InputException.class,
                () -> search.solve(p, steps(5).withParam("reach", "2")));
        assertTrue(e.getMessage().contains("reach"), e.getMessage());
    }
}
