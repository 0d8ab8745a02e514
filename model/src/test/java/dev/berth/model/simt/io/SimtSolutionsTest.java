package dev.berth.model.simt.io;

import dev.berth.model.InputException;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.simt.Launch;
import dev.berth.model.families.SimtFamily;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** simt solution files: the common head, the registers and the kernel's text, read back equal; errors name the field or line. */
class SimtSolutionsTest {
    private static final String INPUT = ".registers 4\n.warp-registers 1\na:\n  mov r0, 1\n  exit\n";
    private static final String COMPILED = ".registers 4\n.warp-registers 1\na:\n  npc.mask w0, r3, eq, @a\n"
            + "  mov r0, 1\n  npc.exit r3\n";
    private static final SimtProblem PROBLEM = new SimtProblem("p", KernelText.parse("in", INPUT), Launch.defaults());

    private static SimtSolution roundTrip(SimtSolution s) {
        Result<SimtSolution> r = Result.feasible(s).withScore(SimtFamily.INSTANCE.checker().score(PROBLEM, s))
                .withSolver("hand");
        String json = SimtFamily.INSTANCE.writeSolution(PROBLEM, r).toString();
        assertTrue(json.contains("\"family\":\"simt\"") && json.contains("\"objective\":"), json);
        return SimtFamily.INSTANCE.readSolution("s.json", "s.json", json, PROBLEM);
    }

    @Test
    void compiledAndUnchangedAnswersReadBackEqual() {
        SimtSolution compiled = new SimtSolution(KernelText.parse("c", COMPILED), 3, 0);
        assertEquals(compiled, roundTrip(compiled));
        SimtSolution same = new SimtSolution(PROBLEM.kernel(), -1, -1);
        assertEquals(same, roundTrip(same));
        assertEquals(3, SimtFamily.INSTANCE.checker().score(PROBLEM, compiled).headline());
        assertEquals(Score.of(2), SimtFamily.INSTANCE.checker().score(PROBLEM, same));
    }

    @Test
    void errorsNameTheFieldOrTheKernelLine() {
        String m = message("{\"mask\": -1, \"kernel\": \"a: exit\"}");
        assertTrue(m.contains("s.json") && m.contains("missing field 'nextPc'"), m);
        m = message("{\"nextPc\": -2, \"mask\": -1, \"kernel\": \"a: exit\"}");
        assertTrue(m.contains("s.json: nextPc"), m);
        m = message("{\"nextPc\": 1, \"mask\": 0, \"kernel\": \"a:\\n  mov r1, 1\\n  bogus\\n  exit\\n\"}");
        assertTrue(m.startsWith("s.json (kernel):3: unknown instruction 'bogus'"), m);
        m = message("{\"nextPc\": 1, \"mask\": 0, \"kernel\": [\"a: exit\"]}");
        assertTrue(m.contains("s.json: kernel") && m.contains("an array"), m);
        InputException e = assertThrows(InputException.class,
                () -> SimtFamily.INSTANCE.readSolution("out.simt", "out.simt", "a: exit", PROBLEM));
        assertTrue(e.getMessage().contains("a simt solution is JSON"), e.getMessage());
    }

    private static String message(String json) {
        return assertThrows(InputException.class,
                () -> SimtFamily.INSTANCE.readSolution("s.json", "s.json", json, PROBLEM)).getMessage();
    }
}
