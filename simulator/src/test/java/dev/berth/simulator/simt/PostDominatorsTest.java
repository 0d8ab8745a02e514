package dev.berth.simulator.simt;

import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.api.Test;

import static dev.berth.simulator.simt.PostDominators.VIRTUAL_EXIT;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/** Reconvergence points on small CFGs, worked out by hand. */
class PostDominatorsTest {
    private static int[] of(String text) {
        return PostDominators.of(new KernelCode(ExampleKernels.parse(text)));
    }

    @Test
    void theSpinLockReconvergesAtTheCriticalSection() {
        Kernel k = ExampleKernels.load("spinlock.simt"); // entry 0, spin 1, critical 2
        assertArrayEquals(new int[]{1, 2, VIRTUAL_EXIT}, PostDominators.of(new KernelCode(k)));
    }

    @Test
    void aDiamondReconvergesAtItsJoinAndNestedLoopsAtTheirExits() {
        // entry 0 → a 1 | b 2 → join 3
        assertArrayEquals(new int[]{3, 3, 3, VIRTUAL_EXIT}, of("""
                entry:
                    cbr r0, a, b
                a:
                    bra join
                b:
                    bra join
                join:
                    exit
                """));
        // entry 0, outer 1, inner 2, next 3, done 4
        assertArrayEquals(new int[]{1, 2, 3, 4, VIRTUAL_EXIT},
                PostDominators.of(new KernelCode(ExampleKernels.load("nested-loops.simt"))));
    }

    @Test
    void pathsThatExitSeparatelyOrNeverReconvergeAtTheVirtualExit() {
        // entry 0 → leave 1 (exit) | stay 2 → entry or finish 3 (exit); forever 4 loops and never exits
        assertArrayEquals(new int[]{VIRTUAL_EXIT, VIRTUAL_EXIT, VIRTUAL_EXIT, VIRTUAL_EXIT, VIRTUAL_EXIT}, of("""
                entry:
                    cbr r0, leave, stay
                leave:
                    exit
                stay:
                    cbr r1, entry, finish
                finish:
                    exit
                forever:
                    bra forever
                """));
        // a branch into an endless loop: the loop is wired to the virtual exit, so the branch reconverges there
        assertArrayEquals(new int[]{VIRTUAL_EXIT, VIRTUAL_EXIT, VIRTUAL_EXIT}, of("""
                entry:
                    cbr r0, spin, out
                spin:
                    bra spin
                out:
                    exit
                """));
    }

    @Test
    void branchesInsideAnEndlessLoopStillReconvergeWhereTheyJoin() {
        // head 0 → a 1 | b 2 → latch 3 → head; nothing exits: the latch stands for the loop's way out
        assertArrayEquals(new int[]{3, 3, 3, VIRTUAL_EXIT}, of("""
                head:
                    cbr r0, a, b
                a:
                    bra latch
                b:
                    bra latch
                latch:
                    bra head
                """));
    }
}
