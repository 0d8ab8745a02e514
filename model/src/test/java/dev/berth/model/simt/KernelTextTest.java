package dev.berth.model.simt;

import dev.berth.model.InputException;
import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Terminator;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kernel text format: the spin-lock example, fall-through, round trips, errors naming the line. */
class KernelTextTest {
    private static String example(String file) throws Exception {
        return Files.readString(Path.of(System.getProperty("berth.home", ".."), "examples", "simt", file));
    }

    @Test
    void theSpinLockReadsAsFourBlocks() throws Exception {
        Kernel k = KernelText.parse("spinlock.simt", example("spinlock.simt"));
        assertEquals("spinlock", k.name());
        assertEquals(8, k.registers());
        assertEquals(2, k.warpRegisters());
        assertEquals(3, k.blocks().size());
        assertEquals(new Terminator.Branch("spin"), k.blocks().get(0).end(), "entry falls through");
        assertInstanceOf(Instruction.Atomic.class, k.block("spin").body().get(0));
        assertInstanceOf(Terminator.Exit.class, k.block("critical").end());
    }

    @Test
    void printedTextReadsBackEqual() throws Exception {
        Kernel k = KernelText.parse("spinlock.simt", example("spinlock.simt"));
        assertEquals(k, KernelText.parse("printed", k.toText()));
        String npc = """
                .kernel t
                .registers 4
                .warp-registers 1
                a:
                    npc.mask w0, r3, lt, @b
                    npc.pick
                    selp r3, r1, @a, @b
                    ld r0, [r1+4]
                    st [r2-1], %tid
                    vote.ballot r2, r0
                    sync.warp
                    wbr w0, a, b
                b:
                    npc.exit.mask r3
                """;
        Kernel t = KernelText.parse("t", npc);
        assertEquals(t, KernelText.parse("printed", t.toText()));
    }

    @Test
    void errorsNameTheLine() {
        InputException e = assertThrows(InputException.class, () -> KernelText.parse("k.simt", "a:\n  mov r1, 2\n  frob r1\n  exit\n"));
        assertEquals("k.simt:3", e.where());
        assertTrue(e.getMessage().contains("unknown instruction 'frob'"), e.getMessage());
        e = assertThrows(InputException.class, () -> KernelText.parse("k.simt", "a:\n  bra nowhere\n"));
        assertTrue(e.getMessage().contains("unknown label 'nowhere'"), e.getMessage());
        e = assertThrows(InputException.class, () -> KernelText.parse("k.simt", ".registers 2\na:\n  mov r2, 1\n  exit\n"));
        assertTrue(e.getMessage().contains("beyond the budget of 2 registers"), e.getMessage());
        e = assertThrows(InputException.class, () -> KernelText.parse("k.simt", "a:\n  mov r1, 1\n"));
        assertEquals("k.simt:1", e.where());
        assertTrue(e.getMessage().contains("falls off the end"), e.getMessage());
        e = assertThrows(InputException.class, () -> KernelText.parse("k.simt", "a:\n  exit\n  mov r1, 1\n"));
        assertEquals("k.simt:3", e.where());
        e = assertThrows(InputException.class, () -> KernelText.parse("k.simt", "a:\n  add r1, r2\n  exit\n"));
        assertTrue(e.getMessage().contains("add takes 3 operands, got 2"), e.getMessage());
    }
}
