package dev.berth.solvers.memory.timefold;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.MemoryValidator;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TimefoldMemoryAllocatorTest {

    static SolveOptions steps(long n) {
        return new SolveOptions(Objective.PEAK, Duration.ofMinutes(1), 7, n, 1, Map.of());
    }

    @Test
    void goldenExampleFromStackedLayoutReachesTwelve() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        MemoryResult r = new TimefoldMemoryAllocator(new NoLayoutAllocator()).allocate(p, steps(2000));
        System.out.println(r + " " + r.stats());
        assertEquals(null, MemoryValidator.firstViolation(p, r.offsets()));
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(12, r.peak());
    }
}
