package dev.berth.solvers.simt;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.simt.Launch;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.io.KernelText;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simt pass behind the gate with a budget cancelled before it starts: UNKNOWN, saying what it was doing. */
class SimtGateTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(30));
    private static final SimtProblem SPIN = new SimtProblem("spin", KernelText.parse("k", """
            .registers 8
            .warp-registers 2
            entry:
                mov r0, 0
            spin:
                atom.cas r1, [0], 0, 1
                cbr r1, spin, done
            done:
                atom.exch r2, [0], 0
                exit
            """), new Launch(1, 4, 1, Map.of()));

    @Test
    void aCancelledPassAnswersUnknownNamingWhatItWasDoing() {
        Budget cancelled = Budget.of(Duration.ofSeconds(30));
        cancelled.cancel();
        Result<SimtSolution> r = SimtStrategies.REGISTRY.byName("nextpc").solve(SPIN, OPTIONS, cancelled);
        assertEquals(Status.UNKNOWN, r.status(), r.reason());
        assertTrue(r.reason().startsWith("cancelled while "), r.reason());
        assertTrue(!Boolean.TRUE.equals(r.stats().get(Result.FAILED)), "stopping is no crash");
    }

    @Test
    void anOpenBudgetCompilesIt() {
        Result<SimtSolution> r = SimtStrategies.REGISTRY.byName("nextpc").solve(SPIN, OPTIONS,
                Budget.of(Duration.ofSeconds(30)));
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertTrue(r.solution().transformed());
    }
}
