package dev.berth.model.check.simt;

import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.io.KernelText;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker's rules for a kernel restructured for the SIMT stack (nextPc = mask = -1, docs/simt.md): the
 * bodies kept, a body split only into consecutive pieces {@code B}, {@code B.after}, and inserted code only
 * bookkeeping. A hand restructuring of a spin lock whose release is followed by more code is accepted; one
 * that drops, reorders or inserts a memory access is not.
 */
class RestructureCheckTest {
    private static final SimtChecker CHECKER = new SimtChecker();

    private static final String INPUT = """
            .kernel lock_then_count
            .registers 8
            entry:
                mov r0, 0
            spin:
                atom.cas r1, [0], 0, 1
                set.ne r2, r1, 0
                cbr r2, spin, critical
            critical:
                ld r3, [1]
                add r3, r3, 1
                st [1], r3
                atom.exch r4, [0], 0
                atom.add r5, [2], 1
                exit
            """;

    /** The release ends critical; the rest moves to critical.after, reached from the latch by r7's value. */
    private static final String RESTRUCTURED = """
            .kernel lock_then_count
            .registers 8
            entry:
                mov r0, 0
            spin:
                atom.cas r1, [0], 0, 1
                set.ne r2, r1, 0
                cbr r2, spin.latch, critical
            critical:
                ld r3, [1]
                add r3, r3, 1
                st [1], r3
                atom.exch r4, [0], 0
                mov r7, 1
                bra spin.latch
            spin.latch:
                cbr r7, spin.done1, spin
            spin.done1:
                sub r7, r7, 1
                bra critical.after
            critical.after:
                atom.add r5, [2], 1
                exit
            """;

    private static SimtProblem problem() throws Exception {
        return new SimtProblem("p", KernelText.parse("in", INPUT), SimtFixtures.spinlock().launch());
    }

    private static String violation(String text) throws Exception {
        return CHECKER.violation(problem(), new SimtSolution(KernelText.parse("out", text), -1, -1));
    }

    @Test
    void aRestructuringThatKeepsEveryBodyInOrderIsAccepted() throws Exception {
        assertNull(violation(RESTRUCTURED));
        assertNull(violation(INPUT), "the input itself, unchanged");
    }

    @Test
    void aDroppedInstructionIsRefused() throws Exception {
        String v = violation(RESTRUCTURED.replace("    atom.add r5, [2], 1\n", ""));
        assertNotNull(v);
        assertTrue(v.contains("block critical") && v.contains("'atom.add r5, [2], 1' is missing"), v);
    }

    @Test
    void reorderedInstructionsAreRefused() throws Exception {
        // the release moved before the store: both pieces still hold every instruction, in another order
        String v = violation(RESTRUCTURED.replace("    st [1], r3\n    atom.exch r4, [0], 0\n",
                "    atom.exch r4, [0], 0\n    st [1], r3\n"));
        assertNotNull(v);
        assertTrue(v.contains("block critical") && v.contains("the body must stay one contiguous run"), v);
    }

    @Test
    void anInsertedMemoryAccessIsRefused() throws Exception {
        String v = violation(RESTRUCTURED.replace("    cbr r7, spin.done1, spin", "    ld r6, [0]\n    cbr r7, spin.done1, spin"));
        assertNotNull(v);
        assertTrue(v.contains("spin.latch") && v.contains("touches shared memory"), v);
    }

    @Test
    void insertedCodeWritingTheInputsRegistersIsRefused() throws Exception {
        String v = violation(RESTRUCTURED.replace("    sub r7, r7, 1", "    sub r7, r7, 1\n    mov r3, 0"));
        assertNotNull(v);
        assertTrue(v.contains("writes r3, which the input kernel uses"), v);
    }

    @Test
    void piecesOnlyUnderTheAfterNames() throws Exception {
        String v = violation(RESTRUCTURED.replace("critical.after", "critical.rest"));
        assertNotNull(v, "a body's second piece elsewhere than B.after is not the body");
    }
}
