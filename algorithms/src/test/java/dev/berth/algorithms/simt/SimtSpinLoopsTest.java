package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.Address;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Operand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which loops wait on another thread, and which writes release them. */
class SimtSpinLoopsTest {
    static final List<String> LOCKS = SimtKernels.LOCKS;

    private static List<SpinLoop> spins(Kernel k) {
        return SpinLoopFinder.find(new LoopNest(new ControlFlowGraph(k)));
    }

    @ParameterizedTest
    @FieldSource("LOCKS")
    void everyLockExampleHasExactlyOneSpinLoop(String file) {
        assertEquals(1, spins(SimtKernels.example(file)).size(), file);
    }

    /**
     * The lock-free examples wait on nobody. nested-loops.simt reuses the register of an atomic's old value for
     * the next round's arithmetic and the flag that ends the loop: only a flow-sensitive analysis sees that the
     * loop's exit does not depend on the atomic.
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"reduction.simt", "prefix-sum.simt", "divergent-if.simt",
            "nested-loops.simt", "early-exit.simt"})
    void lockFreeExamplesHaveNoSpinLoop(String file) {
        assertEquals(0, spins(SimtKernels.example(file)).size(), file);
    }

    /**
     * A lock taken at the top of each round: the header's natural loop (the rounds) exits on a counter, but the
     * spin's own back edge waits on the lock word, which the round stores back.
     */
    @Test
    void aSpinSharingItsHeaderWithTheRoundsAroundItIsFound() throws Exception {
        Kernel k = dev.berth.model.simt.io.KernelText.parse("rounds", """
                entry:
                    mov r1, 0
                spin:
                    atom.cas r2, [0], 0, 1
                    set.ne r3, r2, 0
                    cbr r3, spin, crit
                crit:
                    st [0], 0
                    add r1, r1, 1
                    set.lt r5, r1, 3
                    cbr r5, spin, done
                done:
                    exit
                """);
        assertEquals(List.of("spin", "crit"), new LoopNest(new ControlFlowGraph(k)).loops().get(0).blocks().stream()
                .map(b -> k.blocks().get(b).label()).toList(), "one natural loop for both back edges");
        SpinLoop s = spins(k).get(0);
        assertEquals("spin", s.header());
        assertEquals(List.of("spin"), s.blocks());
        assertEquals(List.of(new Address(new Operand.Imm(0), 0)), s.waitsOn());
        assertEquals(List.of("crit: st [0], 0"), s.releases());
    }

    @Test
    void theSpinLockWaitsOnTheLockWordAndTheExchangeReleasesIt() {
        SpinLoop s = spins(SimtKernels.example("spinlock.simt")).get(0);
        assertEquals("spin", s.header());
        assertEquals(List.of("spin"), s.blocks());
        assertEquals(List.of(new Address(new Operand.Imm(0), 0)), s.waitsOn());
        assertEquals(List.of("critical: atom.exch r4, [0], 0"), s.releases());
    }

    @Test
    void testAndTestAndSetSpinsOverBothTheReadAndTheCas() {
        SpinLoop s = spins(SimtKernels.example("ttas.simt")).get(0);
        assertEquals(List.of("test", "try"), s.blocks());
        assertEquals(List.of("critical: st [0], 0"), s.releases());
    }

    @Test
    void theTicketLockWaitsOnNowServingNotOnTheTicketCounter() {
        SpinLoop s = spins(SimtKernels.example("ticket-lock.simt")).get(0);
        assertEquals("wait", s.header());
        assertEquals(List.of(new Address(new Operand.Imm(1), 0)), s.waitsOn());
        assertEquals(List.of("critical: st [1], r5"), s.releases());
    }

    @Test
    void aHandOffWritesAnotherThreadsFlagWhichMayBeTheWordAnotherThreadWaitsOn() {
        SpinLoop s = spins(SimtKernels.example("flag-handoff.simt")).get(0);
        assertEquals("wait", s.header());
        assertEquals(List.of(new Address(new Operand.Reg(1), 0)), s.waitsOn());
        // [r1+1] is the next thread's [r1]: an address through a register may be any word
        assertTrue(s.releases().contains("turn: st [r1+1], 1"), s.releases().toString());
    }

    @Test
    void aCasRetryLoopReleasesNothingSoThePassLeavesItOnTheStack() {
        Kernel retry = SimtKernels.parse("""
                .registers 8
                entry:
                    mov r0, 0
                retry:
                    ld r1, [0]
                    add r2, r1, 1
                    atom.cas r3, [0], r1, r2
                    set.ne r4, r3, r1
                    cbr r4, retry, done
                done:
                    atom.add r5, [1], 1
                    exit
                """);
        SpinLoop s = spins(retry).get(0);
        assertEquals(List.of(), s.releases(), "the CAS writes only when it succeeds, and its thread then leaves");
        assertEquals(0, s.releaseCount());
        // the same loop followed by a store to the word it waits on is a lock's shape: the store is a release
        Kernel lock = SimtKernels.parse(retry.toText().replace("atom.add r5, [1], 1", "st [0], 0"));
        assertEquals(List.of("done: st [0], 0"), spins(lock).get(0).releases());
    }

    @Test
    void inTheLockInLoopOnlyTheInnerLoopSpinsTheTripCountLoopDoesNot() {
        SpinLoop s = spins(SimtKernels.example("lock-in-loop.simt")).get(0);
        assertEquals("spin", s.header());
        assertEquals(List.of("critical: atom.exch r8, [0], 0"), s.releases());
        LoopNest nest = new LoopNest(new ControlFlowGraph(SimtKernels.example("lock-in-loop.simt")));
        assertEquals(2, nest.loops().size()); // the outer loop exists; its exit does not depend on memory
    }

    @Test
    void aReductionLoopThatLoadsButCountsOnARegisterIsNoSpinLoop() {
        Kernel k = SimtKernels.parse(SimtKernels.REDUCTION);
        assertEquals(1, new LoopNest(new ControlFlowGraph(k)).loops().size());
        assertTrue(spins(k).isEmpty());
        assertTrue(spins(SimtKernels.parse(SimtKernels.NESTED)).isEmpty());
    }

    @Test
    void aLoadedValueReachesTheExitConditionThroughArithmetic() {
        Kernel k = SimtKernels.parse("""
                .kernel through
                .registers 8
                wait:
                    ld r1, [4]
                    add r2, r1, 3
                    mov r3, r2
                    set.lt r4, r3, 10
                    cbr r4, wait, done
                done:
                    exit
                """);
        assertEquals(List.of(new Address(new Operand.Imm(4), 0)), spins(k).get(0).waitsOn());
        assertFalse(spins(k).get(0).blocks().isEmpty());
    }
}
