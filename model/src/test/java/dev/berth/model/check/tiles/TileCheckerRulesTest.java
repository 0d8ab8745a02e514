package dev.berth.model.check.tiles;

import dev.berth.model.Score;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.testing.StackedTileLayout;
import dev.berth.model.tiles.testing.TileExamples;
import dev.berth.model.tiles.testing.TileLayoutEdits;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each rule of docs/tiles.md on a hand-made layout, and the line the checker says about it. */
class TileCheckerRulesTest {
    private final TileChecker checker = new TileChecker();

    /** formats.md's example with vs0 shared from tile 0 (not a user) and cc0 replicated, placed by hand. */
    private static TileLayout formatsShared(TileProblem p) {
        long[] off = new long[p.variableCount()];
        off[p.variableIndex("a")] = 0;
        off[p.variableIndex("b")] = 0;
        off[p.variableIndex("c")] = 0;
        off[p.variableIndex("x1")] = 1024;
        off[p.variableIndex("x2")] = 1024;
        off[p.variableIndex("x3")] = 1024;
        off[p.variableIndex("w0")] = 0;
        StructureLayout vs0 = new StructureLayout(StructurePlan.sharedOn(0),
                new TreeMap<>(Map.of(0, 512L, 1, 2048L, 2, 2048L, 3, 2048L)),
                new TreeMap<>(Map.of(0, 1024L, 1, 2560L, 2, 2560L, 3, 2560L)));
        StructureLayout cc0 = new StructureLayout(StructurePlan.REPLICATED,
                new TreeMap<>(Map.of(1, 3000L, 2, 3000L)), new TreeMap<>());
        return new TileLayout(off, List.of(vs0, cc0));
    }

    @Test
    void aHandPlacedSharedLayoutIsValidAndScored() {
        TileProblem p = TileExamples.formatsExample();
        TileLayout l = formatsShared(p);
        assertNull(TileValidator.firstViolation(p, l));
        assertNull(checker.violation(p, l));
        // tile 0: vs0 at 512 + 512 ends 1024, send code 1024 + 48; tiles 1-2: cc0 ends 3016; tile 3 (no
        // cc0): vs0's receive code ends 2584. One delivery at step 2: tile 0 sends 512 B, each user receives
        // 512 B: 128 cycles at 4 B/cycle.
        assertEquals(Score.of(3016, 1072 + 2 * 3016 + 2584, 128), checker.score(p, l));
    }

    @Test
    void everyMissingOrExtraEntryIsNamed() {
        TileProblem p = TileExamples.formatsExample();
        TileLayout l = formatsShared(p);
        assertTrue(checker.violation(p, TileLayoutEdits.entry(l, 0, 2, false, -1))
                .contains("vs0 (shared from tile 0) needs a copy on tile 2"));
        assertTrue(checker.violation(p, TileLayoutEdits.entry(l, 0, 0, true, -1))
                .contains("vs0 (shared from tile 0) needs exchange code on tile 0"));
        assertTrue(checker.violation(p, TileLayoutEdits.entry(l, 1, 0, false, 3000))
                .contains("cc0 (replicated) needs no copy on tile 0"));
        assertTrue(checker.violation(p, TileLayoutEdits.entry(l, 1, 1, true, 3500))
                .contains("cc0 (replicated) needs no exchange code on tile 1"));
    }

    @Test
    void aSharedCopyIsHeldOnlyDuringUse() {
        TileProblem p = TileExamples.formatsExample();
        // x2 on tile 2 is live in [0, 2), vs0's copy there only in [2, 4): they may share bytes.
        TileLayout l = TileLayoutEdits.entry(formatsShared(p), 0, 2, false, 1024);
        assertNull(TileValidator.firstViolation(p, l));
        assertNull(checker.violation(p, l));
        // x3 on tile 3 is live throughout: overlapping it is a clash at step 2, vs0's first step of use.
        String v = checker.violation(p, TileLayoutEdits.entry(formatsShared(p), 0, 3, false, 1024));
        assertEquals("variable x3 (tile 3) [1024, 1924) and copy of vs0 on tile 3 [1024, 1536) overlap on tile 3"
                + " and are both live at step 2", v);
    }

    @Test
    void theSharedPointersTargetsMustShareAnAddress() {
        TileProblem p = TileExamples.formatsExample();
        TileLayout l = TileLayoutEdits.variable(formatsShared(p), p.variableIndex("c"), 256);
        assertNotNull(TileValidator.firstViolation(p, l));
        assertEquals("structure vs0 is shared, so its pointer 0 (vector) needs its targets at one address: variable a"
                + " (tile 1) at 0 and variable c (tile 3) at 256 must share an address", checker.violation(p, l));
        // Replicated, each copy holds its own pointer: no constraint.
        TileLayout replicated = StackedTileLayout.of(p, StructurePlan.allReplicated(p));
        assertNull(checker.violation(p, TileLayoutEdits.variable(replicated, p.variableIndex("c"),
                replicated.variableOffsets()[p.variableIndex("c")] + 8)));
    }

    @Test
    void bankedVariablesLiveTogetherTakeDifferentBanks() {
        TileProblem p = TileExamples.formatsExample();
        // a [0, 3) and x1 [3, 6) on tile 1 are never live together: one bank is fine.
        TileLayout l = TileLayoutEdits.variable(formatsShared(p), p.variableIndex("x1"), 256);
        assertNull(checker.violation(p, l));
        TileProblem q = TileExamples.parse("banks", """
                {"machine": {"tiles": 1, "bytesPerTile": 4096, "bankBytes": 1024}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 100, "banked": true},
                                {"id": "b", "tile": 0, "size": 100, "banked": true},
                                {"id": "c", "tile": 0, "size": 100} ] }""");
        TileLayout apart = new TileLayout(new long[] {0, 1024, 100}, List.of());
        assertNull(checker.violation(q, apart));
        TileLayout sameBank = new TileLayout(new long[] {0, 924, 100}, List.of());
        assertEquals("banked variable a (tile 0) and variable b (tile 0) both use bank 0 of tile 0 at step 0",
                checker.violation(q, sameBank));
        assertNotNull(TileValidator.firstViolation(q, sameBank));
        // b straddling banks 0 and 1 clashes with a in bank 0 too.
        assertNotNull(checker.violation(q, new TileLayout(new long[] {0, 1000, 100}, List.of())));
    }

    @Test
    void variablesInOneGroupNeverLiveTogetherMayShareAnAddress() {
        TileProblem p = TileExamples.disjointLifetimes();
        assertNull(checker.violation(p, new TileLayout(new long[] {0, 0, 0}, List.of())));
        assertEquals("equalAddress[1]: variable d (tile 1) at 64 and variable b (tile 2) at 0 must share an address",
                checker.violation(p, new TileLayout(new long[] {0, 0, 64}, List.of())));
    }

    @Test
    void emptyVariablesNeedAnAddressButHoldNoBytes() {
        TileProblem p = TileExamples.parse("empty", """
                {"machine": {"tiles": 1, "bytesPerTile": 256, "bankBytes": 64}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 64, "banked": true},
                                {"id": "z", "tile": 0, "size": 0, "alignment": 8, "banked": true} ] }""");
        TileLayout l = new TileLayout(new long[] {0, 8}, List.of());
        assertNull(checker.violation(p, l));
        assertEquals(Score.of(64, 64, 0), checker.score(p, l));
        assertEquals("variable z (tile 0) at 4 is not aligned to 8",
                checker.violation(p, new TileLayout(new long[] {0, 4}, List.of())));
        assertEquals("variable z (tile 0) at 264 (0 bytes) ends past the tile's 256 bytes",
                checker.violation(p, new TileLayout(new long[] {0, 264}, List.of())));
        assertNull(checker.violation(p, new TileLayout(new long[] {0, 256}, List.of())));
    }

    @Test
    void decisionsMustBeLegal() {
        TileProblem p = TileExamples.parse("pinned", """
                {"machine": {"tiles": 2, "bytesPerTile": 4096}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 8} ],
                 "structures": [ {"id": "s", "size": 64, "users": [0, 1], "shareable": false} ] }""");
        List<StructureLayout> shared = List.of(new StructureLayout(StructurePlan.sharedOn(0),
                new TreeMap<>(Map.of(0, 64L, 1, 0L)), new TreeMap<>()));
        assertEquals("structure s is not shareable, yet the layout shares it",
                checker.violation(p, new TileLayout(new long[] {0}, shared)));
        List<StructureLayout> offMachine = List.of(new StructureLayout(StructurePlan.sharedOn(5),
                new TreeMap<>(Map.of(0, 64L, 1, 0L)), new TreeMap<>()));
        TileProblem q = p.withStructures(List.of(new dev.berth.model.tiles.ReadOnlyStructure("s",
                p.structure(0).kind(), 64, 1, new int[] {0, 1}, p.always(), List.of(), 0, 0, true)));
        assertEquals("structure s is shared from tile 5, which is not on the machine (2 tiles)",
                checker.violation(q, new TileLayout(new long[] {0}, offMachine)));
        assertEquals("the layout has 2 variable offsets for 1 variables",
                checker.violation(p, new TileLayout(new long[] {0, 0}, List.of())));
        assertEquals("the layout has 0 structure entries for 1 structures",
                checker.violation(p, new TileLayout(new long[] {0}, List.of())));
    }

    /** A hugely wrong offset must not wrap round into a small end (files cap numbers at 2^53, code does not). */
    @Test
    void hugeOffsetsDoNotWrapRound() {
        TileProblem p = TileExamples.fig4a();
        TileLayout l = StackedTileLayout.of(p, StructurePlan.allReplicated(p));
        TileLayout huge = TileLayoutEdits.variable(l, p.variableIndex("e"), Long.MAX_VALUE - 8);
        assertTrue(checker.violation(p, huge).contains("ends past the tile's 1024 bytes"));
    }

    @Test
    void layoutsThatAreNotThereAreNamed() {
        TileProblem p = TileExamples.fig4a();
        assertEquals("the layout is missing", checker.violation(p, null));
        List<StructureLayout> none = new ArrayList<>();
        assertEquals("the layout has 0 variable offsets for 6 variables", checker.violation(p, new TileLayout(new long[0], none)));
    }
}
