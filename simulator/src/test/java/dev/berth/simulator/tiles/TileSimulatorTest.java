package dev.berth.simulator.tiles;

import dev.berth.model.tiles.analysis.ExchangeSchedule;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.testing.StackedTileLayout;
import dev.berth.model.tiles.testing.TileExamples;
import dev.berth.model.tiles.testing.TileLayoutEdits;
import dev.berth.simulator.tiles.TileViolation.Kind;
import dev.berth.simulator.tiles.TileViolation.Phase;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The formats example run on the machine, valid and broken one way at a time. */
class TileSimulatorTest {
    private static final TileProblem P = TileExamples.formatsExample();
    private static final int VS0 = P.structureIndex("vs0");
    private static final int CC0 = P.structureIndex("cc0");

    private static StructurePlan[] sharedFrom0() {
        StructurePlan[] plans = StructurePlan.allReplicated(P);
        plans[VS0] = StructurePlan.sharedOn(0);
        plans[CC0] = StructurePlan.sharedOn(0);
        return plans;
    }

    @Test
    void replicatedLayoutRunsCleanWithTheObjectivesPeaks() {
        TileLayout l = StackedTileLayout.of(P, StructurePlan.allReplicated(P));
        TileSimulationReport r = TileSimulator.run(P, l);
        assertTrue(r.clean(), r.summary());
        assertEquals(0, r.bankConflicts());
        assertEquals(0, r.exchangeCycles());
        assertArrayEquals(TileObjective.peaks(P, l), r.peaks());
        assertEquals(TileObjective.of(P, l).maxPeak(), r.maxPeak());
        // 7 variables read back once each; vs0 on 3 users: copy read at steps 2 and 3, pointer at step 2
        // (copy and target); cc0 on 2 users: copy read at steps 0 and 5
        assertEquals(7 + 3 * 3 + 2 * 2, r.readsChecked());
        assertEquals(6, r.supersteps());
        assertTrue(r.summary().startsWith("clean over 6 supersteps"), r.summary());
    }

    @Test
    void sharedLayoutRunsCleanAndCountsTheScheduleCycles() {
        StructurePlan[] plans = sharedFrom0();
        TileLayout l = StackedTileLayout.of(P, plans);
        TileSimulationReport r = TileSimulator.run(P, l);
        assertTrue(r.clean(), r.summary());
        assertEquals(0, r.bankConflicts());
        // cc0: 16 B to tiles 1 and 2 at step 0 = 4 cycles; vs0: 512 B to tiles 1-3 at step 2 = 128 cycles
        assertEquals(132, r.exchangeCycles());
        assertEquals(ExchangeSchedule.of(P, plans).totalCycles(), r.exchangeCycles());
        assertEquals(4L, r.exchangeCyclesByStep().get(0));
        assertEquals(128L, r.exchangeCyclesByStep().get(2));
        assertArrayEquals(TileObjective.peaks(P, l), r.peaks());
    }

    @Test
    void variableMovedOntoALiveNeighbourIsAnOverwriteAndALostRead() {
        TileLayout valid = StackedTileLayout.of(P, StructurePlan.allReplicated(P));
        TileLayout broken = TileLayoutEdits.variable(P, valid, "c", valid.variableOffsets()[P.variableIndex("x3")]);
        TileSimulationReport r = TileSimulator.run(P, broken);
        assertFalse(r.clean());
        TileViolation v = r.firstViolation();
        assertEquals(Kind.OVERWRITE, v.kind(), r.summary());
        assertEquals(3, v.tile());
        assertEquals(2, v.step());
        assertTrue(v.found().contains("variable x3"), v.message());
        assertTrue(r.violations().stream().anyMatch(x -> x.kind() == Kind.LOST_DATA && x.tile() == 3
                && x.expected().contains("variable x3") && x.found().contains("variable c")), r.violations()::toString);
    }

    @Test
    void pointerTargetMovedOnOneReceiverIsAWrongTargetOnThatTile() {
        TileLayout valid = StackedTileLayout.of(P, sharedFrom0());
        assertEquals(valid.variableOffsets()[P.variableIndex("a")], valid.variableOffsets()[P.variableIndex("c")]);
        TileLayout broken = TileLayoutEdits.variable(P, valid, "c", TileLayoutEdits.top(P, valid, 3) + 64);
        TileSimulationReport r = TileSimulator.run(P, broken);
        assertNotNull(TileValidator.firstViolation(P, broken));
        assertEquals(1, r.violationCount(), r.summary());
        TileViolation v = r.firstViolation();
        assertEquals(Kind.WRONG_TARGET, v.kind());
        assertEquals(3, v.tile());
        assertEquals(2, v.step());
        assertEquals(Phase.COMPUTE, v.phase());
        assertTrue(v.message().contains("vs0") && v.expected().contains("variable c"), v.message());
    }

    @Test
    void replicatedPointersFollowTheirOwnTileWhereverItsTargetSits() {
        TileLayout valid = StackedTileLayout.of(P, StructurePlan.allReplicated(P));
        long bankAbove = (TileLayoutEdits.top(P, valid, 3) / 1024 + 1) * 1024;
        TileLayout moved = TileLayoutEdits.variable(P, valid, "c", bankAbove);
        assertNull(TileValidator.firstViolation(P, moved));
        assertTrue(TileSimulator.run(P, moved).clean());
    }

    @Test
    void receiverCopyOverALiveVariableIsCaughtInTheExchange() {
        TileLayout valid = StackedTileLayout.of(P, sharedFrom0());
        TileLayout broken = TileLayoutEdits.entry(valid, VS0, 2, false, valid.variableOffsets()[P.variableIndex("b")]);
        TileSimulationReport r = TileSimulator.run(P, broken);
        TileViolation v = r.firstViolation();
        assertEquals(Kind.OVERWRITE, v.kind(), r.summary());
        assertEquals(2, v.tile());
        assertEquals(2, v.step());
        assertEquals(Phase.EXCHANGE, v.phase());
        assertTrue(v.found().contains("variable b"), v.message());
        assertTrue(r.violations().stream().anyMatch(x -> x.kind() == Kind.WRONG_TARGET && x.tile() == 2));
    }

    @Test
    void receiverCopyOverADeadVariableIsFine() {
        // x2 of tile 2 is live during [0, 2), the copy of vs0 only during [2, 4)
        TileLayout valid = StackedTileLayout.of(P, sharedFrom0());
        TileLayout reused = TileLayoutEdits.entry(valid, VS0, 2, false, valid.variableOffsets()[P.variableIndex("x2")]);
        assertNull(TileValidator.firstViolation(P, reused));
        TileSimulationReport r = TileSimulator.run(P, reused);
        assertTrue(r.clean(), r.summary());
    }

    @Test
    void offsetPastCapacityIsAViolation() {
        TileLayout valid = StackedTileLayout.of(P, StructurePlan.allReplicated(P));
        TileSimulationReport r = TileSimulator.run(P, TileLayoutEdits.variable(P, valid, "w0", 4000));
        assertEquals(1, r.violationCount(), r.summary());
        assertEquals(Kind.OVER_CAPACITY, r.firstViolation().kind());
        assertEquals(0, r.firstViolation().tile());
        assertEquals(4200, r.peak(0));
    }

    @Test
    void missingReceiverCopyIsAViolationNotAnException() {
        TileLayout valid = StackedTileLayout.of(P, sharedFrom0());
        TileSimulationReport r = TileSimulator.run(P, TileLayoutEdits.entry(valid, VS0, 2, false, -1));
        TileViolation v = r.firstViolation();
        assertEquals(Kind.MISSING_OFFSET, v.kind(), r.summary());
        assertEquals(2, v.tile());
        assertTrue(v.message().contains("vs0"), v.message());

        TileSimulationReport code = TileSimulator.run(P, TileLayoutEdits.entry(valid, VS0, 0, true, -1));
        assertEquals(Kind.MISSING_OFFSET, code.firstViolation().kind());
        assertTrue(code.firstViolation().message().contains("send code of vs0"), code.summary());
    }

    @Test
    void wrongShapeRunsNothing() {
        TileLayout valid = StackedTileLayout.of(P, StructurePlan.allReplicated(P));
        TileSimulationReport r = TileSimulator.run(P, new TileLayout(new long[3], valid.structures()));
        assertEquals(Kind.LAYOUT_SHAPE, r.firstViolation().kind());
        assertEquals(0, r.readsChecked());
    }

    @Test
    void sharingAnUnshareableStructureIsAnIllegalPlan() {
        List<ReadOnlyStructure> ss = new ArrayList<>(P.structures());
        ReadOnlyStructure c = ss.get(CC0);
        ss.set(CC0, new ReadOnlyStructure(c.id(), c.kind(), c.size(), c.alignment(), c.users(), c.use(), c.pointers(),
                c.sendCodeBytes(), c.receiveCodeBytes(), false));
        TileProblem pinned = P.withStructures(ss);
        TileSimulationReport r = TileSimulator.run(pinned, StackedTileLayout.of(pinned, sharedFrom0()));
        assertEquals(1, r.violationCount(), r.summary());
        assertEquals(Kind.ILLEGAL_PLAN, r.firstViolation().kind());
    }

    @Test
    void bankedVariablesLiveTogetherInOneBankAreAConflictNotAViolation() {
        TileProblem p = TileExamples.parse("banks", """
                {"family": "tiles", "machine": {"tiles": 2, "bytesPerTile": 4096, "bankBytes": 1024},
                 "steps": 4,
                 "variables": [ {"id": "p", "tile": 1, "size": 100, "live": [[0, 3]], "banked": true},
                                {"id": "q", "tile": 1, "size": 100, "live": [[2, 4]], "banked": true},
                                {"id": "r", "tile": 1, "size": 100, "live": [[3, 4]], "banked": true} ] }""");
        // q and p share bank 0 at step 2; r joins bank 0 only when p is dead
        TileLayout l = new TileLayout(new long[] {0, 128, 256}, List.of());
        TileSimulationReport r = TileSimulator.run(p, l);
        assertTrue(r.clean(), r.summary());
        assertEquals(2, r.bankConflicts());
        assertEquals(new BankConflict(1, 2, "p", "q", 0), r.bankConflictExamples().get(0));
        assertEquals(new BankConflict(1, 3, "q", "r", 0), r.bankConflictExamples().get(1));
        assertNotNull(TileValidator.firstViolation(p, l));

        TileLayout apart = new TileLayout(new long[] {0, 1024, 0}, List.of());
        assertEquals(0, TileSimulator.run(p, apart).bankConflicts());
        assertNull(TileValidator.firstViolation(p, apart));
    }
}
