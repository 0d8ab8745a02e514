package dev.berth.algorithms.simt;

import dev.berth.model.simt.Launch;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.testing.SimtExamples;
import dev.berth.model.simt.ir.Kernel;

import java.util.List;
import java.util.Map;

/** The example kernels with a spin loop, and kernels written for the tests. */
final class SimtKernels {
    static final List<String> LOCKS = List.of("spinlock.simt", "ttas.simt", "ticket-lock.simt", "flag-handoff.simt",
            "lock-in-loop.simt");

    /** A sum over shared memory: the loop loads, but its trip count is a register counter's. */
    static final String REDUCTION = """
            .kernel reduction
            .registers 8
            .warp-registers 2
            entry:
                mov r1, 0
                mov r2, %laneid
            loop:
                ld r3, [r2+1]
                add r1, r1, r3
                add r2, r2, %nlanes
                set.lt r4, r2, 16
                cbr r4, loop, done
            done:
                atom.add r5, [0], r1
                exit
            """;

    /** Three nested loops, the outer one's body with an if/else; every loop is a while loop whose header's
     * taken branch enters the body, so a plain reverse post-order puts the exit between header and body. */
    static final String NESTED = """
            .kernel nested
            .registers 16
            entry:
                mov r1, 0
            outer:
                set.lt r2, r1, 4
                cbr r2, body, done
            body:
                mov r3, 0
            inner:
                set.lt r4, r3, r1
                cbr r4, innerBody, check
            innerBody:
                mov r5, 0
            innermost:
                add r5, r5, 1
                set.lt r6, r5, 2
                cbr r6, innermost, innerLatch
            innerLatch:
                add r3, r3, 1
                bra inner
            check:
                and r7, r1, 1
                cbr r7, odd, even
            even:
                add r8, r8, 1
                bra join
            odd:
                add r8, r8, 2
            join:
                add r1, r1, 1
                bra outer
            done:
                st [0], r8
                exit
            """;

    /** A while loop whose body is an if/else. */
    static final String IF_IN_LOOP = """
            .kernel ifInLoop
            .registers 8
            entry:
                mov r1, 0
            head:
                set.lt r2, r1, 8
                cbr r2, test, out
            test:
                and r3, r1, 1
                cbr r3, odd, even
            odd:
                add r4, r4, r1
                bra latch
            even:
                sub r4, r4, r1
            latch:
                add r1, r1, 1
                bra head
            out:
                st [0], r4
                exit
            """;

    private SimtKernels() {
    }

    static Kernel example(String file) {
        return SimtExamples.kernel(file);
    }

    static Kernel parse(String text) {
        return KernelText.parse("test", text);
    }

    static SimtProblem problem(Kernel k) {
        return new SimtProblem(k.name(), k, new Launch(2, 4, 64, Map.of()));
    }
}
