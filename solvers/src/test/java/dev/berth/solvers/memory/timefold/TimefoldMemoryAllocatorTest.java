package dev.berth.solvers.memory.timefold;

import dev.berth.heuristics.memory.GreedyMemoryAllocator;
import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.MemoryValidator;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimefoldMemoryAllocatorTest {
    private static final MemoryAllocator TIMEFOLD = new TimefoldMemoryAllocator(new FirstFitAllocator());

    /** No time limit: only the step limit ends the search, so runs are deterministic. */
    private static SolveOptions steps(long n, long seed) {
        return new SolveOptions(Objective.PEAK, null, seed, n, 1, Map.of());
    }

    private static MemoryResult firstFit(MemoryProblem p) {
        return new FirstFitAllocator().allocate(p.withCapacity(MemoryProblem.UNBOUNDED), steps(0, 1));
    }

    private static long steps(MemoryResult r) {
        return ((Number) r.stats().get("steps")).longValue();
    }

    private static void assertValid(MemoryProblem p, MemoryResult r) {
        assertTrue(r.status().hasSolution(), () -> r.status() + ": " + r.reason());
        assertNull(MemoryValidator.firstViolation(p, r.offsets()));
        assertEquals(MemoryLowerBound.of(p), r.bound());
        assertTrue(r.peak() >= r.bound());
        assertEquals(r.status() == Status.OPTIMAL, r.peak() == r.bound());
        assertEquals("timefold", r.solver());
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void validAndNeverWorseThanTheStartingLayout(long seed) {
        MemoryProblem p = TinyMemoryInstances.random(seed, 14, true);
        MemoryResult r = TIMEFOLD.allocate(p, steps(300, seed));
        assertValid(p, r);
        assertTrue(r.peak() <= firstFit(p).peak());
    }

    @ParameterizedTest
    @ValueSource(longs = {21, 22, 23, 24, 25, 26, 27, 28})
    void fitsUnderATightCapacity(long seed) {
        MemoryProblem open = TinyMemoryInstances.random(seed, 8, true);
        MemoryProblem p = open.withCapacity(BruteForceMemory.optimalPeak(open));
        MemoryResult r = TIMEFOLD.allocate(p, steps(2000, seed));
        assertValid(p, r);
        assertTrue(r.peak() <= p.capacity());
    }

    @Test
    void theSameSeedGivesTheSameSearch() {
        MemoryProblem p = TinyMemoryInstances.random(99, 16, true);
        MemoryResult a = TIMEFOLD.allocate(p, steps(500, 5));
        MemoryResult b = TIMEFOLD.allocate(p, steps(500, 5));
        assertArrayEquals(a.offsets(), b.offsets());
        assertEquals(a.stats().get("moves"), b.stats().get("moves"));
        assertEquals(a.stats().get("steps"), b.stats().get("steps"));
    }

    @ParameterizedTest
    @ValueSource(longs = {31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42})
    void reachesTheOptimumOfTinyInstances(long seed) {
        MemoryProblem p = TinyMemoryInstances.random(seed, 8, seed % 2 == 0);
        MemoryResult r = TIMEFOLD.allocate(p, steps(3000, seed));
        assertValid(p, r);
        assertEquals(BruteForceMemory.optimalPeak(p), r.peak());
    }

    @Test
    void goldenMiniMallocExampleFromFirstFitIsOptimalAtOnce() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        MemoryResult r = TIMEFOLD.allocate(p, steps(100, 1));
        assertValid(p, r);
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(12, r.peak());
    }

    @Test
    void goldenMiniMallocExampleFromTheStackedLayoutIsSearchedToTwelve() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        MemoryResult r = new TimefoldMemoryAllocator(new NoLayoutAllocator()).allocate(p, steps(1000, 1));
        assertValid(p, r);
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(12, r.peak());
        assertEquals(20L, r.stats().get("initialPeak"));
        assertTrue(steps(r) > 0 && steps(r) < 1000, "stops at the bound: " + r.stats());
    }

    @Test
    void pinnedBuffersStayAlignmentsHoldAndEmptyBuffersSitAtZero() {
        MemoryProblem p = new MemoryProblem("pinned", List.of(
                Buffer.of("p", 0, 10, 4).withFixedOffset(8L),
                Buffer.of("a", 0, 5, 6).withAlignment(4),
                Buffer.of("b", 3, 8, 3).withAlignment(8),
                Buffer.of("c", 2, 9, 5),
                Buffer.of("d", 6, 10, 7).withAlignment(2),
                Buffer.of("z", 1, 4, 0)), MemoryProblem.UNBOUNDED);
        MemoryResult r = new TimefoldMemoryAllocator(new NoLayoutAllocator()).allocate(p, steps(2000, 3));
        assertValid(p, r);
        assertEquals(8, r.offsets()[0]);
        for (int i = 1; i < p.size(); i++) {
            assertEquals(0, r.offsets()[i] % p.buffer(i).alignment());
        }
        assertEquals(0, r.offsets()[5]);
        assertEquals(BruteForceMemory.optimalPeak(p), r.peak());
    }

    @Test
    void fitStopsAtTheFirstLayoutWithinTheCapacity() {
        MemoryProblem p = overflowingFirstFit(false);
        MemoryResult r = TIMEFOLD.allocate(p, steps(100_000, 1).withObjective(Objective.FIT));
        assertValid(p, r);
        assertTrue(r.peak() <= p.capacity());
        assertTrue(steps(r) < 100_000, "FIT ends early: " + r.stats());
    }

    @Test
    void aCapacityNothingFitsGivesUnknownWithTheStartingPeak() {
        MemoryProblem p = overflowingFirstFit(true);
        MemoryResult r = TIMEFOLD.allocate(p, steps(300, 1));
        assertEquals(Status.UNKNOWN, r.status());
        assertNull(r.offsets());
        assertNotNull(r.reason());
        assertEquals(firstFit(p).peak(), r.stats().get("overCapacityPeak"));
    }

    /**
     * A random instance whose first-fit layout exceeds a capacity: the optimum (a layout fits) or, with
     * {@code impossible}, the lower bound when that is below the optimum (nothing fits, and no quick proof
     * says so).
     */
    private static MemoryProblem overflowingFirstFit(boolean impossible) {
        for (long seed = 1; seed < 500; seed++) {
            MemoryProblem open = TinyMemoryInstances.random(seed, 8, true);
            long optimum = BruteForceMemory.optimalPeak(open);
            long bound = MemoryLowerBound.of(open);
            MemoryProblem p = open.withCapacity(impossible ? bound : optimum);
            if ((!impossible || bound < optimum) && firstFit(open).peak() > p.capacity()
                    && MemoryInfeasibility.check(p).isEmpty()) {
                return p;
            }
        }
        throw new IllegalStateException("no such instance among the seeds");
    }

    @Test
    void aBufferLargerThanTheCapacityIsProvenInfeasible() {
        MemoryProblem p = new MemoryProblem("big", List.of(Buffer.of("a", 0, 2, 5), Buffer.of("b", 1, 3, 20)), 16);
        MemoryResult r = TIMEFOLD.allocate(p, steps(100, 1));
        assertEquals(Status.INFEASIBLE, r.status());
        assertTrue(r.reason().contains("b"));
    }

    @Test
    void aCancelledBudgetReturnsTheStartingLayout() {
        MemoryProblem p = TinyMemoryInstances.random(7, 12, true);
        Budget budget = Budget.unlimited();
        budget.cancel();
        MemoryResult r = TIMEFOLD.allocate(p, steps(1000, 1), budget);
        assertValid(p, r);
        assertArrayEquals(firstFit(p).offsets(), r.offsets());
        assertNull(r.stats().get("steps"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"tabu", "simulated-annealing"})
    void otherAcceptorsGiveValidLayouts(String acceptor) {
        for (long seed = 1; seed <= 4; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(seed, 12, true);
            MemoryResult r = TIMEFOLD.allocate(p, steps(200, seed).withParam("timefold-acceptor", acceptor));
            assertValid(p, r);
            assertTrue(r.peak() <= firstFit(p).peak());
        }
    }

    /** Timefold's full assertions recompute the score after every move and fail on any corruption. */
    @ParameterizedTest
    @ValueSource(strings = {"drop", "relocate", "anchor", "swap", "eject", "ruin"})
    void eachMoveKindKeepsTheScoreExact(String kind) {
        for (long seed = 1; seed <= 3; seed++) {
            MemoryProblem open = TinyMemoryInstances.random(seed, 10, true);
            MemoryProblem p = open.withCapacity(MemoryLowerBound.of(open) + 2);
            SolveOptions o = steps(60, seed).withParam("timefold-moves", kind).withParam("timefold-assert", "true");
            MemoryResult r = new TimefoldMemoryAllocator(new NoLayoutAllocator()).allocate(p, o);
            if (r.status().hasSolution()) {
                assertNull(MemoryValidator.firstViolation(p, r.offsets()));
            } else {
                assertEquals(Status.UNKNOWN, r.status(), r.reason());
            }
        }
    }

    @Test
    void unknownParametersAreRejected() {
        MemoryProblem p = TinyMemoryInstances.random(1, 5, false);
        assertThrows(InputException.class,
                () -> TIMEFOLD.allocate(p, steps(10, 1).withParam("timefold-moves", "jump")));
        assertThrows(InputException.class,
                () -> TIMEFOLD.allocate(p, steps(10, 1).withParam("timefold-acceptor", "great")));
    }

    /**
     * Thousands of buffers with tensor-like sizes and lifetimes, some long (so many pairs are live together);
     * capacity: the lower bound plus {@code slack} of it.
     */
    private static MemoryProblem generated(long seed, int n, double slack) {
        Random r = new Random(seed);
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int start = r.nextInt(n);
            int length = r.nextInt(10) == 0 ? 1 + r.nextInt(n / 4) : 1 + r.nextInt(20);
            Buffer b = Buffer.of("t" + i, start, start + length, 64L * (1 + r.nextInt(256)));
            bs.add(r.nextInt(3) == 0 ? b.withAlignment(256) : b);
        }
        MemoryProblem open = new MemoryProblem("generated-" + seed, bs, MemoryProblem.UNBOUNDED);
        return open.withCapacity(Math.round(MemoryLowerBound.of(open) * (1 + slack)));
    }

    private static void assertValidOrUnknown(MemoryProblem p, MemoryResult r) {
        if (r.status().hasSolution()) {
            assertNull(MemoryValidator.firstViolation(p, r.offsets()));
        } else {
            assertEquals(Status.UNKNOWN, r.status(), r.reason());
            assertNull(r.offsets());
            assertNotNull(r.reason());
        }
    }

    @Test
    void aBudgetSpentOnTheStartingLayoutReturnsThatLayoutWithoutSearching() {
        MemoryProblem p = generated(1, 3000, 0.5);
        GreedyMemoryAllocator greedy = new GreedyMemoryAllocator();
        MemoryResult r = new TimefoldMemoryAllocator(new BudgetSpendingAllocator(greedy))
                .allocate(p, new SolveOptions(Objective.PEAK, Duration.ofHours(1), 1, 0, 1, Map.of()),
                        Budget.of(Duration.ofHours(1)));
        assertValid(p, r);
        assertArrayEquals(greedy.allocate(p.withCapacity(MemoryProblem.UNBOUNDED), steps(0, 1)).offsets(), r.offsets());
        assertNull(r.stats().get("steps"), "no search: " + r.stats());
        assertNotNull(r.stats().get("stopped"));
    }

    @Test
    void aBudgetSpentWithoutALayoutThatFitsGivesUnknownWithTheReason() {
        MemoryProblem p = generated(2, 2000, 0);
        MemoryResult r = new TimefoldMemoryAllocator(new BudgetSpendingAllocator(new NoLayoutAllocator()))
                .allocate(p, steps(1000, 1), Budget.unlimited());
        assertEquals(Status.UNKNOWN, r.status());
        assertNull(r.offsets());
        assertTrue(r.reason().contains("budget"), r.reason());
        assertEquals(MemoryLayouts.peak(p, StartingLayout.stacked(p)), r.stats().get("overCapacityPeak"));
        assertNull(r.stats().get("steps"));
    }

    /** However far the set-up got within the limit (here: hardly started), the answer is valid or UNKNOWN. */
    @ParameterizedTest
    @ValueSource(longs = {0, 1, 30})
    void aBudgetEndingDuringTheSetUpGivesAValidLayoutOrUnknown(long millis) {
        for (double slack : new double[] {0.5, 0.02}) {
            MemoryProblem p = generated(3, 3000, slack);
            Duration limit = Duration.ofMillis(millis);
            MemoryResult r = new TimefoldMemoryAllocator(new GreedyMemoryAllocator())
                    .allocate(p, new SolveOptions(Objective.PEAK, limit, 1, 0, 1, Map.of()), Budget.of(limit));
            assertValidOrUnknown(p, r);
        }
    }

    /** The search is stopped by the budget, not by a step limit or convergence: its best layout so far is valid. */
    @Test
    void aBudgetEndingDuringTheSearchGivesAValidLayout() {
        MemoryProblem p = generated(4, 400, 0.5);
        Duration limit = Duration.ofMillis(1500);
        MemoryResult r = new TimefoldMemoryAllocator(new GreedyMemoryAllocator())
                .allocate(p, new SolveOptions(Objective.PEAK, limit, 1, 0, 1, Map.of()), Budget.of(limit));
        assertValidOrUnknown(p, r);
        assertTrue(r.status().hasSolution(), "the greedy layout at least: " + r.reason());
    }
}
