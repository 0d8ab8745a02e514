package dev.berth.solvers;

import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.LiveBytes;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.OversizedBuffer;
import dev.berth.model.memory.PinnedEnd;
import dev.berth.model.memory.testing.FirstFitStrategy;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.memory.testing.ZeroStacker;
import dev.berth.model.params.Param;
import dev.berth.model.testing.TestStrategies;
import dev.berth.solvers.memory.MemoryStrategies;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The gate on memory answers: every lie a strategy can tell is caught, every honest proof kept. */
class MemoryGateTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(10)).withThreads(1);
    /** Two buffers live together: the lower bound is 8, and so is the optimum. */
    private static final MemoryProblem TWO = new MemoryProblem("two", List.of(Buffer.of("a", 0, 2, 4), Buffer.of("b", 1, 3, 4)), 8);

    private static Result<MemoryLayout> gated(Strategy<MemoryProblem, MemoryLayout> s, MemoryProblem p) {
        return Gate.of(MemoryFamily.INSTANCE, s).solve(p, OPTIONS);
    }

    private static Strategy<MemoryProblem, MemoryLayout> answering(long... offsets) {
        return TestStrategies.of("scripted", (p, o) -> Result.feasible(new MemoryLayout(offsets)));
    }

    @Test
    void theStrategyStopsEarlyEnoughForItsAnswerToBeChecked() {
        Budget caller = Budget.of(Duration.ofSeconds(100));
        Budget kept = Gate.keepingBack(caller, Duration.ofSeconds(2));
        assertTrue(kept.remainingMillis() <= 98_000 && kept.remainingMillis() > 90_000, kept.remaining().toString());
        assertTrue(Gate.keepingBack(caller, Duration.ofSeconds(60)).remainingMillis() <= 75_000,
                "at most a quarter of the time left is kept back");
        assertSame(caller, Gate.keepingBack(caller, Duration.ZERO));
        Budget unlimited = Budget.unlimited();
        assertSame(unlimited, Gate.keepingBack(unlimited, Duration.ofSeconds(2)));
        caller.cancel();
        assertTrue(kept.exhausted(), "the caller's cancel still reaches the strategy");
    }

    @Test
    void memoryKeepsBackTimeForTheCheckByBuffers() {
        List<Buffer> buffers = new java.util.ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            buffers.add(Buffer.of("b" + i, i, i + 2, 4));
        }
        MemoryProblem p = new MemoryProblem("many", buffers, MemoryProblem.UNBOUNDED);
        assertEquals(Duration.ofMillis(18), MemoryFamily.INSTANCE.checkAllowance(p), "1 + 5 microseconds a buffer");
        assertEquals(Duration.ofNanos(12_000), MemoryFamily.INSTANCE.checkAllowance(TWO));
    }

    @Test
    void anInvalidLayoutIsRejected() {
        Result<MemoryLayout> r = gated(ZeroStacker.allAtZero(), TWO);
        assertEquals(Status.UNKNOWN, r.status());
        assertNull(r.solution());
        assertTrue(r.reason().contains("rejected by the validator") && r.reason().contains("overlap in memory"), r.reason());
        assertEquals(true, r.stats().get("rejected"));
    }

    @Test
    void theScoreIsRecomputedAndOptimalNeedsAProof() {
        Result<MemoryLayout> lies = gated(ZeroStacker.liesAboutPeak(), TWO.withCapacity(MemoryProblem.UNBOUNDED));
        assertEquals(8, lies.objective(), "the peak is the layout's, not the strategy's");
        MemoryProblem loose = TinyMemoryInstances.miniMallocExample().withCapacity(MemoryProblem.UNBOUNDED);
        Strategy<MemoryProblem, MemoryLayout> stacked = answering(0, 4, 8, 12, 16);
        Result<MemoryLayout> claim = gated(TestStrategies.claimsOptimal(stacked, 20), loose);
        assertEquals(Status.FEASIBLE, claim.status(), "OPTIMAL with nothing behind it");
        assertEquals(12, claim.bound(), "the bound is the one the gate verified: 12 bytes live at once");
        assertEquals("certificate", claim.proof().label());
    }

    @Test
    void aBoundIsKeptOnlyWithACertificateThatProvesIt() {
        MemoryProblem loose = TinyMemoryInstances.miniMallocExample().withCapacity(MemoryProblem.UNBOUNDED);
        Strategy<MemoryProblem, MemoryLayout> stacked = answering(0, 4, 8, 12, 16);
        Result<MemoryLayout> bogus = gated(TestStrategies.claimsBound(stacked, 20, new LiveBytes(0, 20)), loose);
        assertEquals(12, bogus.bound(), "only 12 bytes are live at time 0");
        assertTrue(String.valueOf(bogus.stats().get(Result.REJECTED_BOUND)).contains("not proven by its certificate"),
                "the dropped claim is on record for the bench: " + bogus.stats());
        Result<MemoryLayout> above = gated(TestStrategies.of("above", (p, o) -> Result.<MemoryLayout>feasible(
                new MemoryLayout(new long[] {8, 8, 4, 4, 0})).withBound(30, Proof.search(5))), loose);
        assertEquals(12, above.bound(), "a bound above the answer's own peak is false whatever backs it");
        assertEquals(Status.OPTIMAL, above.status());
        assertTrue(String.valueOf(above.stats().get(Result.REJECTED_BOUND)).startsWith("reported bound 30 above"),
                String.valueOf(above.stats()));
        Result<MemoryLayout> search = gated(TestStrategies.of("search", (p, o) -> Result.<MemoryLayout>feasible(
                new MemoryLayout(new long[] {0, 4, 8, 12, 16})).withBound(16, Proof.search(77))), loose);
        assertEquals(16, search.bound(), "a complete search's bound stands, marked as such");
        assertNull(search.stats().get(Result.REJECTED_BOUND));
        assertEquals("search", search.proof().label());
        assertEquals(77, search.proof().nodes());
    }

    @Test
    void infeasibleNeedsACertificateTheCheckerVerifiesOrASearch() {
        Result<MemoryLayout> none = gated(TestStrategies.claimsInfeasible(), TWO);
        assertEquals(Status.UNKNOWN, none.status());
        assertTrue(none.reason().startsWith("INFEASIBLE rejected"), none.reason());
        Result<MemoryLayout> bogus = gated(TestStrategies.claimsInfeasible(new LiveBytes(1, 8)), TWO);
        assertEquals(Status.UNKNOWN, bogus.status(), "8 bytes live fit the capacity 8");
        assertTrue(bogus.reason().contains("fit the capacity 8"), bogus.reason());
        Result<MemoryLayout> wrongKind = gated(TestStrategies.claimsInfeasible(new PinnedEnd("a", 99)), TWO);
        assertEquals(Status.UNKNOWN, wrongKind.status());
        MemoryProblem small = TWO.withCapacity(7);
        Result<MemoryLayout> real = gated(TestStrategies.claimsInfeasible(new LiveBytes(1, 8)), small);
        assertEquals(Status.INFEASIBLE, real.status());
        assertEquals("certificate", real.proof().label());
        assertEquals(8, real.bound());
        Result<MemoryLayout> oversized = gated(TestStrategies.claimsInfeasible(new OversizedBuffer("a", 4)),
                TWO.withCapacity(3));
        assertEquals(Status.INFEASIBLE, oversized.status());
    }

    @Test
    void crashesAndNullsBecomeUnknownAndBadParametersStayTheUsersError() {
        Result<MemoryLayout> crash = gated(TestStrategies.throwing(), TWO);
        assertEquals(Status.UNKNOWN, crash.status());
        assertTrue(crash.reason().contains("boom"), crash.reason());
        assertEquals(true, crash.stats().get("failed"));
        assertEquals(Status.UNKNOWN, gated(TestStrategies.returnsNull(), TWO).status());
        Param<Boolean> flag = Param.flag("x", true, "test");
        Strategy<MemoryProblem, MemoryLayout> reads = TestStrategies.of("reads", (p, o) -> {
            flag.from(o);
            return Result.unknown("read it");
        });
        assertThrows(InputException.class, () -> Gate.of(MemoryFamily.INSTANCE, reads)
                .solve(TWO, OPTIONS.withParam("reads.x", "maybe")));
    }

    @Test
    void theGateLabelsAnswersAndTimesThem() {
        Result<MemoryLayout> r = gated(new FirstFitStrategy("start"), TWO);
        assertEquals("first-fit", r.solver());
        assertTrue(r.seconds() >= 0);
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(8, r.objective());
    }

    @Test
    void theRegistryGatesEveryStrategyAndKnowsItsKeys() {
        for (Strategy<MemoryProblem, MemoryLayout> s : MemoryStrategies.REGISTRY.all()) {
            assertTrue(s instanceof Gate<?, ?>, s.name());
            assertEquals(Status.OPTIMAL, s.solve(TWO, OPTIONS.withNodeLimit(10_000)).status(), s.name());
        }
        Strategy<MemoryProblem, MemoryLayout> portfolio = MemoryStrategies.REGISTRY.byName("portfolio");
        MemoryStrategies.REGISTRY.checkParams(java.util.Map.of("greedy.order", "area", "exact.dominance", "false"),
                List.of(portfolio));
        assertThrows(InputException.class, () -> MemoryStrategies.REGISTRY.checkParams(
                java.util.Map.of("choco.search", "area"), List.of(portfolio)), "choco is not a member of the portfolio");
        assertThrows(InputException.class, () -> MemoryStrategies.REGISTRY.byName("magic"));
    }
}
