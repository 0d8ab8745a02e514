package dev.berth.simulator.engine;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The reference's 32-core unit is far too big to explore; one fixed schedule still runs every step of
 * every core and checks the same invariants on the way, and gives the golden completion words.
 */
class DoorbellStraightLineTest {
    private static TaskOutcome single(StraightLineRun run) {
        assertTrue(run.violation().isEmpty(), () -> run.violation().orElseThrow().toString());
        assertEquals(1, run.outcomes().size());
        return run.outcomes().getFirst();
    }

    @Test
    void fivePartsOnThirtyTwoCoresSetExactlyFiveBits() {
        TaskOutcome o = single(DoorbellModel.runStraightLine(UnitConfiguration.of(32, 5)));
        assertEquals(5, o.bitsSet());
        assertEquals(0b11111L, o.completionBits());
        assertTrue(o.success());
    }

    @Test
    void aSingleZeroBitIsAFailure() {
        TaskOutcome o = single(DoorbellModel.runStraightLine(UnitConfiguration.of(32, 5).withFailingCore(3)));
        assertEquals(0b10111L, o.completionBits());
        assertFalse(o.success());
    }

    @Test
    void anIdleCoreCannotFailTheTask() {
        TaskOutcome o = single(DoorbellModel.runStraightLine(UnitConfiguration.of(32, 5).withFailingCore(20)));
        assertEquals(5, o.bitsSet());
        assertTrue(o.success());
    }

    @Test
    void allThirtyTwoPartsSetTheAllOnesWord() {
        TaskOutcome o = single(DoorbellModel.runStraightLine(UnitConfiguration.of(32, 32)));
        assertEquals(0xFFFF_FFFFL, o.completionBits());
        assertTrue(o.success());
    }

    @Test
    void everyTaskIsReadBackThenTheUnitDetaches() {
        StraightLineRun run = DoorbellModel.runStraightLine(UnitConfiguration.of(32, 5).withComputeTasks(3));
        assertTrue(run.violation().isEmpty(), () -> run.violation().orElseThrow().toString());
        assertEquals(List.of(1, 2, 3), run.outcomes().stream().map(TaskOutcome::task).toList());
        assertTrue(run.outcomes().stream().allMatch(o -> o.bitsSet() == 5 && o.success()));
    }

    @Test
    void aUnitThatIgnoresDisconnectIsCaughtOnTheFixedScheduleToo() {
        StraightLineRun run = DoorbellModel.runStraightLine(UnitConfiguration.of(32, 5)
                .withVariant(ProtocolVariant.IGNORE_DISCONNECT));
        assertEquals(ViolationKind.NOT_DETACHED, run.violation().orElseThrow().kind());
        assertEquals(run.steps(), run.violation().orElseThrow().trace().size());
    }

    @Test
    void configurationsOutsideTheModelAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> UnitConfiguration.of(2, 3));
        assertThrows(IllegalArgumentException.class, () -> UnitConfiguration.of(2, 0));
        assertThrows(IllegalArgumentException.class, () -> UnitConfiguration.of(64, 5));
        assertThrows(IllegalArgumentException.class, () -> UnitConfiguration.of(2, 2).withFailingCore(2));
        assertThrows(IllegalArgumentException.class, () -> UnitConfiguration.of(2, 2).withComputeTasks(-1));
    }
}
