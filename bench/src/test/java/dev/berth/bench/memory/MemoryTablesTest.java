package dev.berth.bench.memory;

import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MemoryTablesTest {

    @Test
    void demoTableFromRawResults() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        MemoryResult ff = new FirstFitAllocator().allocate(p, SolveOptions.defaults()).withSeconds(0.25);
        MemoryResult unknown = MemoryResult.unknown("gave up", 13, "stuck").withSeconds(1);
        assertEquals("""
                strategy   status   peak  lower bound  seconds
                ---------  -------  ----  -----------  -------
                first-fit  OPTIMAL    12           12    0.250
                stuck      UNKNOWN     -           13    1.000
                """, MemoryTables.demo(p, List.of(ff, unknown)).render());
    }

    @Test
    void demoTableFromCheckedRows() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        MemoryBenchRow row = new MemoryBenchRunner().run(p, TestAllocators.stacksAtZero(), SolveOptions.defaults());
        String[] lines = MemoryTables.demo(List.of(row)).render().split("\n");
        assertEquals("strategy     status   peak  lower bound  seconds", lines[0]);
        assertEquals("all-at-zero  INVALID     -           12", lines[2].substring(0, lines[2].lastIndexOf(' ')).stripTrailing());
    }
}
