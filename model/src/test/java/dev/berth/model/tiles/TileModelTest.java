package dev.berth.model.tiles;

import dev.berth.model.families.TileFamily;

import dev.berth.model.tiles.analysis.AddressConflict;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.ExchangeSchedule;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.io.TileJson;
import dev.berth.model.tiles.io.TileSolutions;
import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.tiles.testing.StackedTileLayout;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TileModelTest {

    @Test
    void fig4aSetsAreConsistentAndTakeTwoAddresses() {
        TileProblem p = TileExamples.fig4a();
        EqualAddressGroups g = EqualAddressGroups.of(p, null);
        assertTrue(g.consistent());
        assertEquals(2, g.groups().size());
        assertNull(TileInfeasibility.check(p));
        TileLayout l = StackedTileLayout.of(p, StructurePlan.allReplicated(p));
        assertNull(TileValidator.firstViolation(p, l));
        assertTrue(l.variableOffsets()[p.variableIndex("a")] != l.variableOffsets()[p.variableIndex("d")]);
    }

    @Test
    void fig4bIsInfeasibleBecauseOfTheTwoVariablesOfTile1() {
        TileProblem p = TileExamples.fig4b();
        AddressConflict c = EqualAddressGroups.of(p, null).conflict();
        assertNotNull(c);
        assertEquals(1, c.tile());
        assertEquals(List.of("a", "d"), List.of(p.variable(c.first()).id(), p.variable(c.second()).id()));
        assertEquals(List.of("b", "c"), c.through());
        String reason = TileInfeasibility.check(p);
        assertTrue(reason.contains("variables a and d of tile 1"), reason);
        assertTrue(reason.contains("through b, c"), reason);
    }

    @Test
    void variablesOfOneTileNeverLiveTogetherMayShareAnAddress() {
        TileProblem p = TileExamples.disjointLifetimes();
        assertNull(TileInfeasibility.check(p));
        assertNull(TileValidator.firstViolation(p, StackedTileLayout.of(p, StructurePlan.allReplicated(p))));
    }

    @Test
    void sharingAStructureAddsItsPointerSetsAndCanBreakConsistency() {
        TileProblem p = TileExamples.parse("ptr", """
                {"machine": {"tiles": 3, "bytesPerTile": 4096}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 8}, {"id": "b", "tile": 1, "size": 8},
                                {"id": "d", "tile": 0, "size": 8}, {"id": "e", "tile": 1, "size": 8} ],
                 "equalAddress": [ ["a", "b"] ],
                 "structures": [ {"id": "s", "size": 64, "users": [0, 1],
                                  "pointers": [ {"format": "vectorList", "targets": {"0": "d", "1": "b"},
                                                 "base": {"0": "a", "1": "e"}} ]} ] }""");
        EqualAddressGroups g = EqualAddressGroups.of(p, null);
        AddressConflict c = g.checkShare(0);
        assertNotNull(c, "d@0 joins {a, b}: a and d of tile 0 collide");
        assertEquals(0, c.tile());
        StructurePlan[] shared = {StructurePlan.sharedOn(2)};
        assertTrue(TileValidator.firstViolation(p, StackedTileLayout.of(p, StructurePlan.allReplicated(p))) == null);
        assertThrows(IllegalArgumentException.class, () -> StackedTileLayout.of(p, shared));
    }

    @Test
    void formatsExampleBoundAndExchangeCycles() {
        TileProblem p = TileExamples.formatsExample();
        TileLowerBound lb = TileLowerBound.of(p);
        assertEquals(200, lb.of(0));
        assertEquals(828, lb.of(1));
        assertEquals(996, lb.of(2));
        assertEquals(1540, lb.of(3));
        assertEquals(1540, lb.max());
        assertEquals(3, lb.maxTile());
        assertEquals(2, lb.stepOf(3));
        StructurePlan[] plans = {StructurePlan.sharedOn(0), StructurePlan.sharedOn(0)};
        ExchangeSchedule x = ExchangeSchedule.of(p, plans);
        assertEquals(4, x.cycles(0));
        assertEquals(128, x.cycles(2));
        assertEquals(132, x.totalCycles());
        StructurePlan[] spread = {StructurePlan.sharedOn(1), StructurePlan.sharedOn(0)};
        assertEquals(512, ExchangeSchedule.of(p, spread).sentBytes(2, 1));
        assertEquals(0, ExchangeSchedule.of(p, spread).receivedBytes(2, 1), "the master is a user: it keeps its copy");
        TileLayout l = StackedTileLayout.of(p, plans);
        assertNull(TileValidator.firstViolation(p, l));
        TileObjective o = TileObjective.of(p, l);
        assertTrue(o.maxPeak() >= lb.max());
        assertEquals(132, o.exchangeCycles());
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void stackedLayoutsAreValidAndAboveTheBound(long seed) {
        TileProblem p = TileExamples.random(seed, 2 + (int) (seed % 4), 3 + (int) (seed % 5), (int) (seed % 3), (int) (seed % 4));
        TileLowerBound lb = TileLowerBound.of(p);
        EqualAddressGroups input = EqualAddressGroups.of(p, null);
        if (!input.consistent()) {
            assertNotNull(TileInfeasibility.check(p));
            return;
        }
        StructurePlan[] plans = StructurePlan.allReplicated(p);
        EqualAddressGroups g = EqualAddressGroups.of(p, null);
        for (int s = 0; s < p.structureCount(); s++) {
            if (seed % 2 == 0 && g.tryShare(s) == null) {
                plans[s] = StructurePlan.sharedOn((int) ((seed + s) % p.tiles()));
            }
        }
        TileLayout l = StackedTileLayout.of(p, plans);
        assertNull(TileValidator.firstViolation(p, l));
        TileObjective o = TileObjective.of(p, l);
        assertTrue(o.maxPeak() >= lb.max(), o + " vs " + lb.max());
        assertTrue(o.totalMemory() >= lb.total());
        TileProblem again = TileJson.parse("again", Json.parse("again", TileJson.toJson(p).toString()));
        assertEquals(TileJson.toJson(p), TileJson.toJson(again));
        TileLayout read = TileSolutions.readLayout("sol", TileFamily.INSTANCE.writeSolution(p,
                dev.berth.model.tiles.analysis.TileLayouts.answer(p, l)).toString(), p);
        assertNull(TileValidator.firstViolation(p, read));
        assertEquals(o, TileObjective.of(p, read));
    }

    @ParameterizedTest
    @ValueSource(longs = {21, 22, 23, 24, 25, 26, 27, 28})
    void validatorCatchesBrokenLayouts(long seed) {
        TileProblem p = TileExamples.random(seed, 3, 4, 1, 2);
        if (!EqualAddressGroups.of(p, null).consistent()) {
            return;
        }
        TileLayout ok = StackedTileLayout.of(p, StructurePlan.allReplicated(p));
        assertNull(TileValidator.firstViolation(p, ok));
        // every variable moved onto an interfering neighbour of its tile is caught
        for (int v = 0; v < p.variableCount(); v++) {
            for (int w : p.variablesOf(p.variable(v).tile())) {
                TileBlock a = TileBlocks.variableBlock(p, v);
                TileBlock b = TileBlocks.variableBlock(p, w);
                if (v != w && a.interferes(b)) {
                    long[] off = ok.variableOffsets().clone();
                    off[v] = off[w];
                    assertNotNull(TileValidator.firstViolation(p, new TileLayout(off, ok.structures())));
                }
            }
        }
        if (p.structureCount() > 0) {
            List<StructureLayout> s = new ArrayList<>(ok.structures());
            TreeMap<Integer, Long> fewer = new TreeMap<>(s.get(0).copies());
            fewer.remove(fewer.firstKey());
            s.set(0, new StructureLayout(s.get(0).plan(), fewer, s.get(0).code()));
            assertTrue(TileValidator.firstViolation(p, new TileLayout(ok.variableOffsets(), s)).contains("needs copies"));
        }
    }

    @Test
    void bankedVariablesLiveTogetherMayNotShareABank() {
        TileProblem p = TileExamples.parse("banks", """
                {"machine": {"tiles": 1, "bytesPerTile": 256, "bankBytes": 64}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 16, "banked": true},
                                {"id": "b", "tile": 0, "size": 16, "banked": true},
                                {"id": "c", "tile": 0, "size": 16} ] }""");
        long[] sameBank = {0, 16, 32};
        String v = TileValidator.firstViolation(p, new TileLayout(sameBank, List.of()));
        assertTrue(v != null && v.contains("bank 0"), v);
        assertNull(TileValidator.firstViolation(p, new TileLayout(new long[] {0, 64, 16}, List.of())));
        assertEquals(65, TileLowerBound.of(p).max(), "two banked variables need two banks");
    }

    /** An offset near the top of the long range must not wrap around the capacity test. */
    @Test
    void hugeOffsetsArePastTheTileNotWrappedAround() {
        TileProblem p = TileExamples.parse("huge", """
                {"machine": {"tiles": 1, "bytesPerTile": 256, "bankBytes": 64}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 16}, {"id": "b", "tile": 0, "size": 16} ] }""");
        String v = TileValidator.firstViolation(p, new TileLayout(new long[] {0, Long.MAX_VALUE - 8}, List.of()));
        assertNotNull(v);
        assertTrue(v.contains("past the tile's 256 bytes"), v);
        assertNull(TileValidator.firstViolation(p, new TileLayout(new long[] {0, 240}, List.of())));
        assertNotNull(TileValidator.firstViolation(p, new TileLayout(new long[] {0, 241}, List.of())));
    }

    @Test
    void badInputNamesTheField() {
        String base = """
                {"machine": {"tiles": 2, "bytesPerTile": 256}, "steps": 3,
                 "variables": [ {"id": "a", "tile": 0, "size": 8}, {"id": "b", "tile": 1, "size": 8, "live": %s} ],
                 "equalAddress": [ %s ],
                 "structures": [ {"id": "s", "size": 8, "users": [0, 1], "pointers": [ %s ]} ] }""";
        assertMessage(base.formatted("[[0, 4]]", "", ""), "variables[1].live[0]", "past the last step");
        assertMessage(base.formatted("[[0, 2]]", "[\"a\", \"zz\"]", ""), "equalAddress[0][1]", "unknown variable 'zz'");
        assertMessage(base.formatted("[[0, 2]]", "", "{\"format\": \"vector\", \"targets\": {\"0\": \"b\", \"1\": \"b\"}}"),
                "pointers[0].targets.0", "is on tile 1, not 0");
        assertMessage(base.formatted("[[0, 2]]", "", "{\"format\": \"vector\", \"targets\": {\"0\": \"a\"}}"),
                "pointers[0].targets", "no target for user tile 1");
        assertMessage(base.formatted("[[0, 2]]", "", "{\"format\": \"list\", \"targets\": {}}"),
                "pointers[0].format", "unknown pointer format 'list'");
        assertMessage(base.formatted("[[2, 2]]", "", ""), "variables[1].live[0]", "empty interval");
    }

    private static void assertMessage(String json, String where, String what) {
        InputException e = assertThrows(InputException.class, () -> TileExamples.parse("f.json", json));
        assertTrue(e.getMessage().contains(where) && e.getMessage().contains(what), e.getMessage());
    }
}
