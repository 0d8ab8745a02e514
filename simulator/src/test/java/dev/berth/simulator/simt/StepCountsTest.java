package dev.berth.simulator.simt;

import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Steps, thread instructions and SIMD efficiency, counted by hand on a four-thread if/else. */
class StepCountsTest {
    private static final Kernel IF_ELSE = ExampleKernels.parse("""
            entry:
                and r0, %laneid, 1
                cbr r0, odd, even
            odd:
                st [%laneid], 1
                bra join
            even:
                st [%laneid], 2
            join:
                exit
            """);

    @Test
    void ipdomSerialisesTheTwoSidesThenReconverges() {
        // and(4) cbr(4) | odd: st(2) bra(2) | even: st(2) bra(2) | join: exit(4) = 7 steps, 20 thread instructions
        SimtRunReport r = SimtSimulator.run(IF_ELSE, new Launch(1, 4, 4, Map.of()), ExecutionModel.IPDOM,
                SimtRunOptions.deterministic().withTraceLength(10));
        assertEquals(SimtOutcome.COMPLETED, r.outcome());
        assertEquals(7, r.steps());
        assertEquals(20, r.threadInstructions());
        assertEquals(20.0 / 28, r.simdEfficiency(), 1e-12);
        assertEquals(List.of(2L, 1L, 2L, 1L), r.memory());
        assertEquals(List.of(
                "#1 w0 entry:0 'and r0, %laneid, 1' lanes {0,1,2,3}",
                "#2 w0 entry:1 'cbr r0, odd, even' lanes {0,1,2,3}",
                "#3 w0 odd:0 'st [%laneid], 1' lanes {1,3}",
                "#4 w0 odd:1 'bra join' lanes {1,3}",
                "#5 w0 even:0 'st [%laneid], 2' lanes {0,2}",
                "#6 w0 even:1 'bra join' lanes {0,2}",
                "#7 w0 join:0 'exit' lanes {0,1,2,3}"), r.trace());
        assertEquals("completed in 7 steps (20 thread instructions, SIMD efficiency 0.714)", r.message());
    }

    @Test
    void itsAlternatesTheGroupsAndMergesThemAtTheJoin() {
        SimtRunReport r = SimtSimulator.run(IF_ELSE, new Launch(1, 4, 4, Map.of()), ExecutionModel.ITS,
                SimtRunOptions.deterministic().withTraceLength(3));
        assertEquals(7, r.steps());
        assertEquals(20, r.threadInstructions());
        assertEquals(List.of(
                "#5 w0 odd:1 'bra join' lanes {1,3}",
                "#6 w0 even:1 'bra join' lanes {0,2}",
                "#7 w0 join:0 'exit' lanes {0,1,2,3}"), r.trace());
    }

    @Test
    void warpsCountTheSameWhicheverScheduleInterleavesThem() {
        Launch three = new Launch(3, 4, 4, Map.of());
        for (ExecutionModel m : List.of(ExecutionModel.IPDOM, ExecutionModel.ITS)) {
            for (long seed = 1; seed <= 5; seed++) {
                SimtRunReport r = SimtSimulator.run(IF_ELSE, three, m, SimtRunOptions.random(seed));
                assertEquals(21, r.steps(), m + " seed " + seed);
                assertEquals(60, r.threadInstructions(), m + " seed " + seed);
                assertEquals(60.0 / 84, r.simdEfficiency(), 1e-12);
            }
        }
    }

    @Test
    void aRunRepeatsExactly() {
        Kernel k = ExampleKernels.load("nested-loops.simt");
        Launch launch = new Launch(2, 8, 17, Map.of());
        for (ExecutionModel m : List.of(ExecutionModel.IPDOM, ExecutionModel.ITS)) {
            SimtRunReport a = SimtSimulator.run(k, launch, m, SimtRunOptions.random(5).withRegisters());
            SimtRunReport b = SimtSimulator.run(k, launch, m, SimtRunOptions.random(5).withRegisters());
            assertEquals(a, b, m.text());
            assertEquals(16, a.registers().size());
            assertEquals(10, a.registers().getFirst().size());
        }
    }
}
