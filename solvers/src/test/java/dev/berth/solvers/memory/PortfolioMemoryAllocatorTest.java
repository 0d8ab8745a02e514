package dev.berth.solvers.memory;

import dev.berth.heuristics.memory.GreedyMemoryAllocator;
import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.MemoryValidator;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PortfolioMemoryAllocatorTest {
    static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(60)).withNodeLimit(200_000).withThreads(1);

    /** A member whose answer the test scripts, to test how answers are combined and checked. */
    record Scripted(String name, java.util.function.Supplier<MemoryResult> answer) implements MemoryAllocator {
        @Override
        public String description() {
            return "scripted answer for tests";
        }

        @Override
        public MemoryResult allocate(MemoryProblem p, SolveOptions o, Budget b) {
            return answer.get();
        }
    }

    static MemoryAllocator fixed(String name, MemoryResult r) {
        return new Scripted(name, () -> r);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void reachesTheBruteForceOptimumOnTinyInstances(long seed) {
        MemoryProblem p = TinyMemoryInstances.random(seed, 7, true);
        PortfolioMemoryAllocator portfolio = new PortfolioMemoryAllocator(List.of(new GreedyMemoryAllocator()),
                List.of(new ChocoMemoryAllocator(), new CpSatMemoryAllocator()));
        MemoryResult r = new ValidatedAllocator(portfolio).allocate(p, OPTIONS);
        assertEquals(Status.OPTIMAL, r.status(), r.reason());
        assertEquals(BruteForceMemory.optimalPeak(p), r.peak());
        assertNull(MemoryValidator.firstViolation(p, r.offsets()));
    }

    @Test
    void keepsTheLowestValidPeakAndTheStrongestBound() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample().withCapacity(100);
        MemoryResult high = MemoryResult.solved(false, new long[] {8, 8, 4, 4, 0}, 12, 12, "a");
        MemoryResult worse = MemoryResult.solved(false, new long[] {20, 20, 4, 4, 0}, 24, 12, "b");
        MemoryResult invalid = MemoryResult.solved(false, new long[] {0, 0, 0, 0, 0}, 4, 12, "c");
        PortfolioMemoryAllocator portfolio = new PortfolioMemoryAllocator(List.of(fixed("b", worse)),
                List.of(fixed("c", invalid), fixed("a", high)));
        MemoryResult r = portfolio.allocate(p, OPTIONS, Budget.of(Duration.ofSeconds(10)));
        assertEquals(12, r.peak());
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals("a", r.stats().get("winner"));
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> members = (Map<String, Map<String, Object>>) r.stats().get("members");
        assertEquals("UNKNOWN", members.get("c").get("status"), "the invalid layout is rejected, not used");
    }

    @Test
    void aQuickOptimumEndsTheSolveBeforeTheHeavyMembers() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        AtomicBoolean heavyRan = new AtomicBoolean();
        MemoryAllocator heavy = new Scripted("heavy", () -> {
            heavyRan.set(true);
            return MemoryResult.unknown("never", 0, "heavy");
        });
        MemoryResult r = new PortfolioMemoryAllocator(List.of(new GreedyMemoryAllocator()), List.of(heavy)).allocate(p, OPTIONS,
                Budget.of(Duration.ofSeconds(10)));
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(12, r.peak());
        assertTrue(!heavyRan.get(), "greedy met the lower bound: nothing else should run");
    }

    @Test
    void aProofOfInfeasibilityWinsAndFitStopsAtTheFirstLayout() {
        MemoryProblem tooSmall = TinyMemoryInstances.miniMallocExample().withCapacity(11);
        PortfolioMemoryAllocator portfolio = new PortfolioMemoryAllocator(List.of(new GreedyMemoryAllocator()),
                List.of(new ChocoMemoryAllocator()));
        MemoryResult r = portfolio.allocate(tooSmall, OPTIONS, Budget.of(Duration.ofSeconds(10)));
        assertEquals(Status.INFEASIBLE, r.status());
        assertTrue(r.reason().contains("12 bytes are live"), r.reason());

        MemoryProblem roomy = TinyMemoryInstances.miniMallocExample().withCapacity(64);
        MemoryResult fit = portfolio.allocate(roomy, OPTIONS.withObjective(Objective.FIT), Budget.of(Duration.ofSeconds(10)));
        assertTrue(fit.status().hasSolution());
    }

    @Test
    void theValidatorGateRejectsBadLayoutsAndRecomputesThePeak() {
        MemoryProblem p = new MemoryProblem("two", List.of(Buffer.of("a", 0, 2, 4), Buffer.of("b", 1, 3, 4)), 8);
        MemoryResult lying = new ValidatedAllocator(fixed("liar",
                MemoryResult.solved(true, new long[] {0, 2}, 6, 6, "liar"))).allocate(p, OPTIONS);
        assertEquals(Status.UNKNOWN, lying.status());
        assertTrue(lying.reason().contains("rejected by the validator"), lying.reason());

        MemoryResult wrongPeak = new ValidatedAllocator(fixed("optimist",
                MemoryResult.solved(true, new long[] {4, 0}, 3, 3, "optimist"))).allocate(p, OPTIONS);
        assertEquals(8, wrongPeak.peak());
        assertEquals(Status.OPTIMAL, wrongPeak.status(), "8 equals the lower bound, so it is optimal after all");

        MemoryResult thrown = new ValidatedAllocator(new Scripted("crash", () -> {
            throw new IllegalStateException("boom");
        })).allocate(p, OPTIONS);
        assertEquals(Status.UNKNOWN, thrown.status());
        assertTrue(thrown.reason().contains("boom"));
    }
}
