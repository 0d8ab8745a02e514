package dev.berth.model.check.simt;

import dev.berth.model.Bound;
import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.simt.OriginalSize;
import dev.berth.model.families.SimtFamily;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.io.KernelText;
import org.junit.jupiter.api.Test;

import static dev.berth.model.check.simt.SimtFixtures.compiled;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the simt checker accepts (the unchanged kernel, a hand compilation) and each rule it refuses by. */
class SimtCheckerTest {
    private static final SimtChecker CHECKER = new SimtChecker();

    private static String refused(SimtSolution s, String... fragments) throws Exception {
        String v = CHECKER.violation(SimtFixtures.spinlock(), s);
        assertNotNull(v, "accepted");
        for (String f : fragments) {
            assertTrue(v.contains(f), "'" + f + "' not in: " + v);
        }
        return v;
    }

    @Test
    void theUnchangedKernelIsValidAndMeetsTheBound() throws Exception {
        SimtProblem p = SimtFixtures.spinlock();
        SimtSolution same = new SimtSolution(p.kernel(), -1, -1);
        assertNull(CHECKER.violation(p, same));
        Bound b = SimtFamily.INSTANCE.lowerBound(p);
        assertEquals(10, b.value(), "7 instructions and 3 terminators");
        assertEquals(b.value(), CHECKER.score(p, same).headline());
        assertNull(CHECKER.boundViolation(p, same, b.certificate(), b.value()));
    }

    @Test
    void theHandCompiledSpinLockIsValidAndLarger() throws Exception {
        SimtProblem p = SimtFixtures.spinlock();
        SimtSolution s = compiled(7, 0);
        assertNull(CHECKER.violation(p, s));
        assertEquals(23, CHECKER.score(p, s).headline());
        assertNull(CHECKER.boundViolation(p, s, new OriginalSize(10), 10));
    }

    @Test
    void aCancelledCheckStopsRatherThanRunningToTheEnd() throws Exception {
        SimtProblem p = SimtFixtures.spinlock();
        SimtSolution s = compiled(7, 0);
        Budget cancelled = Budget.unlimited();
        cancelled.cancel();
        OutOfTime e = assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(cancelled, () -> CHECKER.violation(p, s)));
        assertTrue(e.getMessage().startsWith("cancelled while finding the input's blocks"), e.getMessage());
        assertNull(CurrentBudget.during(Budget.unlimited(), () -> CHECKER.violation(p, s)), "an open budget checks");
    }

    @Test
    void aWrongCountOrAHigherBoundIsRefused() throws Exception {
        SimtProblem p = SimtFixtures.spinlock();
        assertNotNull(CHECKER.boundViolation(p, null, new OriginalSize(11), 11));
        assertNotNull(CHECKER.boundViolation(p, null, new OriginalSize(10), 11));
        assertNotNull(CHECKER.boundViolation(p, null, null, 10));
        assertNotNull(CHECKER.infeasibilityViolation(p, new OriginalSize(10)));
    }

    @Test
    void raisingABudgetIsRefused() throws Exception {
        refused(compiled(8, 0, ".registers 8", ".registers 9"), "9 registers", "the input 8");
        refused(compiled(7, 2, ".warp-registers 2", ".warp-registers 3"), "3 warp registers");
    }

    @Test
    void theRegistersMustFitAndBeFree() throws Exception {
        refused(compiled(8, 0), "r8", "budget of 8");
        refused(compiled(7, 2), "mask register w2");
        refused(compiled(7, -1), "mask register w-1", "needs one");
        // r4 as next-PC: the input's release writes it, which would send the thread elsewhere.
        refused(withNextPc4(), "block critical", "'atom.exch r4, [0], 0'", "next-PC register");
    }

    /** The fixture with r4 as the next-PC register (the input's own atom.exch r4 kept). */
    private static SimtSolution withNextPc4() {
        String text = SimtFixtures.COMPILED.replace("r7", "r4");
        return new SimtSolution(KernelText.parse("compiled", text), 4, 0);
    }

    @Test
    void aDroppedOrReorderedInstructionIsRefused() throws Exception {
        refused(compiled(7, 0, "    set.ne r2, r1, 0\n", ""), "block spin", "instruction 1 'set.ne r2, r1, 0'",
                "is missing", "spin.run");
        refused(compiled(7, 0, "    ld r3, [1]\n    add r3, r3, 1\n", "    add r3, r3, 1\n    ld r3, [1]\n"),
                "block critical", "'add r3, r3, 1'", "comes before");
        refused(compiled(7, 0, "critical:\n", "crit:\n", "@critical", "@crit"), "block critical",
                "missing from the compiled kernel");
    }

    @Test
    void codeInsertedIntoABodyOrDoingWorkIsRefused() throws Exception {
        refused(compiled(7, 0, "    set.ne r2, r1, 0\n", "    mov r6, 1\n    set.ne r2, r1, 0\n"), "block spin",
                "'mov r6, 1'", "contiguous");
        refused(compiled(7, 0, "    npc.pick\n    npc.jmp r7\nspin.run", "    mov r1, 0\n    npc.pick\n    npc.jmp r7\nspin.run"),
                "spin.catchup", "writes r1, which the input kernel uses");
        refused(compiled(7, 0, "    npc.pick\n    npc.jmp r7\nspin.run", "    st [1], 0\n    npc.pick\n    npc.jmp r7\nspin.run"),
                "spin.catchup", "touches shared memory");
        refused(compiled(7, 0, "    npc.pick\n    npc.jmp r7\nspin.run", "    sync.warp\n    npc.pick\n    npc.jmp r7\nspin.run"),
                "spin.catchup", "synchronises the warp");
        // Scratch registers the input never uses are the pass's to write.
        assertNull(CHECKER.violation(SimtFixtures.spinlock(), compiled(7, 0, "    npc.pick\n    npc.jmp r7\nspin.run",
                "    mov r6, @spin\n    npc.pick\n    npc.jmp r7\nspin.run")));
    }

    @Test
    void anUnchangedKernelHasNoNextPcHardwareAndIsTheInput() throws Exception {
        SimtProblem p = SimtFixtures.spinlock();
        String text = SimtFixtures.spinlockText();
        SimtSolution npc = new SimtSolution(KernelText.parse("s", text.replace("    set.ne r2, r1, 0",
                "    npc.pick\n    set.ne r2, r1, 0")), -1, -1);
        refused(npc, "block spin", "'npc.pick'", "next-PC hardware", "nextPc >= 0");
        refused(new SimtSolution(KernelText.parse("s", text.replace("add r3, r3, 1", "add r3, r3, 2")), -1, -1),
                "block critical", "instruction 1 'add r3, r3, 1' is missing");
        refused(new SimtSolution(p.kernel(), -1, 0), "mask w0 without a next-PC register");
        refused(compiled(-1, -1), "block entry", "nextPc >= 0");
    }

    @Test
    void anInputThatIsCompiledAlreadyIsRefused() throws Exception {
        SimtSolution s = compiled(7, 0);
        SimtProblem p = new SimtProblem("compiled", s.kernel(), SimtFixtures.spinlock().launch());
        String v = CHECKER.violation(p, s);
        assertNotNull(v);
        assertTrue(v.contains("already uses next-PC hardware"), v);
    }
}
