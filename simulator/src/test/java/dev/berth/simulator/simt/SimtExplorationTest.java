package dev.berth.simulator.simt;

import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every schedule of a small launch: what the exploration must find (livelocks only some schedules reach,
 * deadlocks, memory that depends on the schedule) and what it must not call wrong (a spin that only an unfair
 * schedule keeps going).
 */
class SimtExplorationTest {
    private static final Kernel SPINLOCK = ExampleKernels.load("spinlock.simt");

    private static List<Long> itsMemory(Kernel k, Launch launch) {
        SimtRunReport r = SimtSimulator.run(k, launch, ExecutionModel.ITS, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.COMPLETED, r.outcome(), r.message());
        return r.memory();
    }

    private static Launch launch(int warps, int lanes, int words) {
        return new Launch(warps, lanes, words, Map.of());
    }

    @Test
    void theSpinLockCompletesUnderEveryFairScheduleOfItsOwnThreads() {
        for (Launch l : List.of(launch(2, 2, 2), launch(4, 1, 2), launch(2, 1, 2))) {
            SimtExploration.Verdict v = SimtExploration.explore(SPINLOCK, ExecutionModel.ITS, l, itsMemory(SPINLOCK, l));
            assertTrue(v.finished(), l.toString());
            assertNull(v.violation(), l.toString());
            assertTrue(v.states() > 10, "the warps' turns interleave: " + v.states());
        }
    }

    @Test
    void theSpinLockOnAStackNeverFinishesOnceTwoLanesOfAWarpContend() {
        Launch l = launch(2, 2, 2);
        SimtExploration.Verdict v = SimtExploration.explore(SPINLOCK, ExecutionModel.IPDOM, l, itsMemory(SPINLOCK, l));
        assertTrue(v.finished());
        assertTrue(v.violation().startsWith("a fair schedule never finishes"), v.violation());
        // one thread a warp has no lane to starve: every fair schedule then completes
        Launch single = launch(4, 1, 2);
        assertNull(SimtExploration.explore(SPINLOCK, ExecutionModel.IPDOM, single, itsMemory(SPINLOCK, single))
                .violation());
    }

    @Test
    void aSpinThatOnlyAnUnfairScheduleKeepsGoingIsNotALivelock() {
        Kernel handoff = ExampleKernels.load("flag-handoff.simt");
        Launch l = launch(2, 1, 5);
        SimtExploration.Verdict v = SimtExploration.explore(handoff, ExecutionModel.IPDOM, l, itsMemory(handoff, l));
        assertTrue(v.finished());
        assertNull(v.violation(), "thread 1 may spin as long as thread 0 is passed over, but no fair schedule does so");
    }

    @Test
    void memoryThatDependsOnTheScheduleIsFoundWhateverTheFirstScheduleGave() {
        Kernel race = ExampleKernels.parse("""
                entry:
                    ld r1, [0]
                    add r1, r1, 1
                    st [0], r1
                    exit
                """);
        Launch l = launch(2, 1, 1);
        SimtExploration.Verdict v = SimtExploration.explore(race, ExecutionModel.ITS, l, itsMemory(race, l));
        assertTrue(v.finished());
        // the deterministic schedule interleaves the loads and loses an increment; running one warp first does not
        assertTrue(v.violation().startsWith("a schedule ends with memory [2] where per-thread scheduling gives [1]"),
                v.violation());
    }

    @Test
    void aDeadlockIsFoundWithTheScheduleThatReachesIt() {
        // lanes of a warp wait at two different sync.warp: neither group is the whole warp
        Kernel split = ExampleKernels.parse("""
                entry:
                    set.eq r1, %laneid, 0
                    cbr r1, left, right
                left:
                    sync.warp
                    exit
                right:
                    sync.warp
                    exit
                """);
        SimtExploration.Verdict v = SimtExploration.explore(split, ExecutionModel.ITS, launch(2, 2, 1), List.of(0L));
        assertTrue(v.finished());
        assertTrue(v.violation().startsWith("a schedule deadlocks: no warp can issue with threads left"), v.violation());
    }

    @Test
    void theOldPlacementOfTheWaitBeforeAReleaseLivelocksTwoWarpsOfTwo() {
        // the next-PC code the pass produced before it split a block at its first sync.warp: the wait for the
        // lanes behind sits before the release, so the holder hands the warp to lanes spinning on its lock
        Kernel old = ExampleKernels.parse("""
                .warp-registers 2
                npc.init:
                    mov r5, @entry
                    bra entry
                entry:
                    npc.mask w0, r5, eq, @entry
                    mov r0, 0
                    mov r5, @spin
                    npc.jmp r5
                spin:
                    npc.mask w0, r5, eq, @spin
                    atom.cas r1, [0], 0, 1
                    set.ne r2, r1, 0
                    selp r5, r2, @spin, @critical
                    npc.jmp r5
                critical:
                    npc.mask w0, r5, lt, @critical
                    wbr w0, critical.catchup, critical.run
                critical.catchup:
                    npc.pick
                    npc.jmp r5
                critical.run:
                    npc.mask w0, r5, eq, @critical
                    ld r3, [1]
                    add r3, r3, 1
                    st [1], r3
                    atom.exch r4, [0], 0
                    sync.warp
                    npc.exit r5
                """);
        Launch l = launch(2, 2, 2);
        SimtExploration.Verdict v = SimtExploration.explore(old, ExecutionModel.NEXTPC, l, List.of(0L, 4L));
        assertTrue(v.finished());
        assertTrue(v.violation() != null && !v.violation().startsWith("a schedule ends"), String.valueOf(v.violation()));
    }

    @Test
    void aStateSpaceWithoutEndIsLeftUnexploredRatherThanJudged() {
        Kernel counter = ExampleKernels.parse("""
                entry:
                    atom.add r1, [0], 1
                    bra entry
                """);
        SimtExploration.Verdict v = SimtExploration.explore(counter, ExecutionModel.ITS, launch(2, 1, 1), List.of(0L));
        assertFalse(v.finished());
        assertNull(v.violation());
    }
}
