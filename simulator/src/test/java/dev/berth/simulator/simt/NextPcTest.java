package dev.berth.simulator.simt;

import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The seed's hardware on the spin-lock compiled by hand the way docs/simt.md's pass does it: an init block
 * setting the next-PC register r7 to the first block; per block a prologue masking the threads whose r7 names
 * it, the body, an epilogue setting r7 and {@code npc.jmp r7}; exits as {@code npc.exit r7}.
 */
class NextPcTest {
    private static final String COMPILED = """
            .kernel spinlock_nextpc
            .registers 8
            .warp-registers 2
            init:
                mov r7, @entry
            entry:
                npc.mask w0, r7, eq, @entry
                mov r0, 0
                mov r7, @spin
                npc.jmp r7
            spin:
                npc.mask w0, r7, eq, @spin
                atom.cas r1, [0], 0, 1
                set.ne r2, r1, 0
                selp r7, r2, @spin, @critical
                npc.jmp r7
            critical:
                npc.mask w0, r7, eq, @critical
                ld r3, [1]
                add r3, r3, 1
                st [1], r3
                atom.exch r4, [0], 0
                npc.exit r7
            """;

    private static Kernel compiled(String jump, String exit) {
        return ExampleKernels.parse(COMPILED.replace("npc.jmp r7", jump).replace("npc.exit r7", exit));
    }

    private static Launch launch(int warps, int lanes) {
        return new Launch(warps, lanes, 2, Map.of());
    }

    @ParameterizedTest
    @CsvSource({"1, 4", "2, 4", "1, 32"})
    void theRepresentativeGoingRoundTheLiveThreadsCompletesTheSpinLock(int warps, int lanes) {
        Kernel k = compiled("npc.jmp r7", "npc.exit r7");
        SimtRunReport r = SimtSimulator.run(k, launch(warps, lanes), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.COMPLETED, r.outcome(), r.message());
        assertEquals(warps * lanes, r.word(1));
        assertEquals(0, r.word(0));
    }

    @Test
    void theCompiledSpinLockAgreesWithTheOriginalUnderIts() {
        SimtComparison c = SimtComparison.itsVersusNextPc(ExampleKernels.load("spinlock.simt"),
                compiled("npc.jmp r7", "npc.exit r7"), launch(2, 4), 6, 1, 100_000);
        assertTrue(c.identical(), c.message());
        assertEquals(7, c.runs().size());
    }

    @Test
    void passingTheRoleOutsideTheGroupThatRanLetsTheHolderRunAsOftenAsPerThreadSchedulingDoes() {
        // under npc.jmp the 31 spinners hold the role 31 jumps in 32, so each turn of the holder costs 31 spin
        // rounds; under npc.jmp.others the spinners pass it to a thread outside their group, the holder
        Kernel live = compiled("npc.jmp r7", "npc.exit r7");
        Kernel others = compiled("npc.jmp.others r7", "npc.exit.others r7");
        SimtRunReport its = SimtSimulator.run(ExampleKernels.load("spinlock.simt"), launch(1, 32), ExecutionModel.ITS,
                SimtRunOptions.deterministic());
        SimtRunReport l = SimtSimulator.run(live, launch(1, 32), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        SimtRunReport o = SimtSimulator.run(others, launch(1, 32), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.COMPLETED, o.outcome(), o.message());
        assertEquals(32, o.word(1));
        assertTrue(l.steps() > 4 * o.steps(), l.steps() + " steps under npc.jmp, " + o.steps() + " under .others");
        assertTrue(o.steps() < 2 * its.steps(), o.steps() + " steps under .others, " + its.steps() + " under its");
    }

    @Test
    void theRepresentativeKeptInTheMaskLivelocksAndTheHolderIsNeverChosen() {
        Kernel k = compiled("npc.jmp.mask r7", "npc.exit.mask r7");
        SimtRunReport r = SimtSimulator.run(k, launch(1, 4), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.LIVELOCK, r.outcome(), r.message());
        assertFalse(r.suspected());
        assertEquals(1, r.word(0), "the holder keeps the lock");
        assertEquals(0, r.word(1));
        assertTrue(r.message().contains("t0 masked off with its warp at spin:"), r.message());
        SimtComparison c = SimtComparison.itsVersusNextPc(ExampleKernels.load("spinlock.simt"), k, launch(1, 4), 2, 1,
                10_000);
        assertFalse(c.identical());
        assertTrue(c.message().startsWith("deterministic schedule: the candidate did not complete under nextpc"),
                c.message());
    }

    @Test
    void aDivergentConditionalBranchIsAFault() {
        SimtRunReport r = SimtSimulator.run(ExampleKernels.load("spinlock.simt"), launch(1, 4), ExecutionModel.NEXTPC,
                SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.FAULT, r.outcome());
        assertEquals("fault under nextpc at step 5: warp 0, block spin, instruction 2 'cbr r2, spin, critical': the"
                + " active threads disagree (taken: t1,t2,t3; not taken: t0); the kernel was not compiled for nextpc",
                r.message());
    }

    @Test
    void aPlainExitThatLeavesThreadsIsAFault() {
        Kernel k = ExampleKernels.parse("""
                entry:
                    set.eq r0, %laneid, 0
                    cbr r0, out, out
                out:
                    exit
                """);
        // uniform: every active thread exits at once, so the plain exit is allowed
        assertEquals(SimtOutcome.COMPLETED,
                SimtSimulator.run(k, launch(1, 4), ExecutionModel.NEXTPC, SimtRunOptions.deterministic()).outcome());
        Kernel leaves = ExampleKernels.parse("""
                .warp-registers 1
                entry:
                    npc.mask w0, r0, eq, 0
                    set.eq r1, %laneid, 0
                    mov r0, r1
                    npc.mask w0, r0, eq, 1
                    exit
                """);
        SimtRunReport r = SimtSimulator.run(leaves, launch(1, 4), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.FAULT, r.outcome());
        assertTrue(r.message().endsWith("block entry, instruction 4 'exit': a plain exit leaves threads t1,t2,t3 behind"
                + " (the kernel was not compiled for nextpc)"), r.message());
    }

    /**
     * {@code npc.pick} keeps an active representative: moving strictly past it handed the warp away from a lock
     * holder that had just been given the role, every round (a lock followed by a warp-sync block livelocked).
     */
    @Test
    void pickKeepsTheRepresentativeWhenItIsActive() {
        Kernel k = ExampleKernels.parse("""
                .warp-registers 1
                entry:
                    npc.mask w0, r0, eq, 0
                    set.eq r2, %laneid, 0
                    selp r1, r2, @a, @b
                    npc.pick
                    npc.jmp r1
                a:
                    st [0], 1
                    npc.exit r1
                b:
                    st [0], 2
                    npc.exit r1
                """);
        SimtRunReport r = SimtSimulator.run(k, launch(1, 4), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.COMPLETED, r.outcome(), r.message());
        assertEquals(1L, r.memory().get(0), "t0, the representative and active, chose the block");
    }

    @Test
    void aJumpToABlockIdThatDoesNotExistIsAFault() {
        Kernel k = ExampleKernels.parse("""
                entry:
                    mov r0, 9
                    npc.jmp r0
                """);
        SimtRunReport r = SimtSimulator.run(k, launch(1, 2), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.FAULT, r.outcome());
        assertEquals("fault under nextpc at step 2: thread t0 (warp 0, representative), block entry, instruction 1"
                + " 'npc.jmp r0': r0 = 9 is no block id (the kernel's run from 0 to 0)", r.message());
    }
}
