package dev.berth.model.check.simt;

import dev.berth.model.simt.Launch;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.io.KernelText;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A synchronising block's body split at its first sync (docs/simt.md): the halves in B and B.sync(.run). */
class SyncSplitCheckTest {
    private static final String INPUT = """
            .kernel release_beside_sync
            .registers 8
            .warp-registers 2
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
                sync.warp
                exit
            """;

    private static final String COMPILED = """
            .kernel release_beside_sync
            .registers 8
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
                npc.mask w0, r5, eq, @critical
                ld r3, [1]
                add r3, r3, 1
                st [1], r3
                atom.exch r4, [0], 0
                mov r5, @critical.sync
                npc.jmp r5
            critical.sync:
                npc.mask w0, r5, lt, @critical.sync
                wbr w0, critical.sync.catchup, critical.sync.run
            critical.sync.catchup:
                npc.pick
                npc.jmp r5
            critical.sync.run:
                npc.mask w0, r5, eq, @critical.sync
                sync.warp
                npc.exit r5
            """;

    private static String violation(String compiled) {
        SimtProblem p = new SimtProblem("p", KernelText.parse("input", INPUT), new Launch(1, 4, 2, java.util.Map.of()));
        return new SimtChecker().violation(p, new SimtSolution(KernelText.parse("compiled", compiled), 5, 0));
    }

    @Test
    void aBodySplitAtItsSyncIsTheBlocksBody() {
        assertNull(violation(COMPILED));
    }

    @Test
    void aSplitAnywhereElseOrALostHalfIsRefused() {
        // split one instruction early: the release moves to the synchronising half
        String early = COMPILED.replace("    atom.exch r4, [0], 0\n    mov r5, @critical.sync", "    mov r5, @critical.sync")
                .replace("    npc.mask w0, r5, eq, @critical.sync\n    sync.warp",
                        "    npc.mask w0, r5, eq, @critical.sync\n    atom.exch r4, [0], 0\n    sync.warp");
        String v = violation(early);
        assertNotNull(v, "accepted a split before the release");
        assertTrue(v.contains("critical"), v);
        assertNotNull(violation(COMPILED.replace("    sync.warp\n    npc.exit r5", "    npc.exit r5")), "the sync dropped");
    }
}
