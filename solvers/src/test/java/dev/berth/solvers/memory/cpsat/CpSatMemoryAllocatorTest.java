package dev.berth.solvers.memory.cpsat;

import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.solvers.memory.choco.ExactAllocatorContract;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CpSatMemoryAllocatorTest extends ExactAllocatorContract {

    @Override
    protected MemoryAllocator allocator() {
        return new CpSatMemoryAllocator();
    }

    @Test
    void cliqueRedundancyKeepsItExact() {
        for (int seed = 0; seed < 12; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(seed, 3 + seed % 5, seed % 2 == 1);
            SolveOptions o = options(Objective.PEAK, 1_000_000).withParam("redundant-cumulative", "true");
            MemoryResult r = allocator().allocate(p, o);
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status());
            assertEquals(BruteForceMemory.optimalPeak(p), r.peak(), "seed " + seed);
        }
    }
}
