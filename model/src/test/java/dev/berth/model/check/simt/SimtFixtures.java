package dev.berth.model.check.simt;

import dev.berth.model.simt.Launch;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.io.KernelText;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The spin-lock of examples/simt and a hand compilation of it after docs/simt.md's {@code nextpc} model: r7 is
 * each thread's next block, w0 the mask. {@code entry} keeps its body in itself; {@code spin} and
 * {@code critical} follow the pass's shape — {@code B} tests for laggards, {@code B.catchup} lets them catch up,
 * {@code B.run} masks the threads at B and runs the body, whose branch becomes an update of r7 and a jump.
 */
final class SimtFixtures {
    static final String COMPILED = """
            .kernel spinlock
            .registers 8
            .warp-registers 2

            entry:
                npc.mask w0, r7, eq, @entry
                mov r0, 0
                mov r7, @spin
                npc.jmp r7
            spin:
                npc.mask w0, r7, lt, @spin
                wbr w0, spin.catchup, spin.run
            spin.catchup:
                npc.pick
                npc.jmp r7
            spin.run:
                npc.mask w0, r7, eq, @spin
                atom.cas r1, [0], 0, 1
                set.ne r2, r1, 0
                selp r7, r2, @spin, @critical
                npc.jmp r7
            critical:
                npc.mask w0, r7, lt, @critical
                wbr w0, critical.catchup, critical.run
            critical.catchup:
                npc.pick
                npc.jmp r7
            critical.run:
                npc.mask w0, r7, eq, @critical
                ld r3, [1]
                add r3, r3, 1
                st [1], r3
                atom.exch r4, [0], 0
                npc.exit r7
            """;

    private SimtFixtures() {
    }

    static String spinlockText() throws Exception {
        return Files.readString(Path.of(System.getProperty("berth.home", ".."), "examples", "simt", "spinlock.simt"));
    }

    static SimtProblem spinlock() throws Exception {
        return new SimtProblem("spinlock", KernelText.parse("spinlock.simt", spinlockText()), new Launch(1, 4, 2, null));
    }

    /** The hand compilation with {@code edit} applied to its text (old → new, once each). */
    static SimtSolution compiled(int nextPc, int mask, String... edits) {
        String text = COMPILED;
        for (int i = 0; i < edits.length; i += 2) {
            if (!text.contains(edits[i])) {
                throw new IllegalArgumentException("the fixture has no '" + edits[i] + "'");
            }
            text = text.replace(edits[i], edits[i + 1]);
        }
        return new SimtSolution(KernelText.parse("compiled", text), nextPc, mask);
    }
}
