package dev.berth.solvers.memory.exact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.testing.TinyMemoryInstances;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** A run cut into slices (paused and resumed on the explicit stack) ends exactly as the run in one piece. */
class CanonicalSearchSlicesTest {

    private record Ending(int code, long nodes, long[] offsets, long peak) {
    }

    private static Ending run(PartModel m, Ranking rank, ExactSwitches sw, long cap, long slice) {
        SearchControl control = new SearchControl(Budget.unlimited(), 0);
        PartIncumbent inc = new PartIncumbent(cap);
        CanonicalSearch s = new CanonicalSearch(m, rank, sw, control, cap);
        s.start(inc);
        long nodes = 0;
        int code;
        do {
            code = s.resume(slice, inc);
            nodes += s.sliceNodes();
            if (code == CanonicalSearch.LIMIT) {
                assertEquals(slice, s.sliceNodes(), "a paused slice uses its whole limit");
            }
        } while (code == CanonicalSearch.LIMIT);
        assertEquals(nodes, s.runNodes());
        return new Ending(code, nodes, inc.offsets(), inc.peak());
    }

    @Test
    void slicesOfAnySizeEndLikeTheWholeRun() {
        int found = 0;
        int failed = 0;
        for (int seed = 0; seed < 40; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(7000 + seed, 14, seed % 2 == 0);
            ExactSwitches sw = ExactSwitches.from(new SolveOptions(Objective.PEAK, null, 1, 0, 1, Map.of()));
            long lb = MemoryLowerBound.of(p);
            for (int[] members : TimeParts.of(p, true)) {
                PartModel m = new PartModel(p, members);
                Ranking rank = Ranking.of(m, ExactSwitches.DEFAULT_ORDER.split(",")[seed % 4]);
                // a cap just above the live bytes: some parts fit, some close without a layout
                long cap = Math.max(lb, 1) + (seed % 3) * 2;
                Ending whole = run(m, rank, sw, cap, 0);
                for (long slice : new long[] {1, 3, 17, 256}) {
                    Ending cut = run(m, rank, sw, cap, slice);
                    String at = "seed " + seed + ", slice " + slice;
                    assertEquals(whole.code(), cut.code(), at);
                    assertEquals(whole.nodes(), cut.nodes(), at);
                    assertEquals(whole.peak(), cut.peak(), at);
                    assertArrayEquals(whole.offsets(), cut.offsets(), at);
                }
                if (whole.code() == CanonicalSearch.FOUND) {
                    found++;
                } else {
                    failed++;
                }
            }
        }
        assertTrue(found > 0 && failed > 0, found + " found, " + failed + " closed without a layout");
    }
}
