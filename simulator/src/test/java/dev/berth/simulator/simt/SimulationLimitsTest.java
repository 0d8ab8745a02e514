package dev.berth.simulator.simt;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.TooLarge;
import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.berth.simulator.simt.PostDominators.VIRTUAL_EXIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The simulator under its limits: a spent budget stops a run, a solution's kernel cannot bring more registers
 * than a run holds, the allowance of a simulation stops runs and leaves schedules out and says so, and the step
 * limit of a run stays at the 32 × 32 launch's.
 */
class SimulationLimitsTest {
    private static final Kernel FOREVER = ExampleKernels.parse("loop:\n    add r0, r0, 1\n    bra loop\n");
    private static final Launch ONE_WARP = new Launch(1, 32, 1, Map.of());

    @Test
    void aCancelledRunStopsNamingTheModel() {
        Budget cancelled = Budget.unlimited();
        cancelled.cancel();
        OutOfTime its = assertThrows(OutOfTime.class, () -> CurrentBudget.during(cancelled,
                () -> SimtSimulator.run(FOREVER, ONE_WARP, ExecutionModel.ITS, SimtRunOptions.deterministic())));
        assertEquals("cancelled while simulating the kernel under its", its.getMessage());
        OutOfTime ipdom = assertThrows(OutOfTime.class, () -> CurrentBudget.during(cancelled,
                () -> SimtSimulator.run(FOREVER, ONE_WARP, ExecutionModel.IPDOM, SimtRunOptions.deterministic())));
        assertEquals("cancelled while computing the kernel's post-dominators", ipdom.getMessage(),
                "the stack machine finds its reconvergence points first");
    }

    @Test
    void anExpiredBudgetStopsACompiledKernelUnderNextPc() {
        Budget expired = Budget.of(java.time.Duration.ZERO);
        assertThrows(OutOfTime.class, () -> CurrentBudget.during(expired, () -> SimtSimulator.run(
                ExampleKernels.parse(".warp-registers 1\na:\n  npc.mask w0, r1, eq, @a\n  npc.jmp r1\n"), ONE_WARP,
                ExecutionModel.NEXTPC, SimtRunOptions.deterministic())));
    }

    @Test
    void aKernelWhoseRegistersOverflowTheRunIsRefusedBeforeItRuns() {
        Kernel wide = ExampleKernels.parse(".registers 65536\na:\n  exit\n");
        TooLarge e = assertThrows(TooLarge.class, () -> SimtSimulator.run(wide, new Launch(1024, 64, 1, Map.of()),
                ExecutionModel.ITS, SimtRunOptions.deterministic()));
        assertEquals("simt.registerWords", e.limit());
    }

    @Test
    void theAllowanceStopsTheDeterministicComparisonAndSaysSo() {
        SimtComparison c = SimtComparison.compare(FOREVER, ExecutionModel.ITS, FOREVER, ExecutionModel.IPDOM,
                ONE_WARP, 5, 1, 1_000_000, new SimtAllowance(400_000));
        assertFalse(c.identical());
        assertTrue(c.message().startsWith("deterministic schedule: the reference was stopped under its after 5000"
                + " steps"), c.message());
        assertTrue(c.message().contains("limit simt.simulationWork"), c.message());
        assertEquals(1, c.runs().size());
    }

    @Test
    void schedulesTheAllowanceCannotPayForAreLeftOutAndCounted() {
        Kernel spin = ExampleKernels.load("spinlock.simt");
        Launch launch = new Launch(1, 4, 2, Map.of());
        SimtComparison all = SimtComparison.compare(spin, ExecutionModel.ITS, spin, ExecutionModel.ITS, launch, 20, 1,
                100_000);
        assertTrue(all.identical(), all.message());
        long pair = 2 * all.runs().get(0).reference().steps() * (4 + SimtAllowance.STEP_COST);
        SimtComparison some = SimtComparison.compare(spin, ExecutionModel.ITS, spin, ExecutionModel.ITS, launch, 20, 1,
                100_000, new SimtAllowance(3 * pair));
        assertTrue(some.identical(), "schedules left out show nothing either way: " + some.message());
        assertTrue(some.runs().size() > 1 && some.runs().size() < 21, some.message());
        assertTrue(some.message().endsWith("(" + (21 - some.runs().size()) + " more not run: the simulation's allowance"
                + " of 134,217,728 lane-steps (limit simt.simulationWork) was spent)"), some.message());
    }

    @Test
    void aComparisonStopsAtTheFirstScheduleThatDisagrees() {
        Kernel wrong = ExampleKernels.parse("a:\n    st [0], 1\n    exit\n");
        Kernel right = ExampleKernels.parse("a:\n    st [0], 2\n    exit\n");
        SimtComparison c = SimtComparison.compare(right, ExecutionModel.ITS, wrong, ExecutionModel.IPDOM,
                new Launch(1, 2, 1, Map.of()), 50, 1, 1000);
        assertFalse(c.identical());
        assertEquals(1, c.runs().size(), "the random schedules after a difference are not run");
        assertTrue(c.message().startsWith("deterministic schedule: word 0 is 2 under its but 1 under ipdom"),
                c.message());
    }

    @Test
    void theStepBudgetStopsAtTheLimitOfARun() {
        assertEquals(SimtRunOptions.DEFAULT_MAX_STEPS, SimtSimulation.stepBudget(new Launch(1, 32, 1, Map.of())));
        assertEquals(8L * 1024 * 1024, SimtSimulation.stepBudget(new Launch(32, 32, 1, Map.of())));
        assertEquals(SimtSimulation.MAX_RUN_STEPS, SimtSimulation.stepBudget(new Launch(1024, 64, 1, Map.of())));
    }

    @Test
    void manyEndlessRegionsEachReconvergeNowhere() {
        // c_i branches to the endless e_i or on to c_{i+1}; every e_i is wired to the virtual exit on its own
        StringBuilder k = new StringBuilder("entry:\n    mov r0, %laneid\n");
        int regions = 3000;
        for (int i = 0; i < regions; i++) {
            k.append("c").append(i).append(":\n    cbr r0, e").append(i).append(", c").append(i + 1).append('\n')
                    .append("e").append(i).append(":\n    bra e").append(i).append('\n');
        }
        int[] ipdom = PostDominators.of(new KernelCode(ExampleKernels.parse(k.append("c" + regions + ":\n    exit\n")
                .toString())));
        assertEquals(2 * regions + 2, ipdom.length);
        for (int i = 0; i < regions; i++) {
            assertEquals(VIRTUAL_EXIT, ipdom[1 + 2 * i], "c" + i + " joins its endless branch only at the exit");
            assertEquals(VIRTUAL_EXIT, ipdom[2 + 2 * i], "e" + i + " never leaves");
        }
    }
}
