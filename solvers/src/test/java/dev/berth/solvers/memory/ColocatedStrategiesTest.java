package dev.berth.solvers.memory;

import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.ColocationConflict;
import dev.berth.model.memory.Gap;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.PinnedOverlap;
import dev.berth.model.memory.Window;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.testing.ColocatedBruteForce;
import dev.berth.model.memory.testing.ColocatedInstances;
import dev.berth.model.testing.TestStrategies;
import dev.berth.solvers.Gate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every memory strategy on co-located instances, through the registry's one reduction. */
class ColocatedStrategiesTest {
    /** A cap on the wall clock only; the instances are tiny and the assertions do not depend on it. */
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(20))
            .withThreads(1).withNodeLimit(200_000);
    /** Strategies whose search is complete on these instances: they must prove the optimum. */
    private static final Set<String> COMPLETE = Set.of("exact", "cpsat", "choco", "portfolio");

    private static Result<MemoryLayout> solve(String name, MemoryProblem p) {
        SolveOptions o = name.equals("timefold") ? OPTIONS.withTimeLimit(Duration.ofSeconds(2)) : OPTIONS;
        return MemoryStrategies.REGISTRY.byName(name).solve(p, o);
    }

    @Test
    void everyStrategyAnswersTheInPlaceChainValidlyAndExactOnesOptimally() {
        MemoryProblem chain = ColocatedInstances.inPlaceChain();
        for (String name : MemoryStrategies.REGISTRY.names()) {
            Result<MemoryLayout> r = solve(name, chain);
            assertTrue(r.hasSolution(), name + ": " + r.reason());
            assertNull(r.stats().get(Result.REJECTED), name);
            assertNull(MemoryChecker.firstViolation(chain, r.solution().offsets()), name);
            long[] o = r.solution().offsets();
            assertTrue(o[0] == o[1] && o[1] == o[2], name + " keeps the group together");
            assertEquals(14, r.objective(), name + ": the aliases need 8 bytes, not 20");
            assertEquals(Status.OPTIMAL, r.status(), name);
        }
    }

    @Test
    void disagreeingPinsAreInfeasibleWithTheirCertificateForEveryStrategy() {
        MemoryProblem p = new MemoryProblem("pins", List.of(Buffer.of("a", 0, 2, 4).withFixedOffset(0L).withColocate("g"),
                Buffer.of("b", 1, 3, 4).withFixedOffset(8L).withColocate("g")), MemoryProblem.UNBOUNDED);
        for (String name : MemoryStrategies.REGISTRY.names()) {
            Result<MemoryLayout> r = solve(name, p);
            assertEquals(Status.INFEASIBLE, r.status(), name);
            assertEquals(new ColocationConflict("a", "b"), r.certificate(), name);
        }
    }

    /** Small random co-located instances: valid answers, bounds below them, and exact optima equal to brute force. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void answersAreValidAndCompleteSearchesFindTheBruteForceOptimum(long seed) {
        MemoryProblem p = ColocatedInstances.random(seed, 5, true);
        long optimum = ColocatedBruteForce.optimalPeak(p);
        long lowerBound = MemoryLowerBound.of(p);
        for (String name : MemoryStrategies.REGISTRY.names()) {
            if (name.equals("timefold") && seed > 2) {
                continue; // its time limit, not its answer, is what these seeds would measure
            }
            Result<MemoryLayout> r = solve(name, p);
            assertNull(r.stats().get(Result.REJECTED), name + " " + p);
            assertTrue(r.hasSolution(), name + ": " + r.reason());
            assertTrue(lowerBound <= r.objective(), name);
            assertTrue(r.bound() <= optimum, name + " bound " + r.bound() + " above the optimum " + optimum);
            if (COMPLETE.contains(name)) {
                assertEquals(optimum, r.objective(), name + " " + p);
                assertEquals(Status.OPTIMAL, r.status(), name);
            } else {
                assertTrue(optimum <= r.objective(), name);
            }
        }
    }

    @Test
    void aStrategyThatSeparatesAliasesIsCaughtByTheGate() {
        MemoryProblem chain = ColocatedInstances.inPlaceChain();
        Strategy<MemoryProblem, MemoryLayout> liar = TestStrategies.of("liar",
                (p, o) -> Result.feasible(new MemoryLayout(new long[] {0, 0, 8, 8})));
        Result<MemoryLayout> r = Gate.of(MemoryFamily.INSTANCE, liar).solve(chain, OPTIONS);
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals(true, r.stats().get(Result.REJECTED));
        assertTrue(r.reason().contains("co-located"), r.reason());
    }

    @Test
    void searchProofsOnWindowsAStrategyOnlyApproximatesAreNotKept() {
        // the chain's group becomes a buffer with a window: a heuristic's "search" proof proves nothing then
        MemoryProblem chain = ColocatedInstances.inPlaceChain();
        Strategy<MemoryProblem, MemoryLayout> bragging = TestStrategies.of("bragging",
                (p, o) -> Result.<MemoryLayout>infeasible("searched everything", Proof.search(1)));
        Result<MemoryLayout> conservative = new ColocationAware(bragging, WindowHandling.CONSERVATIVE).solve(chain, OPTIONS);
        assertEquals(Status.UNKNOWN, conservative.status());
        assertTrue(conservative.reason().contains("not kept"), conservative.reason());
        assertEquals(Status.INFEASIBLE,
                new ColocationAware(bragging, WindowHandling.EXACT_FROM_ZERO).solve(chain, OPTIONS).status(),
                "windows from offset 0 are exact for the exact search");
        // a window above its buffer's offset elsewhere in the instance: the exact search is conservative there
        MemoryProblem high = new MemoryProblem("high", List.of(chain.buffer(0), chain.buffer(1), chain.buffer(2),
                Buffer.of("w", 1, 7, 6).withGaps(List.of(new Gap(2, 3, new Window(2, 4))))), MemoryProblem.UNBOUNDED);
        assertEquals(Status.UNKNOWN, new ColocationAware(bragging, WindowHandling.EXACT_FROM_ZERO).solve(high, OPTIONS).status());
        assertEquals(Status.INFEASIBLE, new ColocationAware(bragging, WindowHandling.EXACT).solve(high, OPTIONS).status());
    }

    @Test
    void theInstancesOwnQuickProofComesFirstWithRealIds() {
        // a (pinned at 0) and b alias; c is pinned into b's bytes
        MemoryProblem p = new MemoryProblem("p", List.of(Buffer.of("a", 0, 2, 2).withFixedOffset(0L).withColocate("g"),
                Buffer.of("b", 1, 4, 8).withColocate("g"), Buffer.of("c", 3, 5, 2).withFixedOffset(4L)), MemoryProblem.UNBOUNDED);
        Strategy<MemoryProblem, MemoryLayout> reducedProof = TestStrategies.of("reduced",
                (q, o) -> Result.<MemoryLayout>infeasible("never asked", Proof.certificate(new PinnedOverlap("x", "y", 0))));
        Result<MemoryLayout> r = new ColocationAware(reducedProof, WindowHandling.EXACT).solve(p, OPTIONS);
        assertEquals(new PinnedOverlap("b", "c", 3), r.certificate(), "b sits at a's pin 0 and meets c at time 3");
        assertNull(MemoryFamily.INSTANCE.checker().infeasibilityViolation(p, r.certificate()));
    }

    @Test
    void theExampleInPlaceBlockPacksAtItsLowerBound() throws java.io.IOException {
        java.nio.file.Path f = java.nio.file.Path.of("..", "examples", "memory", "colocated-inplace.json");
        MemoryProblem p = dev.berth.model.memory.io.MemoryJson.parse(f.toString(),
                dev.berth.model.io.Json.parse(f.toString(), java.nio.file.Files.readString(f)));
        assertEquals(4, p.groups().get(0).members().length);
        assertEquals(16384, MemoryLowerBound.of(p));
        for (String name : List.of("greedy", "exact", "cpsat")) {
            Result<MemoryLayout> r = solve(name, p);
            assertEquals(Status.OPTIMAL, r.status(), name + ": " + r.reason());
            assertEquals(16384, r.objective(), name);
        }
    }

    @Test
    void theExactSearchProvesNothingOnWindowsAboveTheOffsetEvenWithoutGroups() {
        // a holds [2, 4) during [1, 2), where b (2 bytes) is live: both fit at offset 0, peak 4; the exact
        // search's clearances cannot see that and stop at 5, so its closed search must not claim OPTIMAL
        MemoryProblem p = new MemoryProblem("window", List.of(
                Buffer.of("a", 0, 2, 4).withGaps(List.of(new Gap(1, 2, new Window(2, 4)))), Buffer.of("b", 1, 2, 2)),
                MemoryProblem.UNBOUNDED);
        assertEquals(4, ColocatedBruteForce.optimalPeak(p));
        Result<MemoryLayout> r = solve("exact", p);
        assertTrue(r.objective() == 4 || r.status() == Status.FEASIBLE, r.status() + " at " + r.objective());
        assertTrue(r.bound() <= 4);
        assertEquals(Status.OPTIMAL, solve("cpsat", p).status());
        assertEquals(4, solve("cpsat", p).objective());
    }
}
