package dev.berth.solvers.memory.timefold;

import dev.berth.algorithms.memory.GreedyMemoryAllocator;
import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.Strategy;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.testing.FirstFitStrategy;
import dev.berth.model.testing.TestStrategies;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.families.MemoryFamily;
import dev.berth.solvers.Gate;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.MemoryAssertions;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.testing.Budgets;
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
    /** Timefold from {@code start}, behind the gate as users get it. */
    private static Strategy<MemoryProblem, MemoryLayout> timefold(Strategy<MemoryProblem, MemoryLayout> start) {
        return Gate.of(MemoryFamily.INSTANCE, new TimefoldMemoryAllocator(start));
    }

    private static final Strategy<MemoryProblem, MemoryLayout> TIMEFOLD = timefold(new FirstFitStrategy("input"));

    /** No time limit: only the step limit ends the search, so runs are deterministic. */
    private static SolveOptions steps(long n, long seed) {
        return new SolveOptions(Objective.PEAK, null, seed, n, 1, Map.of());
    }

    private static Result<MemoryLayout> firstFit(MemoryProblem p) {
        return new FirstFitStrategy("input").solve(p.withCapacity(MemoryProblem.UNBOUNDED), steps(0, 1));
    }

    private static long steps(Result<MemoryLayout> r) {
        return ((Number) r.stats().get("steps")).longValue();
    }

    private static void assertValid(MemoryProblem p, Result<MemoryLayout> r) {
        assertTrue(r.status().hasSolution(), () -> r.status() + ": " + r.reason());
        assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
        assertEquals(MemoryLowerBound.of(p), r.bound());
        assertTrue(r.objective() >= r.bound());
        assertEquals(r.status() == Status.OPTIMAL, r.objective() == r.bound());
        assertEquals("timefold", r.solver());
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void validAndNeverWorseThanTheStartingLayout(long seed) {
        MemoryProblem p = TinyMemoryInstances.random(seed, 14, true);
        Result<MemoryLayout> r = TIMEFOLD.solve(p, steps(300, seed));
        assertValid(p, r);
        assertTrue(r.objective() <= firstFit(p).objective());
    }

    @ParameterizedTest
    @ValueSource(longs = {21, 22, 23, 24, 25, 26, 27, 28})
    void fitsUnderATightCapacity(long seed) {
        MemoryProblem open = TinyMemoryInstances.random(seed, 8, true);
        MemoryProblem p = open.withCapacity(BruteForceMemory.optimalPeak(open));
        Result<MemoryLayout> r = TIMEFOLD.solve(p, steps(2000, seed));
        assertValid(p, r);
        assertTrue(r.objective() <= p.capacity());
    }

    @Test
    void theSameSeedGivesTheSameSearch() {
        MemoryProblem p = TinyMemoryInstances.random(99, 16, true);
        Result<MemoryLayout> a = TIMEFOLD.solve(p, steps(500, 5));
        Result<MemoryLayout> b = TIMEFOLD.solve(p, steps(500, 5));
        assertArrayEquals(a.solution().offsets(), b.solution().offsets());
        assertEquals(a.stats().get("moves"), b.stats().get("moves"));
        assertEquals(a.stats().get("steps"), b.stats().get("steps"));
    }

    @ParameterizedTest
    @ValueSource(longs = {31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42})
    void reachesTheOptimumOfTinyInstances(long seed) {
        MemoryProblem p = TinyMemoryInstances.random(seed, 8, seed % 2 == 0);
        Result<MemoryLayout> r = TIMEFOLD.solve(p, steps(3000, seed));
        assertValid(p, r);
        assertEquals(BruteForceMemory.optimalPeak(p), r.objective());
    }

    @Test
    void goldenMiniMallocExampleFromFirstFitIsOptimalAtOnce() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        Result<MemoryLayout> r = TIMEFOLD.solve(p, steps(100, 1));
        assertValid(p, r);
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(12, r.objective());
    }

    @Test
    void goldenMiniMallocExampleFromTheStackedLayoutIsSearchedToTwelve() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        Result<MemoryLayout> r = timefold(TestStrategies.<MemoryProblem, MemoryLayout>unknown()).solve(p, steps(1000, 1));
        assertValid(p, r);
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(12, r.objective());
        assertEquals(20L, r.stats().get("initialPeak"));
        assertTrue(steps(r) > 0 && steps(r) < 1000, "stops at the bound: " + r.stats());
    }

    @Test
    void pinnedBuffersStayAlignmentsHoldAndEmptyBuffersSitAtZero() {
        MemoryProblem p = TinyMemoryInstances.pinnedAndAligned();
        Result<MemoryLayout> r = timefold(TestStrategies.<MemoryProblem, MemoryLayout>unknown()).solve(p, steps(2000, 3));
        assertValid(p, r);
        MemoryAssertions.assertPinsAndAlignmentsHeld(p, r.solution().offsets());
        assertEquals(0, r.solution().offsets()[5]);
        assertEquals(BruteForceMemory.optimalPeak(p), r.objective());
    }

    @Test
    void fitStopsAtTheFirstLayoutWithinTheCapacity() {
        MemoryProblem p = overflowingFirstFit(false);
        Result<MemoryLayout> r = TIMEFOLD.solve(p, steps(100_000, 1).withObjective(Objective.FIT));
        assertValid(p, r);
        assertTrue(r.objective() <= p.capacity());
        assertTrue(steps(r) < 100_000, "FIT ends early: " + r.stats());
    }

    @Test
    void aCapacityNothingFitsGivesUnknownWithTheStartingPeak() {
        MemoryProblem p = overflowingFirstFit(true);
        Result<MemoryLayout> r = TIMEFOLD.solve(p, steps(300, 1));
        assertEquals(Status.UNKNOWN, r.status());
        assertNull(r.solution());
        assertNotNull(r.reason());
        assertEquals(firstFit(p).objective(), r.stats().get("overCapacityPeak"));
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
            if ((!impossible || bound < optimum) && firstFit(open).objective() > p.capacity()
                    && (MemoryInfeasibility.find(p) == null)) {
                return p;
            }
        }
        throw new IllegalStateException("no such instance among the seeds");
    }

    @Test
    void aBufferLargerThanTheCapacityIsProvenInfeasible() {
        MemoryProblem p = new MemoryProblem("big", List.of(Buffer.of("a", 0, 2, 5), Buffer.of("b", 1, 3, 20)), 16);
        Result<MemoryLayout> r = TIMEFOLD.solve(p, steps(100, 1));
        assertEquals(Status.INFEASIBLE, r.status());
        assertTrue(r.reason().contains("b"));
    }

    /**
     * Without the gate, so that nothing but Timefold's own loop sees the budget: behind it, a budget cancelled
     * before the call stops the analyses the strategy starts with (MemoryStrategiesOutOfTimeTest).
     */
    @Test
    void aCancelledBudgetReturnsTheStartingLayout() {
        MemoryProblem p = TinyMemoryInstances.random(7, 12, true);
        Budget budget = Budgets.cancelled();
        Result<MemoryLayout> r = new TimefoldMemoryAllocator(new FirstFitStrategy("input")).solve(p, steps(1000, 1), budget);
        assertTrue(r.status().hasSolution(), () -> r.status() + ": " + r.reason());
        assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
        assertArrayEquals(firstFit(p).solution().offsets(), r.solution().offsets());
        assertNull(r.stats().get("steps"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"tabu", "simulated-annealing"})
    void otherAcceptorsGiveValidLayouts(String acceptor) {
        for (long seed = 1; seed <= 4; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(seed, 12, true);
            Result<MemoryLayout> r = TIMEFOLD.solve(p, steps(200, seed).withParam("timefold.acceptor", acceptor));
            assertValid(p, r);
            assertTrue(r.objective() <= firstFit(p).objective());
        }
    }

    /** Timefold's full assertions recompute the score after every move and fail on any corruption. */
    @ParameterizedTest
    @ValueSource(strings = {"drop", "relocate", "anchor", "swap", "eject", "ruin"})
    void eachMoveKindKeepsTheScoreExact(String kind) {
        for (long seed = 1; seed <= 3; seed++) {
            MemoryProblem open = TinyMemoryInstances.random(seed, 10, true);
            MemoryProblem p = open.withCapacity(MemoryLowerBound.of(open) + 2);
            SolveOptions o = steps(60, seed).withParam("timefold.moves", kind).withParam("timefold.assert", "true");
            Result<MemoryLayout> r = timefold(TestStrategies.<MemoryProblem, MemoryLayout>unknown()).solve(p, o);
            if (r.status().hasSolution()) {
                assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
            } else {
                assertEquals(Status.UNKNOWN, r.status(), r.reason());
            }
        }
    }

    @Test
    void unknownParametersAreRejected() {
        MemoryProblem p = TinyMemoryInstances.random(1, 5, false);
        assertThrows(InputException.class,
                () -> TIMEFOLD.solve(p, steps(10, 1).withParam("timefold.moves", "jump")));
        assertThrows(InputException.class,
                () -> TIMEFOLD.solve(p, steps(10, 1).withParam("timefold.acceptor", "great")));
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

    private static void assertValidOrUnknown(MemoryProblem p, Result<MemoryLayout> r) {
        if (r.status().hasSolution()) {
            assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
        } else {
            assertEquals(Status.UNKNOWN, r.status(), r.reason());
            assertNull(r.solution());
            assertNotNull(r.reason());
        }
    }

    @Test
    void aBudgetSpentOnTheStartingLayoutReturnsThatLayoutWithoutSearching() {
        MemoryProblem p = generated(1, 3000, 0.5);
        GreedyMemoryAllocator greedy = new GreedyMemoryAllocator();
        Result<MemoryLayout> r = timefold(TestStrategies.spendingBudget(greedy))
                .solve(p, new SolveOptions(Objective.PEAK, Duration.ofHours(1), 1, 0, 1, Map.of()),
                        Budget.of(Duration.ofHours(1)));
        assertValid(p, r);
        assertArrayEquals(greedy.solve(p.withCapacity(MemoryProblem.UNBOUNDED), steps(0, 1)).solution().offsets(), r.solution().offsets());
        assertNull(r.stats().get("steps"), "no search: " + r.stats());
        assertNotNull(r.stats().get("stopped"));
    }

    @Test
    void aBudgetSpentWithoutALayoutThatFitsGivesUnknownWithTheReason() {
        MemoryProblem p = generated(2, 2000, 0);
        Result<MemoryLayout> r = timefold(TestStrategies.spendingBudget(TestStrategies.<MemoryProblem, MemoryLayout>unknown()))
                .solve(p, steps(1000, 1), Budget.unlimited());
        assertEquals(Status.UNKNOWN, r.status());
        assertNull(r.solution());
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
            Result<MemoryLayout> r = timefold(new GreedyMemoryAllocator())
                    .solve(p, new SolveOptions(Objective.PEAK, limit, 1, 0, 1, Map.of()), Budget.of(limit));
            assertValidOrUnknown(p, r);
        }
    }

    /** The search is stopped by the budget, not by a step limit or convergence: its best layout so far is valid. */
    @Test
    void aBudgetEndingDuringTheSearchGivesAValidLayout() {
        MemoryProblem p = generated(4, 400, 0.5);
        Duration limit = Duration.ofMillis(1500);
        Result<MemoryLayout> r = timefold(new GreedyMemoryAllocator())
                .solve(p, new SolveOptions(Objective.PEAK, limit, 1, 0, 1, Map.of()), Budget.of(limit));
        assertValidOrUnknown(p, r);
        assertTrue(r.status().hasSolution(), "the greedy layout at least: " + r.reason());
    }
}
