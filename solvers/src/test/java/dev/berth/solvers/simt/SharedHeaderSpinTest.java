package dev.berth.solvers.simt;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.simt.Launch;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.io.KernelText;
import dev.berth.simulator.simt.ExecutionModel;
import dev.berth.simulator.simt.SimtRunOptions;
import dev.berth.simulator.simt.SimtRunReport;
import dev.berth.simulator.simt.SimtSimulator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lock taken at the top of each round of a counted loop: the spin's back edge and the round's share one header,
 * so the header's natural loop exits on the round counter alone and waits on nobody. Both passes must still see
 * the spin in it (it hangs on a SIMT stack and, unchanged, on next-PC hardware) and answer a kernel that
 * completes, through the gate, with the memory per-thread scheduling leaves: each thread's three non-atomic
 * increments under the lock all land.
 */
class SharedHeaderSpinTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(1).withTimeLimit(null);
    private static final String ROUNDS = """
            .kernel rounds
            .registers 8
            entry:
                mov r1, 0
            spin:
                atom.cas r2, [0], 0, 1
                set.ne r3, r2, 0
                cbr r3, spin, crit
            crit:
                ld r4, [1]
                add r4, r4, 1
                st [1], r4
                st [0], 0
                add r1, r1, 1
                set.lt r5, r1, 3
                cbr r5, spin, done
            done:
                exit
            """;

    @ParameterizedTest
    @CsvSource({"nextpc, NEXTPC, 1, 4", "nextpc, NEXTPC, 2, 2", "nextpc, NEXTPC, 1, 32", "nextpc, NEXTPC, 4, 32",
            "ipdom, IPDOM, 1, 4", "ipdom, IPDOM, 2, 2", "ipdom, IPDOM, 1, 32", "ipdom, IPDOM, 4, 32"})
    void theSpinInsideTheRoundsIsFoundAndTheAnswerCompletes(String strategy, ExecutionModel hardware, int warps,
                                                            int lanes) throws Exception {
        SimtProblem p = new SimtProblem("rounds", KernelText.parse("rounds", ROUNDS), new Launch(warps, lanes, 4, Map.of()));
        SimtRunReport its = SimtSimulator.run(p.kernel(), p.launch(), ExecutionModel.ITS, SimtRunOptions.deterministic());
        assertTrue(its.completed(), its.message());
        assertEquals(3L * warps * lanes, its.memory().get(1));
        assertFalse(SimtSimulator.run(p.kernel(), p.launch(), hardware, SimtRunOptions.deterministic()).completed(),
                "hangs as written");

        Result<SimtSolution> r = SimtStrategies.REGISTRY.byName(strategy).solve(p, OPTIONS); // through the gate
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertEquals(1, r.stats().get("spinLoops"), String.valueOf(r.stats()));
        if (strategy.equals("ipdom")) {
            assertEquals("spin", r.stats().get("headersSplit"));
        }
        SimtRunReport after = SimtSimulator.run(r.solution().kernel(), p.launch(), hardware,
                SimtRunOptions.deterministic());
        assertTrue(after.completed(), after.message());
        assertEquals(its.memory().get(1), after.memory().get(1));
        assertEquals(0L, after.memory().get(0), "the lock is free at the end");
    }
}
