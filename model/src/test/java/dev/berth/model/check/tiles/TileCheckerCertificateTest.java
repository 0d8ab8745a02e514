package dev.berth.model.check.tiles;

import dev.berth.model.Certificate;
import dev.berth.model.io.Json;
import dev.berth.model.tiles.LinkedSets;
import dev.berth.model.tiles.Machine;
import dev.berth.model.tiles.TileNeed;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.io.TileJson;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bounds and infeasibility proofs: what the strategies' bound claims must check, and nothing more. */
class TileCheckerCertificateTest {
    private final TileChecker checker = new TileChecker();

    @Test
    void theDemandOfEveryTileAndStepPeaksAtTheLowerBound() {
        Random r = new Random(5);
        for (int round = 0; round < 400; round++) {
            TileProblem p = TileExamples.random(r.nextLong(), 1 + r.nextInt(5), 1 + r.nextInt(6), r.nextInt(3), r.nextInt(6));
            if (r.nextBoolean()) {
                p = Variants.withPinnedStructures(Variants.withEmptyVariables(p, r), r);
            }
            if (r.nextBoolean()) {
                p = onMachine(p, new Machine(p.tiles(), p.machine().bytesPerTile(), 8 + r.nextInt(100), 1 + r.nextInt(8)));
            }
            TileLowerBound lb = TileLowerBound.of(p);
            for (int t = 0; t < p.tiles(); t++) {
                long best = 0;
                for (int s = 0; s < p.steps(); s++) {
                    best = Math.max(best, Demand.of(p, t, s));
                }
                assertEquals(lb.of(t), best, p + " tile " + t);
                assertEquals(lb.of(t), Demand.of(p, t, lb.stepOf(t)), p + " tile " + t + " step " + lb.stepOf(t));
            }
            int t = lb.maxTile();
            int s = lb.stepOf(t);
            long max = lb.max();
            assertNull(checker.boundViolation(p, null, new TileNeed(t, s, max), max));
            assertNull(checker.boundViolation(p, null, new TileNeed(t, s, max), max - 1));
            assertNotNull(checker.boundViolation(p, null, new TileNeed(t, s, max), max + 1));
            assertNotNull(checker.boundViolation(p, null, new TileNeed(t, s, max + 1), max + 1));
        }
    }

    @Test
    void aBoundNeedsATileNeedOnTheMachineAndTheProgram() {
        TileProblem p = TileExamples.formatsExample();
        assertTrue(checker.boundViolation(p, null, new LinkedSets(0, 1, List.of(0)), 1).contains("LinkedSets"));
        assertTrue(checker.boundViolation(p, null, () -> "trust me", 1).contains("not a certificate of the tiles family"));
        assertEquals("no certificate; a tiles bound needs a TileNeed", checker.boundViolation(p, null, null, 1));
        assertEquals("tile 4 is not on the machine (4 tiles)", checker.boundViolation(p, null, new TileNeed(4, 0, 1), 1));
        assertEquals("step 6 is not a step of the program (0 to 5)", checker.boundViolation(p, null, new TileNeed(0, 6, 1), 1));
        assertEquals("step -1 is not a step of the program (0 to 5)", checker.boundViolation(p, null, new TileNeed(0, -1, 1), 1));
    }

    /**
     * formats.md's example by hand, tile 1 at step 2: a (256) live, x1 not yet; vs0 512 B in use (receive
     * code 24 < 512, so 512 during use); cc0 16 B, receive code 24, so min(16, 24) = 16 throughout. a is banked
     * in 1024-byte banks: one bank, no more than its bytes.
     */
    @Test
    void aTileNeedIsRecomputedFromTheProblem() {
        TileProblem p = TileExamples.formatsExample();
        assertEquals(256 + 512 + 16, Demand.of(p, 1, 2));
        assertEquals(256 + 24 + 16, Demand.of(p, 1, 1));
        assertNull(checker.boundViolation(p, null, new TileNeed(1, 2, 784), 784));
        assertEquals("tile 1 needs 784 bytes at step 2 (live variables, the structures it uses, the bank rule), not the"
                + " 785 the certificate claims", checker.boundViolation(p, null, new TileNeed(1, 2, 785), 785));
    }

    @Test
    void bankedVariablesNeedTheirBanksEvenWhenSmall() {
        TileProblem p = TileExamples.parse("banks", """
                {"machine": {"tiles": 1, "bytesPerTile": 4096, "bankBytes": 1024}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 8, "banked": true},
                                {"id": "b", "tile": 0, "size": 8, "banked": true},
                                {"id": "c", "tile": 0, "size": 1500, "banked": true, "live": [[1, 2]]} ] }""");
        assertEquals(1024 + 1, Demand.of(p, 0, 0));
        assertEquals(3 * 1024 + 1, Demand.of(p, 0, 1));
        assertNull(checker.infeasibilityViolation(onMachine(p, new Machine(1, 3072, 1024, 4)), new TileNeed(0, 1, 3073)));
        assertNotNull(checker.infeasibilityViolation(onMachine(p, new Machine(1, 3073, 1024, 4)), new TileNeed(0, 1, 3073)));
    }

    @Test
    void aTileNeedAboveTheMemoryProvesInfeasibility() {
        Random r = new Random(9);
        for (int round = 0; round < 200; round++) {
            TileProblem p = TileExamples.random(r.nextLong(), 1 + r.nextInt(4), 1 + r.nextInt(5), 0, r.nextInt(4));
            TileLowerBound lb = TileLowerBound.of(p);
            TileNeed need = new TileNeed(lb.maxTile(), lb.stepOf(lb.maxTile()), lb.max());
            Machine m = p.machine();
            TileProblem tight = onMachine(p, new Machine(m.tiles(), lb.max() - 1, m.bankBytes(), m.exchangeBytesPerCycle()));
            TileProblem exact = onMachine(p, new Machine(m.tiles(), lb.max(), m.bankBytes(), m.exchangeBytesPerCycle()));
            assertNotNull(TileInfeasibility.check(tight));
            assertNull(checker.infeasibilityViolation(tight, need));
            assertTrue(checker.infeasibilityViolation(exact, need).contains("fits its"));
            assertNotNull(checker.infeasibilityViolation(tight, new TileNeed(need.tile(), need.step(), need.bytes() + 1)));
            assertNotNull(checker.infeasibilityViolation(p, need));
        }
    }

    @Test
    void fig4bIsProvenByTheChainThroughBAndC() throws IOException {
        Path file = Path.of("..", "examples", "tiles", "fig4b-inconsistent-sets.json");
        TileProblem fromFile = TileJson.parse(file.toString(), Json.parse(file.toString(), Files.readString(file)));
        for (TileProblem p : List.of(fromFile, TileExamples.fig4b())) {
            assertNotNull(TileInfeasibility.check(p));
            int a = p.variableIndex("a");
            int b = p.variableIndex("b");
            int d = p.variableIndex("d");
            assertNull(checker.infeasibilityViolation(p, new LinkedSets(a, d, List.of(0, 1))));
            assertNull(checker.infeasibilityViolation(p, new LinkedSets(d, a, List.of(1, 0))));
            assertNull(checker.infeasibilityViolation(p, new LinkedSets(a, d, List.of(0, 0, 1, 1))));
            assertEquals("equalAddress[1], the chain's first set, does not hold a",
                    checker.infeasibilityViolation(p, new LinkedSets(a, d, List.of(1, 0))));
            assertEquals("equalAddress[0], the chain's last set, does not hold d",
                    checker.infeasibilityViolation(p, new LinkedSets(a, d, List.of(0))));
            assertEquals("the chain of equal-address sets is empty",
                    checker.infeasibilityViolation(p, new LinkedSets(a, d, List.of())));
            assertEquals("chain[1] = 2 is not one of the input's 2 equal-address sets",
                    checker.infeasibilityViolation(p, new LinkedSets(a, d, List.of(0, 2, 1))));
            assertEquals("linked sets must name two different variables, both are a",
                    checker.infeasibilityViolation(p, new LinkedSets(a, a, List.of(0))));
            assertTrue(checker.infeasibilityViolation(p, new LinkedSets(a, b, List.of(0))).contains("different tiles"));
            assertTrue(checker.infeasibilityViolation(p, new LinkedSets(a, 99, List.of(0))).contains("variable 99"));
            assertTrue(checker.infeasibilityViolation(p, (Certificate) () -> "x").contains("TileNeed or LinkedSets"));
            assertEquals("no certificate; a tiles infeasibility needs a TileNeed or LinkedSets",
                    checker.infeasibilityViolation(p, null));
        }
    }

    @Test
    void consecutiveSetsMustMeet() {
        TileProblem p = TileExamples.parse("chain", """
                {"machine": {"tiles": 4, "bytesPerTile": 1024}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 8}, {"id": "b", "tile": 1, "size": 8},
                                {"id": "c", "tile": 2, "size": 8}, {"id": "d", "tile": 0, "size": 8},
                                {"id": "e", "tile": 3, "size": 8} ],
                 "equalAddress": [ ["a", "b"], ["b", "c"], ["c", "d"], ["d", "e"] ] }""");
        int a = p.variableIndex("a");
        int d = p.variableIndex("d");
        assertNull(checker.infeasibilityViolation(p, new LinkedSets(a, d, List.of(0, 1, 2))));
        assertEquals("equalAddress[0] and equalAddress[2] (chain[0] and chain[1]) share no variable",
                checker.infeasibilityViolation(p, new LinkedSets(a, d, List.of(0, 2))));
    }

    @Test
    void variablesThatCannotOverlapProveNothing() {
        TileProblem apart = TileExamples.disjointLifetimes();
        assertNull(TileInfeasibility.check(apart));
        assertEquals("variables a and d of tile 1 are never live together, so they may share an address",
                checker.infeasibilityViolation(apart, new LinkedSets(0, 2, List.of(0, 1))));
        TileProblem empty = TileExamples.parse("empty", """
                {"machine": {"tiles": 3, "bytesPerTile": 256}, "steps": 4,
                 "variables": [ {"id": "a", "tile": 1, "size": 64}, {"id": "b", "tile": 2, "size": 64},
                                {"id": "d", "tile": 1, "size": 0} ],
                 "equalAddress": [ ["a", "b"], ["d", "b"] ] }""");
        assertNull(TileInfeasibility.check(empty));
        assertEquals("variable d has size 0, so sharing an address is no conflict",
                checker.infeasibilityViolation(empty, new LinkedSets(0, 2, List.of(0, 1))));
    }

    private static TileProblem onMachine(TileProblem p, Machine m) {
        return new TileProblem(p.name(), m, p.steps(), p.variables(), p.equalAddress(), p.structures());
    }
}
