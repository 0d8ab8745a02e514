package dev.berth.simulator.simt;

import dev.berth.model.InputException;
import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What stops a run early: faults that name thread, block and instruction; deadlocks; bad options. */
class FaultsAndDeadlocksTest {
    private static final Launch FOUR = new Launch(1, 4, 4, Map.of());

    @Test
    void anAddressOutsideSharedMemoryNamesTheThreadBlockAndInstruction() {
        Kernel k = ExampleKernels.parse("""
                entry:
                    add r1, %tid, 2
                    st [r1], 5
                    exit
                """);
        for (ExecutionModel m : ExecutionModel.values()) {
            SimtRunReport r = SimtSimulator.run(k, FOUR, m, SimtRunOptions.deterministic());
            assertEquals(SimtOutcome.FAULT, r.outcome(), m.text());
            assertEquals("fault under " + m.text() + " at step 2: thread t2 (warp 0, lane 2), block entry, instruction 1"
                    + " 'st [r1], 5': address 4 is outside the 4 shared words", r.message());
            assertEquals(java.util.List.of(0L, 0L, 5L, 5L), r.memory(), "lanes 0 and 1 stored before lane 2 faulted");
        }
    }

    @Test
    void nextPcHardwareIsAFaultUnderTheOtherModels() {
        Kernel k = ExampleKernels.parse("""
                .warp-registers 1
                entry:
                    mov r0, 1
                    npc.mask w0, r0, eq, @entry
                    exit
                """);
        for (ExecutionModel m : new ExecutionModel[]{ExecutionModel.IPDOM, ExecutionModel.ITS}) {
            SimtRunReport r = SimtSimulator.run(k, FOUR, m, SimtRunOptions.deterministic());
            assertEquals(SimtOutcome.FAULT, r.outcome());
            assertEquals("fault under " + m.text() + " at step 2: thread t0 (warp 0), block entry, instruction 1"
                    + " 'npc.mask w0, r0, eq, @entry': next-PC hardware, which the " + m.text()
                    + " model does not have", r.message());
        }
    }

    @Test
    void itsDeadlocksWhenTheThreadsOfAWarpWaitAtDifferentSyncs() {
        Kernel k = ExampleKernels.parse("""
                entry:
                    and r0, %laneid, 1
                    cbr r0, odd, even
                odd:
                    sync.warp
                    bra join
                even:
                    sync.warp
                join:
                    exit
                """);
        SimtRunReport its = SimtSimulator.run(k, FOUR, ExecutionModel.ITS, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.DEADLOCK, its.outcome(), its.message());
        assertFalse(its.suspected());
        assertEquals("deadlock after 2 steps: no warp can issue; t0,t2 waiting at even:0 'sync.warp' for t1,t3;"
                + " t1,t3 waiting at odd:0 'sync.warp' for t0,t2", its.message());
        // the stack's sync.warp never waits: it passes each side with the active mask
        assertEquals(SimtOutcome.COMPLETED,
                SimtSimulator.run(k, FOUR, ExecutionModel.IPDOM, SimtRunOptions.deterministic()).outcome());
    }

    @Test
    void votesTakeTheActiveMaskOnTheStackAndTheWholeWarpUnderIts() {
        Kernel k = ExampleKernels.parse("""
                entry:
                    set.lt r0, %laneid, 2
                    cbr r0, low, high
                low:
                    vote.ballot r1, 1
                    st [%laneid], r1
                    bra join
                high:
                    vote.ballot r1, 1
                    st [%laneid], r1
                join:
                    exit
                """);
        SimtRunReport ipdom = SimtSimulator.run(k, FOUR, ExecutionModel.IPDOM, SimtRunOptions.deterministic());
        assertEquals(java.util.List.of(3L, 3L, 12L, 12L), ipdom.memory());
        // under its the two votes are different instructions: each waits for the whole warp, which never meets
        SimtRunReport its = SimtSimulator.run(k, FOUR, ExecutionModel.ITS, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.DEADLOCK, its.outcome());
    }

    @Test
    void anEndlessLoopIsALivelockFoundByTheRepeatedState() {
        Kernel k = ExampleKernels.parse("""
                entry:
                    add r0, r0, 1
                    and r0, r0, 3
                    bra entry
                """);
        for (ExecutionModel m : ExecutionModel.values()) {
            SimtRunReport r = SimtSimulator.run(k, new Launch(2, 4, 0, Map.of()), m, SimtRunOptions.deterministic());
            assertEquals(SimtOutcome.LIVELOCK, r.outcome(), m.text());
            assertFalse(r.suspected());
            assertTrue(r.steps() < 64, m.text() + ": " + r.steps());
        }
    }

    @Test
    void aLoopThatDivergesEveryTurnKeepsTheStackBoundedAndRepeats() {
        Kernel k = ExampleKernels.parse("""
                head:
                    and r0, %laneid, 1
                    cbr r0, a, b
                a:
                    bra latch
                b:
                    bra latch
                latch:
                    bra head
                """);
        SimtRunReport r = SimtSimulator.run(k, FOUR, ExecutionModel.IPDOM, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.LIVELOCK, r.outcome(), r.message());
        assertFalse(r.suspected());
        assertTrue(r.steps() < 30, r.message());
    }

    @Test
    void aLoopThatNeverRepeatsAStateStopsAtTheStepLimit() {
        Kernel k = ExampleKernels.parse("""
                entry:
                    add r0, r0, 1
                    bra entry
                """);
        SimtRunReport r = SimtSimulator.run(k, FOUR, ExecutionModel.ITS, SimtRunOptions.deterministic().withMaxSteps(1000));
        assertEquals(SimtOutcome.LIVELOCK, r.outcome());
        assertTrue(r.suspected());
        assertEquals(1000, r.steps());
        assertTrue(r.message().startsWith("suspected livelock: not finished after 1000 steps (deterministic schedule,"
                + " no repeated state seen)"), r.message());
    }

    @Test
    void badOptionsAreInputErrors() {
        assertEquals("--max-steps: must be at least 1, got 0",
                assertThrows(InputException.class, () -> SimtRunOptions.deterministic().withMaxSteps(0)).getMessage());
        assertEquals("trace length: must be at least 0, got -1",
                assertThrows(InputException.class, () -> SimtRunOptions.random(1).withTraceLength(-1)).getMessage());
        assertThrows(InputException.class, () -> SimtSimulator.run(null, FOUR, ExecutionModel.ITS,
                SimtRunOptions.deterministic()));
        assertEquals(ExecutionModel.NEXTPC, ExecutionModel.byText("NextPC"));
    }
}
