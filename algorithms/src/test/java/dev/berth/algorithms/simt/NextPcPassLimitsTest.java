package dev.berth.algorithms.simt;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.TooLarge;
import dev.berth.model.simt.SimtLimits;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The pass under a spent budget, on deep loop nests and on many spin loops: it stops, refuses or stays linear. */
class NextPcPassLimitsTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(null).withScope(NextPcPass.NAME);

    private static Result<SimtSolution> pass(Kernel k) {
        return new NextPcPass().solve(SimtKernels.problem(k), OPTIONS);
    }

    /** {@code depth} loops, each inside the last, around a spin-lock. */
    private static Kernel nest(int depth) {
        StringBuilder k = new StringBuilder(".registers 8\n.warp-registers 2\nentry:\n    mov r0, 0\n");
        for (int i = 0; i < depth; i++) {
            k.append("h").append(i).append(":\n    add r1, r1, 1\n");
        }
        k.append("spin:\n    atom.cas r3, [0], 0, 1\n    cbr r3, spin, crit\ncrit:\n    atom.exch r4, [0], 0\n");
        for (int i = depth - 1; i >= 0; i--) {
            k.append("l").append(i).append(":\n    set.lt r2, r1, 2\n    cbr r2, h").append(i).append(", x").append(i)
                    .append("\nx").append(i).append(":\n");
        }
        return SimtKernels.parse(k.append("    exit\n").toString());
    }

    @Test
    void aCancelledPassStopsWithTheReason() {
        Budget cancelled = Budget.unlimited();
        cancelled.cancel();
        OutOfTime e = assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(cancelled, () -> pass(SimtKernels.example("spinlock.simt"))));
        assertTrue(e.cancelled());
        assertTrue(e.getMessage().startsWith("cancelled while "), e.getMessage());
    }

    @Test
    void anExpiredBudgetStopsThePassToo() {
        Budget expired = Budget.of(java.time.Duration.ZERO);
        OutOfTime e = assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(expired, () -> pass(SimtKernels.example("ttas.simt"))));
        assertTrue(e.getMessage().startsWith("the time limit ran out while "), e.getMessage());
    }

    @Test
    void aNestDeeperThanTheLoopBlockLimitIsRefusedNamingIt() {
        // loop i holds 3·(depth - i) + 1 blocks: 1.5·depth² + 2.5·depth in all, that is 541,500 at 600 levels
        TooLarge e = assertThrows(TooLarge.class, () -> pass(nest(600)));
        assertEquals("simt.loopBlocks", e.limit());
        assertTrue(e.getMessage().contains("loop blocks"), e.getMessage());
    }

    @Test
    void aNestJustWithinTheLimitCompiles() {
        Result<SimtSolution> r = pass(nest(400)); // 241,000 loop blocks
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertTrue(r.solution().transformed());
        assertEquals(1, r.stats().get("spinLoops"), "the 400 counting loops around the spin-lock do not wait");
    }

    @Test
    void manySpinLoopsListSixteenReleasesEachButCountThemAll() {
        int loops = 40;
        StringBuilder k = new StringBuilder(".registers 8\n.warp-registers 2\nentry:\n    mov r0, 0\n");
        for (int i = 0; i < loops; i++) {
            k.append("s").append(i).append(":\n    atom.cas r1, [0], 0, 1\n    cbr r1, s").append(i).append(", c")
                    .append(i).append("\nc").append(i).append(":\n    atom.exch r4, [0], 0\n");
        }
        Result<SimtSolution> r = pass(SimtKernels.parse(k.append("    exit\n").toString()));
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertEquals(loops, r.stats().get("spinLoops"));
        // loop i is followed by the releases c_i .. c_39 and by the CAS of the loops s_i+1 .. s_39, which may write
        // the word it waits on as well
        assertEquals(loops * (loops + 1) / 2 + loops * (loops - 1) / 2, r.stats().get("releases"));
        assertEquals(16, ((String) r.stats().get("releaseSites")).split("; ").length);
        assertTrue(SimtLimits.MAX_LOOP_BLOCKS > loops);
    }
}
