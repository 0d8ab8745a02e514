package dev.berth.bench.simt;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.simt.Launch;
import dev.berth.model.families.SimtFamily;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.testing.SimtExamples;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.simulator.simt.ExecutionModel;
import dev.berth.simulator.simt.SimtComparison;
import dev.berth.simulator.simt.SimtOutcome;
import dev.berth.simulator.simt.SimtRunOptions;
import dev.berth.simulator.simt.SimtRunReport;
import dev.berth.simulator.simt.SimtSimulator;
import dev.berth.solvers.Gate;
import dev.berth.solvers.simt.SimtStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 14's golden behaviours end to end — the pass (through the registry's gate) and the simulator's three
 * models: the spin-lock deadlocks under classic reconvergence and, compiled, completes under next-PC hardware
 * with the counter at the thread count, as under per-thread scheduling; the "current mask" reading livelocks;
 * lock-free kernels give identical memory under all three models; every lock kernel compiled computes what it
 * computes under per-thread scheduling, on seeded schedules.
 */
class SimtGoldenTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(1).withTimeLimit(null);
    private static final int SCHEDULES = 6;

    static Kernel kernel(String file) {
        return SimtExamples.kernel(file);
    }

    static SimtProblem problem(String file, int warps, int lanes) {
        return new SimtProblem(file, kernel(file), new Launch(warps, lanes, 2 * warps * lanes + 64, Map.of()));
    }

    static Result<SimtSolution> compile(SimtProblem p, SolveOptions o) {
        Result<SimtSolution> r = SimtStrategies.REGISTRY.byName("nextpc").solve(p, o);
        assertTrue(r.hasSolution(), r.status() + ": " + r.reason());
        assertNull(SimtFamily.INSTANCE.checker().violation(p, r.solution()));
        return r;
    }

    @ParameterizedTest
    @CsvSource({"1, 4", "2, 4", "1, 32", "4, 32"})
    void theSpinLockDeadlocksUnderIpdomAndCompletesCompiledUnderNextPc(int warps, int lanes) {
        SimtProblem p = problem("spinlock.simt", warps, lanes);
        SimtRunReport ipdom = SimtSimulator.run(p.kernel(), p.launch(), ExecutionModel.IPDOM, SimtRunOptions.deterministic());
        assertFalse(ipdom.completed(), ipdom.message());
        assertTrue(ipdom.outcome() == SimtOutcome.LIVELOCK || ipdom.outcome() == SimtOutcome.DEADLOCK);
        assertFalse(ipdom.suspected(), "a repeated state proves it: " + ipdom.message());

        SimtSolution s = compile(p, OPTIONS).solution();
        assertTrue(s.transformed());
        SimtRunReport nextpc = SimtSimulator.run(s.kernel(), p.launch(), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        assertTrue(nextpc.completed(), nextpc.message());
        assertEquals(warps * lanes, nextpc.word(1), "every thread entered the critical section once");
        assertEquals(0, nextpc.word(0), "the lock is free at the end");
        SimtComparison c = SimtComparison.itsVersusNextPc(p.kernel(), s.kernel(), p.launch(), SCHEDULES, 1,
                SimtRunOptions.DEFAULT_MAX_STEPS);
        assertTrue(c.identical(), c.message());
    }

    @Test
    void theCurrentMaskReadingOfTheRepresentativeLivelocksAndTheGateRefusesIt() {
        SimtProblem p = problem("spinlock.simt", 1, 4);
        SolveOptions mask = OPTIONS.withParam("nextpc.representative", "mask");
        Result<SimtSolution> gated = SimtStrategies.REGISTRY.byName("nextpc").solve(p, mask);
        assertEquals(Status.UNKNOWN, gated.status(), "a kernel that livelocks is no answer");
        assertTrue(gated.reason().contains("livelock"), gated.reason());
        assertEquals(true, gated.stats().get(Result.REJECTED), "the strategy's bug, caught by the gate");
        // the pass without its gate: the static checker accepts the kernel, the hardware shows the livelock
        Gate<SimtProblem, SimtSolution> gate = (Gate<SimtProblem, SimtSolution>) SimtStrategies.REGISTRY.byName("nextpc");
        SimtSolution s = gate.inner().solve(p, mask.withScope("nextpc"), dev.berth.model.Budget.unlimited()).solution();
        assertNull(SimtFamily.INSTANCE.checker().violation(p, s));
        SimtRunReport r = SimtSimulator.run(s.kernel(), p.launch(), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.LIVELOCK, r.outcome(), r.message());
        assertFalse(r.suspected(), r.message());
    }

    @ParameterizedTest
    @ValueSource(strings = {"reduction.simt", "prefix-sum.simt", "divergent-if.simt", "nested-loops.simt",
            "early-exit.simt"})
    void lockFreeKernelsGiveIdenticalMemoryUnderAllThreeModels(String file) {
        SimtProblem p = problem(file, 2, 8);
        Result<SimtSolution> unchanged = compile(p, OPTIONS);
        assertFalse(unchanged.solution().transformed(), "a lock-free kernel is left as it is");
        assertEquals(Status.OPTIMAL, unchanged.status(), "unchanged is the original's size: the bound");
        // compiled anyway, on hardware with a warp register for the mask (these kernels declare none)
        Kernel k = p.kernel();
        SimtProblem withMask = new SimtProblem(file, new Kernel(k.name(), k.registers(), 1, k.blocks()), p.launch());
        SimtSolution compiled = compile(withMask, OPTIONS.withParam("nextpc.transform", "always")).solution();
        SimtComparison ipdom = SimtComparison.compare(p.kernel(), ExecutionModel.ITS, p.kernel(), ExecutionModel.IPDOM,
                p.launch(), SCHEDULES, 1, SimtRunOptions.DEFAULT_MAX_STEPS);
        assertTrue(ipdom.identical(), ipdom.message());
        SimtComparison nextpc = SimtComparison.itsVersusNextPc(p.kernel(), compiled.kernel(), p.launch(), SCHEDULES, 1,
                SimtRunOptions.DEFAULT_MAX_STEPS);
        assertTrue(nextpc.identical(), nextpc.message());
    }

    @ParameterizedTest
    @CsvSource({"ttas.simt, 2, 4", "ticket-lock.simt, 2, 4", "flag-handoff.simt, 2, 4", "lock-in-loop.simt, 2, 4",
            "ttas.simt, 1, 32", "lock-in-loop.simt, 1, 32"})
    void lockKernelsCompiledComputeWhatPerThreadSchedulingComputes(String file, int warps, int lanes) {
        SimtProblem p = problem(file, warps, lanes);
        SimtSolution s = compile(p, OPTIONS).solution();
        assertTrue(s.transformed(), file + " has a spin loop");
        SimtComparison c = SimtComparison.itsVersusNextPc(p.kernel(), s.kernel(), p.launch(), SCHEDULES, 1,
                SimtRunOptions.DEFAULT_MAX_STEPS);
        assertTrue(c.identical(), c.message());
    }

    /**
     * A lock released beside a {@code sync.warp}, and a lock followed by a block that syncs: once livelocks on
     * the next-PC hardware (the wait before the release; a pick that skipped the holder), now complete at every
     * warp width, as the gate checks and this shows on its own.
     */
    @ParameterizedTest
    @CsvSource({"release-beside-sync.simt, 2", "release-beside-sync.simt, 3", "release-beside-sync.simt, 4",
            "release-beside-sync.simt, 8", "release-beside-sync.simt, 32", "lock-then-meet.simt, 2",
            "lock-then-meet.simt, 3", "lock-then-meet.simt, 4", "lock-then-meet.simt, 16", "lock-then-meet.simt, 32"})
    void aLockNextToAWarpSyncCompletesAtEveryWidth(String file, int lanes) {
        SimtProblem p = problem(file, 1, lanes);
        SimtSolution s = compile(p, OPTIONS).solution();
        assertTrue(s.transformed(), file + " has a spin loop");
        SimtRunReport r = SimtSimulator.run(s.kernel(), p.launch(), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.COMPLETED, r.outcome(), r.message());
        assertEquals(lanes, r.memory().get(1), "every thread counted once");
        SimtComparison c = SimtComparison.itsVersusNextPc(p.kernel(), s.kernel(), p.launch(), SCHEDULES, 1,
                SimtRunOptions.DEFAULT_MAX_STEPS);
        assertTrue(c.identical(), c.message());
    }

    /** A vote inside a loop whose body diverges: with the seed's "smaller id" wait it would run short of lanes. */
    @Test
    void aVoteInADivergentLoopSeesEveryLaneAfterThePass() {
        Kernel k = KernelText.parse("vote-in-loop", """
                .kernel voteInLoop
                .registers 8
                .warp-registers 2
                entry:
                    mov r1, 0
                head:
                    vote.ballot r2, 1
                    mul r6, r1, %nlanes
                    add r6, r6, %laneid
                    st [r6], r2
                    and r3, %laneid, 1
                    cbr r3, slow, latch
                slow:
                    add r4, r4, 1
                latch:
                    add r1, r1, 1
                    set.lt r5, r1, 3
                    cbr r5, head, done
                done:
                    exit
                """);
        SimtProblem p = new SimtProblem("vote-in-loop", k, new Launch(1, 4, 16, Map.of()));
        SimtSolution s = compile(p, OPTIONS.withParam("nextpc.transform", "always")).solution();
        SimtRunReport nextpc = SimtSimulator.run(s.kernel(), p.launch(), ExecutionModel.NEXTPC, SimtRunOptions.deterministic());
        assertTrue(nextpc.completed(), nextpc.message());
        assertEquals(List.of(15L, 15L, 15L, 15L), nextpc.memory().subList(0, 4), "every lane votes in round 0");
        SimtComparison c = SimtComparison.itsVersusNextPc(k, s.kernel(), p.launch(), SCHEDULES, 1,
                SimtRunOptions.DEFAULT_MAX_STEPS);
        assertTrue(c.identical(), c.message());
    }
}
