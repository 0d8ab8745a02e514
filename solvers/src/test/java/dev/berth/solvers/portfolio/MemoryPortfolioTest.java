package dev.berth.solvers.portfolio;

import dev.berth.algorithms.memory.GreedyMemoryAllocator;
import dev.berth.model.Objective;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.testing.TestStrategies;
import dev.berth.solvers.Gate;
import dev.berth.solvers.memory.choco.ChocoMemoryAllocator;
import dev.berth.solvers.memory.cpsat.CpSatMemoryAllocator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The generic portfolio on memory problems: combining answers, stopping at proofs, keeping bounds. */
class MemoryPortfolioTest {
    static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(60))
            .withNodeLimit(200_000).withThreads(1);

    static Strategy<MemoryProblem, MemoryLayout> portfolio(List<Strategy<MemoryProblem, MemoryLayout>> first,
                                                          List<Strategy<MemoryProblem, MemoryLayout>> race) {
        return Gate.of(MemoryFamily.INSTANCE, new Portfolio<>(MemoryFamily.INSTANCE,
                List.of(new Sequence<>(first, TimeSlice.share(1.0 / 3)), new Race<>(race, TimeSlice.ALL))));
    }

    static Strategy<MemoryProblem, MemoryLayout> fixed(String name, long... offsets) {
        return TestStrategies.of(name, (p, o) -> Result.feasible(new MemoryLayout(offsets)));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void reachesTheBruteForceOptimumOnTinyInstances(long seed) {
        MemoryProblem p = TinyMemoryInstances.random(seed, 7, true);
        Result<MemoryLayout> r = portfolio(List.of(new GreedyMemoryAllocator()),
                List.of(new ChocoMemoryAllocator(), new CpSatMemoryAllocator())).solve(p, OPTIONS);
        assertEquals(Status.OPTIMAL, r.status(), r.reason());
        assertEquals(BruteForceMemory.optimalPeak(p), r.objective());
        assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
    }

    @Test
    void keepsTheLowestValidPeak() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample().withCapacity(100);
        Result<MemoryLayout> r = portfolio(List.of(fixed("b", 20, 20, 4, 4, 0)),
                List.of(fixed("c", 0, 0, 0, 0, 0), fixed("a", 8, 8, 4, 4, 0))).solve(p, OPTIONS);
        assertEquals(12, r.objective());
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals("a", r.stats().get("winner"));
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> members = (Map<String, Map<String, Object>>) r.stats().get("members");
        assertEquals("UNKNOWN", members.get("c").get("status"), "the invalid layout is rejected, not used");
        assertEquals(24L, members.get("b").get("peak"));
    }

    /** 50 ms in all, less than the 100 ms a member is started with: it is recorded as not started, not run. */
    @Test
    void aMemberIsNotStartedWithTooLittleTimeLeft() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample().withCapacity(100);
        AtomicBoolean ran = new AtomicBoolean();
        Strategy<MemoryProblem, MemoryLayout> late = TestStrategies.of("late", (q, o) -> {
            ran.set(true);
            return Result.feasible(new MemoryLayout(new long[] {8, 8, 4, 4, 0}));
        });
        Result<MemoryLayout> r = portfolio(List.of(), List.of(late))
                .solve(p, OPTIONS.withTimeLimit(Duration.ofMillis(50)).withNodeLimit(0));
        assertFalse(ran.get());
        assertEquals(Status.UNKNOWN, r.status());
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> members = (Map<String, Map<String, Object>>) r.stats().get("members");
        assertTrue(String.valueOf(members.get("late").get("reason")).startsWith("not started"), members.toString());
        assertEquals(12, portfolio(List.of(), List.of(late)).solve(p, OPTIONS).objective(), "with time it runs");
        assertTrue(ran.get());
    }

    @Test
    void aQuickOptimumEndsTheSolveBeforeTheRace() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        AtomicBoolean raced = new AtomicBoolean();
        Strategy<MemoryProblem, MemoryLayout> heavy = TestStrategies.of("heavy", (q, o) -> {
            raced.set(true);
            return Result.unknown("never");
        });
        Result<MemoryLayout> r = portfolio(List.of(new GreedyMemoryAllocator()), List.of(heavy)).solve(p, OPTIONS);
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(12, r.objective());
        assertFalse(raced.get(), "greedy met the lower bound: nothing else should run");
    }

    @Test
    void aProofOfInfeasibilityWinsAndFitStopsAtTheFirstLayout() {
        Strategy<MemoryProblem, MemoryLayout> portfolio = portfolio(List.of(new GreedyMemoryAllocator()),
                List.of(new ChocoMemoryAllocator()));
        Result<MemoryLayout> r = portfolio.solve(TinyMemoryInstances.miniMallocExample().withCapacity(11), OPTIONS);
        assertEquals(Status.INFEASIBLE, r.status());
        assertTrue(r.reason().contains("12 bytes are live"), r.reason());
        assertEquals("certificate", r.proof().label());

        Result<MemoryLayout> fit = portfolio.solve(TinyMemoryInstances.miniMallocExample().withCapacity(64),
                OPTIONS.withObjective(Objective.FIT));
        assertTrue(fit.hasSolution());
    }

    @Test
    void membersCanBeChosenByName() {
        MemoryProblem p = TinyMemoryInstances.random(3, 7, true).withCapacity(MemoryProblem.UNBOUNDED);
        Result<MemoryLayout> r = portfolio(List.of(new GreedyMemoryAllocator()), List.of(new ChocoMemoryAllocator()))
                .solve(p, OPTIONS.withParam("portfolio.members", "choco"));
        @SuppressWarnings("unchecked")
        Map<String, Object> members = (Map<String, Object>) r.stats().get("members");
        assertEquals(List.of("choco"), List.copyOf(members.keySet()));
    }
}
