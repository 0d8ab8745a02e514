package dev.berth.solvers;

import dev.berth.algorithms.tiles.ReferenceTileAllocator;
import dev.berth.model.InputException;
import dev.berth.model.Objective;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.testing.TestStrategies;
import dev.berth.model.tiles.LinkedSets;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.families.TileFamily;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileNeed;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.testing.StackedTileLayout;
import dev.berth.model.tiles.testing.TileExamples;
import dev.berth.solvers.tiles.TileStrategies;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The gate on tiles answers: lying and broken strategies are caught by the tiles checker, and a bound or
 * a proof stands only as far as a certificate it verifies (or a marked search) carries it.
 */
class TileGateTest {
    private static final TileFamily FAMILY = TileFamily.INSTANCE;
    private static final SolveOptions OPTIONS = new SolveOptions(Objective.PEAK, null, 1, 1000, 1, Map.of());

    /** formats.md's example: lower bound 1540 (tile 3 at step 2); the stacked layout peaks at 2576. */
    private static final TileProblem P = TileExamples.formatsExample();
    private static final TileLayout STACKED = StackedTileLayout.of(P, StructurePlan.allReplicated(P));

    private static Result<TileLayout> gate(Strategy<TileProblem, TileLayout> s) {
        return gate(s, P);
    }

    private static Result<TileLayout> gate(Strategy<TileProblem, TileLayout> s, TileProblem p) {
        return Gate.of(FAMILY, s).solve(p, OPTIONS);
    }

    private static Strategy<TileProblem, TileLayout> answering(Result<TileLayout> r) {
        return TestStrategies.of("liar", (p, o) -> r);
    }

    private static void assertRejected(Result<TileLayout> r, String why) {
        assertEquals(Status.UNKNOWN, r.status(), r.reason());
        assertEquals(Boolean.TRUE, r.stats().get("rejected"), r.stats().toString());
        assertTrue(r.reason().contains(why), r.reason());
        assertNull(r.solution());
        assertEquals(1540, r.bound(), "the family's own bound stays");
    }

    @Test
    void anInvalidLayoutIsRejected() {
        long[] broken = STACKED.variableOffsets().clone();
        broken[P.variableIndex("x3")] = broken[P.variableIndex("c")];
        TileLayout bad = new TileLayout(broken, STACKED.structures());
        assertRejected(gate(answering(Result.optimal(bad, 1540, Proof.certificate(new TileNeed(3, 2, 1540))))),
                "answer rejected by the validator");
        assertRejected(gate(answering(Result.feasible(bad))), "answer rejected by the validator");
        TileLayout missing = new TileLayout(new long[2], STACKED.structures());
        assertEquals(Status.UNKNOWN, gate(answering(Result.feasible(missing))).status());
    }

    @Test
    void anHonestAnswerIsRescoredAndKeepsOnlyTheProvenBound() {
        Result<TileLayout> r = gate(answering(Result.feasible(STACKED).withScore(Score.of(1, 1, 0))
                .withBound(99_999, Proof.NONE)));
        assertEquals(Status.FEASIBLE, r.status());
        assertEquals(FAMILY.checker().score(P, STACKED), r.score(), "the gate recomputes the score");
        assertEquals(2576, r.objective());
        assertEquals(1540, r.bound(), "and keeps only the bound the checker verifies");
        assertEquals(new TileNeed(3, 2, 1540), r.certificate());
        assertEquals("liar", r.solver());
    }

    @Test
    void aFalseOptimalIsDemoted() {
        Result<TileLayout> noProof = gate(TestStrategies.claimsOptimal(answering(Result.feasible(STACKED)), 2576));
        assertEquals(Status.FEASIBLE, noProof.status(), "OPTIMAL with no proof");
        assertEquals(1540, noProof.bound());
        Result<TileLayout> weak = gate(TestStrategies.claimsBound(answering(Result.feasible(STACKED)), 2576,
                new TileNeed(3, 2, 1540)));
        assertEquals(Status.FEASIBLE, weak.status(), "a TileNeed that proves less than the claim");
        assertEquals(1540, weak.bound());
        Result<TileLayout> wrongNeed = gate(answering(Result.optimal(STACKED, 2576,
                Proof.certificate(new TileNeed(3, 2, 2576)))));
        assertEquals(Status.FEASIBLE, wrongNeed.status(), "a TileNeed the problem does not have");
        Result<TileLayout> otherFamily = gate(answering(Result.optimal(STACKED, 2576,
                Proof.certificate(new LinkedSets(0, 1, List.of(0))))));
        assertEquals(Status.FEASIBLE, otherFamily.status(), "linked sets bound nothing");
    }

    @Test
    void aFalseInfeasibleIsRejected() {
        assertRejected(gate(TestStrategies.claimsInfeasible()), "neither a certificate nor a search proves it");
        TileProblem fig4a = TileExamples.fig4a();
        int a = fig4a.variableIndex("a");
        int d = fig4a.variableIndex("d");
        Result<TileLayout> unlinked = gate(TestStrategies.claimsInfeasible(new LinkedSets(a, d, List.of(0, 1))), fig4a);
        assertEquals(Status.UNKNOWN, unlinked.status());
        assertEquals(Boolean.TRUE, unlinked.stats().get("rejected"));
        assertTrue(unlinked.reason().contains("share no variable"), unlinked.reason());
        assertRejected(gate(TestStrategies.claimsInfeasible(new TileNeed(3, 2, 1540))), "fits its 4096 bytes");
        assertRejected(gate(TestStrategies.claimsInfeasible(new TileNeed(3, 2, 5000))), "not the 5000");
    }

    @Test
    void aProvenInfeasibleStands() {
        TileProblem fig4b = TileExamples.fig4b();
        LinkedSets chain = new LinkedSets(fig4b.variableIndex("a"), fig4b.variableIndex("d"), List.of(0, 1));
        Result<TileLayout> r = gate(TestStrategies.claimsInfeasible(chain), fig4b);
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals(chain, r.certificate());
        Result<TileLayout> search = gate(answering(Result.infeasible("searched", Proof.search(42))), fig4b);
        assertEquals(Status.INFEASIBLE, search.status(), "a complete search is trusted, and marked");
        assertEquals(42, search.proof().nodes());
    }

    @Test
    void aCrashingStrategyIsUnknownAndFailed() {
        for (Strategy<TileProblem, TileLayout> s : List.<Strategy<TileProblem, TileLayout>>of(TestStrategies.throwing(),
                TestStrategies.returnsNull())) {
            Result<TileLayout> r = gate(s);
            assertEquals(Status.UNKNOWN, r.status(), s.name());
            assertEquals(Boolean.TRUE, r.stats().get("failed"), s.name());
            assertEquals(1540, r.bound());
        }
    }

    @Test
    void aBadParameterValueIsTheUsersError() {
        assertThrows(InputException.class, () -> Gate.of(FAMILY, new ReferenceTileAllocator())
                .solve(P, OPTIONS.withParam("reference.share", "some")));
        for (String[] bad : List.of(new String[] {"choco", "choco.shares", "fair"},
                new String[] {"timefold", "timefold.moves", "teleport"},
                new String[] {"group-search", "group-search.groups", "best"},
                new String[] {"portfolio", "reference.order", "area"})) {
            InputException e = assertThrows(InputException.class,
                    () -> TileStrategies.REGISTRY.byName(bad[0]).solve(P, OPTIONS.withParam(bad[1], bad[2])), bad[1]);
            assertTrue(e.getMessage().contains(bad[1]), e.getMessage());
        }
    }
}
