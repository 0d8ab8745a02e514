package dev.berth.simulator.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Window;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.berth.simulator.memory.SimulatedViolation.Kind.COLLISION;
import static dev.berth.simulator.memory.SimulatedViolation.Kind.MISALIGNMENT;
import static dev.berth.simulator.memory.SimulatedViolation.Kind.OFFSET_COUNT;
import static dev.berth.simulator.memory.SimulatedViolation.Kind.OVERFLOW;
import static dev.berth.simulator.memory.SimulatedViolation.Kind.PINNED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MemorySimulatorTest {
    @Test
    void theGoldenMiniMallocLayoutReplaysClean() {
        MemorySimulationReport r = MemorySimulator.replay(TinyMemoryInstances.miniMallocExample(), new long[] {8, 8, 4, 4, 0});
        assertTrue(r.ok(), r.firstViolationMessage());
        assertNull(r.firstViolation());
        assertEquals(15, r.events()); // each of 5 buffers: placed, writes, reads back
        assertEquals(0, r.collisions() + r.overflows() + r.misalignments() + r.pinnedViolations());
        assertEquals(12, r.maxAddressTouched());
        assertEquals(12, r.peakLiveBytes());
    }

    @Test
    void anOverwriteIsBlamedOnTheWriterAtTheTimeItWrote() {
        // b starts at 5 inside a's bytes [0, 4); a finds b's tag when it reads back at 10
        MemoryProblem p = problem(Buffer.of("a", 0, 10, 4), Buffer.of("b", 5, 8, 4));
        MemorySimulationReport r = MemorySimulator.replay(p, new long[] {0, 2});
        assertFalse(r.ok());
        assertEquals(1, r.collisions());
        SimulatedViolation v = r.firstViolation();
        assertEquals(COLLISION, v.kind());
        assertEquals(5, v.time());
        assertEquals("a", v.buffer());
        assertEquals("b", v.overwrittenBy());
        assertEquals("at time 5, buffer b [2, 6) overwrote bytes [2, 4) of buffer a [0, 4) while a held them"
                + " (found when a read them back at time 10)", v.message());
    }

    @Test
    void theVictimIsWhoeverHeldTheBytesFirst() {
        MemoryProblem p = problem(Buffer.of("a", 3, 10, 4), Buffer.of("b", 0, 5, 4));
        SimulatedViolation v = MemorySimulator.replay(p, new long[] {0, 2}).firstViolation();
        assertEquals(3, v.time());
        assertEquals("b", v.buffer());
        assertEquals("a", v.overwrittenBy());
    }

    @Test
    void buffersStartingTogetherOnTheSameBytesCollideAtThatTime() {
        MemoryProblem p = problem(Buffer.of("a", 4, 6, 4), Buffer.of("b", 4, 9, 1));
        MemorySimulationReport r = MemorySimulator.replay(p, new long[] {0, 3});
        assertEquals(1, r.collisions());
        assertEquals(4, r.firstViolation().time());
    }

    @Test
    void halfOpenLifespansAndAddressRangesShareNothing() {
        MemoryProblem p = problem(Buffer.of("a", 0, 3, 4), Buffer.of("b", 3, 5, 4), Buffer.of("c", 0, 5, 2));
        MemorySimulationReport r = MemorySimulator.replay(p, new long[] {0, 0, 4});
        assertTrue(r.ok(), r.firstViolationMessage());
        assertEquals(6, r.peakLiveBytes());
        assertEquals(6, r.maxAddressTouched());
    }

    @Test
    void aGapLetsOthersUseTheBytesAndTheBufferRewritesThemWhenItEnds() {
        Buffer a = Buffer.of("a", 0, 10, 4).withGaps(List.of(new Gap(3, 6)));
        assertTrue(MemorySimulator.replay(problem(a, Buffer.of("b", 3, 6, 4)), new long[] {0, 0}).ok());
        MemorySimulationReport late = MemorySimulator.replay(problem(a, Buffer.of("b", 3, 7, 4)), new long[] {0, 0});
        SimulatedViolation v = late.firstViolation();
        assertEquals(6, v.time());
        assertEquals("b", v.buffer());
        assertEquals("a", v.overwrittenBy());
    }

    @Test
    void aWindowedGapKeepsOnlyTheWindowsBytes() {
        Buffer a = Buffer.of("a", 0, 10, 8).withGaps(List.of(new Gap(3, 6, new Window(2, 5))));
        for (long o = 0; o <= 10; o++) {
            boolean meetsWindow = o < 5 && o + 2 > 2;
            MemorySimulationReport r = MemorySimulator.replay(problem(a, Buffer.of("b", 3, 6, 2)), new long[] {0, o});
            assertEquals(meetsWindow, !r.ok(), "b at " + o + ": " + r.firstViolationMessage());
            if (meetsWindow) {
                assertEquals("a", r.firstViolation().buffer());
                assertEquals(3, r.firstViolation().time());
            }
        }
        // during the gap only the window's 3 bytes count as held
        MemorySimulationReport r = MemorySimulator.replay(problem(a, Buffer.of("b", 3, 6, 5)), new long[] {0, 5});
        assertTrue(r.ok(), r.firstViolationMessage());
        assertEquals(8, r.peakLiveBytes());
        assertEquals(10, r.maxAddressTouched());
    }

    @Test
    void addressesOutsideTheMemoryAreOverflows() {
        MemoryProblem p = new MemoryProblem("cap", List.of(Buffer.of("a", 0, 2, 4), Buffer.of("b", 2, 3, 4),
                Buffer.of("z", 1, 2, 0)), 8);
        assertTrue(MemorySimulator.replay(p, new long[] {4, 0, 8}).ok(), "a zero-size buffer may sit at the top");
        MemorySimulationReport above = MemorySimulator.replay(p, new long[] {5, 0, 0});
        assertEquals(1, above.overflows());
        assertEquals(OVERFLOW, above.firstViolation().kind());
        assertEquals("at time 0, buffer a: [5, 9) runs past the capacity 8", above.firstViolationMessage());
        MemorySimulationReport below = MemorySimulator.replay(p, new long[] {0, 0, -1});
        assertEquals(1, below.overflows());
        assertEquals("z", below.firstViolation().buffer());
    }

    @Test
    void offsetsNearTheTopOfTheLongRangeOverflowEvenWithoutCapacity() {
        MemoryProblem p = problem(Buffer.of("a", 0, 2, 4), Buffer.of("b", 0, 2, 4));
        long o = Long.MAX_VALUE - 1;
        MemorySimulationReport r = MemorySimulator.replay(p, new long[] {o, o});
        assertEquals(2, r.overflows());
        assertEquals(1, r.collisions());
    }

    @Test
    void misalignedAndMisplacedPinnedBuffersAreCounted() {
        MemoryProblem p = problem(Buffer.of("a", 0, 2, 4).withAlignment(4), Buffer.of("p", 0, 2, 4).withFixedOffset(8L));
        MemorySimulationReport r = MemorySimulator.replay(p, new long[] {2, 12});
        assertEquals(1, r.misalignments());
        assertEquals(1, r.pinnedViolations());
        assertEquals(MISALIGNMENT, r.firstViolation().kind());
        assertEquals(PINNED, MemorySimulator.replay(p, new long[] {0, 12}).firstViolation().kind());
        assertEquals(1, MemorySimulator.replay(p, new long[] {-2, 8}).misalignments());
    }

    @Test
    void theEarliestViolationIsReportedEvenWhenFoundLater() {
        // the overwrite at time 2 is found at time 9, after the misplaced pin at time 7
        MemoryProblem p = problem(Buffer.of("a", 0, 9, 4), Buffer.of("b", 2, 3, 4), Buffer.of("p", 7, 8, 1).withFixedOffset(20L));
        MemorySimulationReport r = MemorySimulator.replay(p, new long[] {0, 0, 21});
        assertEquals(1, r.pinnedViolations());
        assertEquals(1, r.collisions());
        assertEquals(COLLISION, r.firstViolation().kind());
        assertEquals(2, r.firstViolation().time());
    }

    @Test
    void aWrongNumberOfOffsetsReplaysNothing() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        for (long[] offsets : new long[][] {{8, 8, 4, 4}, {8, 8, 4, 4, 0, 0}, null}) {
            MemorySimulationReport r = MemorySimulator.replay(p, offsets);
            assertFalse(r.ok());
            assertEquals(OFFSET_COUNT, r.firstViolation().kind());
            assertEquals(0, r.events());
        }
    }

    @Test
    void aHugeAddressSpaceCostsOnlyWhatIsWritten() {
        long gib = 1L << 30;
        MemoryProblem p = new MemoryProblem("64g", List.of(Buffer.of("a", 0, 4, 8 * gib), Buffer.of("b", 2, 6, 8 * gib),
                Buffer.of("c", 3, 5, gib)), 64 * gib);
        MemorySimulationReport r = MemorySimulator.replay(p, new long[] {40 * gib, 48 * gib, 63 * gib});
        assertTrue(r.ok(), r.firstViolationMessage());
        assertEquals(64 * gib, r.maxAddressTouched());
        assertEquals(17 * gib, r.peakLiveBytes());
        assertEquals(COLLISION, MemorySimulator.replay(p, new long[] {40 * gib, 48 * gib - 1, 63 * gib}).firstViolation().kind());
    }

    private static MemoryProblem problem(Buffer... buffers) {
        return new MemoryProblem("hand", List.of(buffers), MemoryProblem.UNBOUNDED);
    }
}
