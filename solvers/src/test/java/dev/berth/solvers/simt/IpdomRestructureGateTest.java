package dev.berth.solvers.simt;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.simt.Launch;
import dev.berth.model.families.SimtFamily;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.testing.SimtExamples;
import dev.berth.simulator.simt.ExecutionModel;
import dev.berth.simulator.simt.SimtRunOptions;
import dev.berth.simulator.simt.SimtRunReport;
import dev.berth.simulator.simt.SimtSimulator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code ipdom} strategy (static SIMT-deadlock elimination) through the registry's gate: kernels that hang
 * on a SIMT stack come back restructured, pass the checker and the gate's hardware runs, and complete under
 * {@code ipdom} with the memory they leave under per-thread scheduling; lock-free kernels come back unchanged;
 * what it cannot make safe is refused with a reason.
 */
class IpdomRestructureGateTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(1).withTimeLimit(null);

    private static SimtProblem problem(String file, int warps, int lanes) {
        return new SimtProblem(file, SimtExamples.kernel(file), new Launch(warps, lanes, 2 * warps * lanes + 64, Map.of()));
    }

    private static Result<SimtSolution> solve(SimtProblem p) {
        return SimtStrategies.REGISTRY.byName("ipdom").solve(p, OPTIONS);
    }

    @ParameterizedTest
    @CsvSource({
            "spinlock.simt, 1, 2", "spinlock.simt, 1, 4", "spinlock.simt, 1, 32", "spinlock.simt, 4, 32",
            "corpus/backoff-lock.simt, 1, 2", "corpus/backoff-lock.simt, 1, 4", "corpus/backoff-lock.simt, 1, 32",
            "corpus/backoff-lock.simt, 4, 32",
            "corpus/exch-lock-two-releases.simt, 1, 2", "corpus/exch-lock-two-releases.simt, 1, 4",
            "corpus/exch-lock-two-releases.simt, 1, 32", "corpus/exch-lock-two-releases.simt, 4, 32",
            "corpus/item-loop-lock.simt, 1, 2", "corpus/item-loop-lock.simt, 1, 4", "corpus/item-loop-lock.simt, 1, 32",
            "corpus/item-loop-lock.simt, 4, 32",
            "corpus/nested-same-order.simt, 1, 2", "corpus/nested-same-order.simt, 1, 4",
            "corpus/nested-same-order.simt, 1, 32", "corpus/nested-same-order.simt, 4, 32",
            "corpus/release-vote.simt, 1, 2", "corpus/release-vote.simt, 1, 4", "corpus/release-vote.simt, 1, 32",
            "corpus/release-vote.simt, 4, 32",
            "corpus/ticket-lock-loop.simt, 1, 2", "corpus/ticket-lock-loop.simt, 1, 4",
            "corpus/ticket-lock-loop.simt, 1, 32", "corpus/ticket-lock-loop.simt, 4, 32",
            "corpus/ttas-reduction.simt, 1, 2", "corpus/ttas-reduction.simt, 1, 4", "corpus/ttas-reduction.simt, 1, 32",
            "corpus/ttas-reduction.simt, 4, 32",
            "corpus/work-queue.simt, 1, 2", "corpus/work-queue.simt, 1, 4", "corpus/work-queue.simt, 1, 32",
            "corpus/work-queue.simt, 4, 32"})
    void aKernelThatHangsOnTheStackCompletesRestructuredWithItsMemory(String file, int warps, int lanes) {
        SimtProblem p = problem(file, warps, lanes);
        SimtRunReport before = SimtSimulator.run(p.kernel(), p.launch(), ExecutionModel.IPDOM, SimtRunOptions.deterministic());
        SimtRunReport its = SimtSimulator.run(p.kernel(), p.launch(), ExecutionModel.ITS, SimtRunOptions.deterministic());
        assertTrue(its.completed(), its.message());
        if (lanes >= 4) { // two lanes contend too, but a pair may finish in an order that happens to work
            assertFalse(before.completed(), file + " hangs unrestructured: " + before.message());
        }

        Result<SimtSolution> r = solve(p); // through the gate: the checker and the hardware runs
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        SimtSolution s = r.solution();
        assertEquals(-1, s.nextPc(), "targets the SIMT stack");
        assertEquals(-1, s.maskRegister());
        assertFalse(s.kernel().equals(p.kernel()), "restructured");
        assertNull(SimtFamily.INSTANCE.checker().violation(p, s));
        SimtRunReport after = SimtSimulator.run(s.kernel(), p.launch(), ExecutionModel.IPDOM, SimtRunOptions.deterministic());
        assertTrue(after.completed(), after.message());
        assertEquals(its.memory(), after.memory(), "the memory per-thread scheduling leaves");
    }

    @ParameterizedTest
    @ValueSource(strings = {"corpus/cas-increment.simt", "corpus/cas-max.simt", "reduction.simt"})
    void aLockFreeKernelComesBackUnchanged(String file) {
        SimtProblem p = problem(file, 1, 4);
        Result<SimtSolution> r = solve(p);
        assertEquals(Status.OPTIMAL, r.status(), "the input's own size is the bound: " + r.reason());
        assertSame(p.kernel(), r.solution().kernel());
        assertEquals("", r.stats().get("restructured"));
    }

    @Test
    void noFreeRegisterForTheFlagIsRefusedSayingSo() throws Exception {
        SimtProblem p = new SimtProblem("full", KernelText.parse("full", """
                .registers 3
                spin:
                    atom.cas r1, [0], 0, 1
                    set.ne r2, r1, 0
                    cbr r2, spin, critical
                critical:
                    atom.exch r0, [0], 0
                    exit
                """), new Launch(1, 4, 4, Map.of()));
        Result<SimtSolution> r = solve(p);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains("no per-thread register free") && r.reason().contains("3"), r.reason());
    }

    @Test
    void aHandOffWithoutAReleaseIsLeftAsItIsAndTheGateRefusesIt() {
        // the waiting lanes' flag is written by lane 0 on another path: nothing follows the wait to bring inside
        SimtProblem p = problem("corpus/consumer-first.simt", 1, 4);
        Result<SimtSolution> r = solve(p);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains("ipdom"), r.reason());
        assertTrue(String.valueOf(r.stats().get("leftAsIs")).contains("no release"), String.valueOf(r.stats()));
    }

    @Test
    void theDefaultPicksThePassForTheHardware() {
        SimtProblem p = problem("spinlock.simt", 1, 4);
        assertEquals(SimtPortfolio.NAME, SimtStrategies.REGISTRY.defaultName());
        Result<SimtSolution> next = SimtStrategies.REGISTRY.byName(SimtPortfolio.NAME).solve(p, OPTIONS);
        assertTrue(next.solution().transformed(), "next-PC hardware unless told");
        assertEquals("nextpc", next.solver());
        Result<SimtSolution> stack = SimtStrategies.REGISTRY.byName(SimtPortfolio.NAME).solve(p,
                OPTIONS.withParam("portfolio.hardware", "ipdom"));
        assertEquals(Status.FEASIBLE, stack.status(), stack.reason());
        assertFalse(stack.solution().transformed());
        assertEquals("ipdom", stack.solver());
        assertFalse(stack.solution().kernel().equals(p.kernel()));
    }
}
