package dev.berth.solvers;

import dev.berth.algorithms.sync.GreedySyncAllocator;
import dev.berth.model.InputException;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.sync.Antichain;
import dev.berth.model.sync.PinnedClash;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.testing.TestStrategies;
import dev.berth.solvers.sync.ExactSyncAllocator;
import dev.berth.solvers.sync.SyncStrategies;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Arrays;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Sync answers that lie are caught by the gate: the independent checker decides every status and bound. */
class SyncGateTest {
    private static final SyncFamily FAMILY = SyncFamily.INSTANCE;
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(1)
            .withTimeLimit(Duration.ofSeconds(30));
    /** Worked example 2 under generation: width 6, eight resources. */
    private static final SyncProblem EXAMPLE = SyncExamples.example2("generation");

    private static Result<SyncMapping> gated(Strategy<SyncProblem, SyncMapping> s, SyncProblem p) {
        return Gate.of(FAMILY, s).solve(p, OPTIONS);
    }

    /** A valid mapping far from the optimum: every resource an id of its own. */
    private static Strategy<SyncProblem, SyncMapping> separate() {
        return TestStrategies.of("separate", (p, o) -> Result.feasible(
                new SyncMapping(IntStream.range(0, p.size()).toArray())));
    }

    private static Strategy<SyncProblem, SyncMapping> answering(int[] ids) {
        return TestStrategies.of("fixed", (p, o) -> Result.feasible(new SyncMapping(ids)));
    }

    private static void assertRejected(Result<SyncMapping> r, String reasonStart) {
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals(true, r.stats().get("rejected"), r::reason);
        assertTrue(r.reason().startsWith(reasonStart), r.reason());
        assertNull(r.solution());
    }

    @Test
    void anInvalidMappingIsRejected() {
        assertRejected(gated(answering(new int[EXAMPLE.size()]), EXAMPLE), "answer rejected by the validator: ");
        assertRejected(gated(answering(new int[] {0, 1}), EXAMPLE), "answer rejected by the validator: mapping has 2");
        int[] beyond = IntStream.range(0, EXAMPLE.size()).toArray();
        beyond[0] = -7;
        assertRejected(gated(answering(beyond), EXAMPLE), "answer rejected by the validator: ");
        // removing a pair the others do not imply
        int[] unsound = IntStream.range(0, EXAMPLE.size()).toArray();
        unsound[EXAMPLE.indexOf("8")] = SyncProblem.REMOVED;
        assertRejected(gated(answering(unsound), EXAMPLE), "answer rejected by the validator: removed pair 8");
    }

    @Test
    void theScoreIsRecomputedAndAValidAnswerWithoutProofIsFeasible() {
        Result<SyncMapping> r = gated(TestStrategies.of("claims-low-score", (p, o) -> Result.feasible(
                new SyncMapping(IntStream.range(0, p.size()).toArray())).withScore(dev.berth.model.Score.of(1))), EXAMPLE);
        assertEquals(Status.FEASIBLE, r.status());
        assertEquals(EXAMPLE.size(), r.objective());
        assertEquals(0, r.bound());
        assertEquals("claims-low-score", r.solver());
    }

    @Test
    void optimalWithoutProofIsFeasible() {
        Result<SyncMapping> far = gated(TestStrategies.claimsOptimal(separate(), EXAMPLE.size()), EXAMPLE);
        assertEquals(Status.FEASIBLE, far.status());
        assertEquals(0, far.bound());
        assertEquals(Proof.Kind.NONE, far.proof().kind());
        // even at the true optimum: OPTIMAL needs a proof
        Result<SyncMapping> optimum = gated(TestStrategies.claimsOptimal(new ExactSyncAllocator(), 6), EXAMPLE);
        assertEquals(Status.FEASIBLE, optimum.status());
        assertEquals(6, optimum.objective());
        assertEquals(0, optimum.bound());
    }

    @Test
    void optimalWithAnAntichainThatIsNoneLosesItsBound() {
        int[] everyone = IntStream.range(0, EXAMPLE.size()).toArray();
        Result<SyncMapping> r = gated(TestStrategies.claimsBound(separate(), EXAMPLE.size(), new Antichain(everyone)),
                EXAMPLE);
        assertEquals(Status.FEASIBLE, r.status());
        assertEquals(0, r.bound());
        // a true antichain, but smaller than the bound it claims
        int[] width = SyncWidth.of(EXAMPLE).certificate();
        Result<SyncMapping> short_ = gated(TestStrategies.claimsBound(separate(), EXAMPLE.size(), new Antichain(width)),
                EXAMPLE);
        assertEquals(Status.FEASIBLE, short_.status());
        assertEquals(0, short_.bound());
        // a bound above the answer's own count is false whatever backs it
        Result<SyncMapping> above = gated(TestStrategies.claimsBound(new ExactSyncAllocator(), 7,
                new Antichain(width)), EXAMPLE);
        assertEquals(Status.FEASIBLE, above.status());
        assertEquals(0, above.bound());
        // the true claim stands
        Result<SyncMapping> honest = gated(TestStrategies.claimsBound(separate(), 6, new Antichain(width)), EXAMPLE);
        assertEquals(Status.FEASIBLE, honest.status());
        assertEquals(6, honest.bound());
        assertEquals(Status.OPTIMAL, gated(new ExactSyncAllocator(), EXAMPLE).status());
    }

    @Test
    void infeasibleWithoutProofOrWithABogusCertificateIsRejected() {
        assertRejected(gated(TestStrategies.claimsInfeasible(), EXAMPLE), "INFEASIBLE rejected (because I say so): ");
        int[] width = SyncWidth.of(EXAMPLE).certificate();
        // a true antichain, but the class has no limit
        assertRejected(gated(TestStrategies.claimsInfeasible(new Antichain(width)), EXAMPLE),
                "INFEASIBLE rejected (see the certificate): 6 resources fit in class default");
        // two resources that may share: c1 completes before p2 signals
        SyncProblem handOver = SyncExamples.parse("hand-over", """
                { "family": "sync", "physical": { "limit": 1 },
                  "warps": [ { "id": "a", "ops": ["p1", "c2"] }, { "id": "b", "ops": ["c1", "p2"] } ] }
                """);
        assertRejected(gated(TestStrategies.claimsInfeasible(new Antichain(new int[] {0, 1})), handOver),
                "INFEASIBLE rejected (see the certificate): certificate resources 1 and 2 may share");
        assertEquals(Status.OPTIMAL, gated(new GreedySyncAllocator(), handOver).status());
        // two resources that are not pinned
        assertRejected(gated(TestStrategies.claimsInfeasible(new PinnedClash(0, 1)), EXAMPLE),
                "INFEASIBLE rejected (see the certificate): resources 1 and 2 are not pinned to one id");
    }

    @Test
    void anInfeasibilityAntichainWithAPairASolutionMayDropIsRejected() {
        SyncProblem p = SyncExamples.impliedPairUnder(2);
        int[] all = {p.indexOf("1"), p.indexOf("2"), p.indexOf("3")};
        assertEquals(3, SyncWidth.of(p).width(), "1, 2 and 3 may all be in flight at once");
        assertRejected(gated(TestStrategies.claimsInfeasible(new Antichain(all)), p),
                "INFEASIBLE rejected (see the certificate): resource 1 may be removed");
        // the strategies do not claim it: without the implied pair the class fits
        for (Strategy<SyncProblem, SyncMapping> s : SyncStrategies.REGISTRY.all()) {
            Result<SyncMapping> r = s.solve(p, OPTIONS);
            assertTrue(r.status() != Status.INFEASIBLE && r.stats().get("rejected") == null, s.name() + ": " + r.reason());
        }
        // under one id even the pairs that stay do not fit: a certificate without the implied pair proves it
        SyncProblem tighter = SyncExamples.impliedPairUnder(1);
        Result<SyncMapping> proven = SyncStrategies.REGISTRY.byName("greedy").solve(tighter, OPTIONS);
        assertEquals(Status.INFEASIBLE, proven.status(), proven::reason);
        int[] cert = ((Antichain) proven.certificate()).resources();
        assertTrue(Arrays.stream(cert).noneMatch(r -> r == tighter.indexOf("1")));
    }

    @Test
    void aCrashIsUnknownAndMarkedFailed() {
        Result<SyncMapping> r = gated(TestStrategies.throwing(), EXAMPLE);
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals(true, r.stats().get("failed"));
        assertTrue(r.reason().contains("boom on example2"), r.reason());
        Result<SyncMapping> none = gated(TestStrategies.returnsNull(), EXAMPLE);
        assertEquals(Status.UNKNOWN, none.status());
        assertEquals(true, none.stats().get("failed"));
    }

    @Test
    void aBadParameterValueIsTheUsersErrorNotTheStrategys() {
        assertThrows(InputException.class, () -> SyncStrategies.REGISTRY.byName("choco")
                .solve(EXAMPLE, OPTIONS.withParam("choco.search", "random")));
        InputException bad = assertThrows(InputException.class, () -> SyncStrategies.REGISTRY.byName("greedy")
                .solve(EXAMPLE, OPTIONS.withParam("sync.remove-redundant", "maybe")));
        assertTrue(bad.getMessage().contains("sync.remove-redundant"), bad.getMessage());
        assertThrows(InputException.class, () -> Gate.of(FAMILY, new GreedySyncAllocator())
                .solve(EXAMPLE, OPTIONS.withParam("sync.remove-redundant", "2")));
        assertThrows(InputException.class, () -> SyncStrategies.REGISTRY.byName("portfolio")
                .solve(EXAMPLE, OPTIONS.withParam("timefold.moves", "teleport").withParam("portfolio.members",
                        "timefold")));
    }
}
