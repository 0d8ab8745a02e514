package dev.berth.solvers.memory.choco;

import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ChocoMemoryAllocatorTest extends ExactAllocatorContract {

    @Override
    protected MemoryAllocator allocator() {
        return new ChocoMemoryAllocator();
    }

    @Test
    void fitStopsAtTheFirstSolution() {
        MemoryProblem p = TinyMemoryInstances.random(11, 8, true);
        MemoryProblem roomy = p.withCapacity(BruteForceMemory.optimalPeak(p) + 6);
        MemoryResult r = allocator().allocate(roomy, options(Objective.FIT, 100_000));
        assertValid(roomy, r);
        assertEquals(1L, r.stats().get("solutions"));
    }

    /** Every search variant and switch stays exact on tiny instances. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "search=area", "search=start", "search=domwdeg", "search=activity", "canonical=false",
            "redundant-cumulative=true", "clique-room=false", "diffn-cumulative=true", "last-conflict=true", "restarts=luby",
            "restarts=geometric"})
    void everyVariantIsExact(String param) {
        String[] kv = param.split("=");
        for (int seed = 0; seed < 20; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(seed, 3 + seed % 6, seed % 2 == 1);
            SolveOptions o = options(Objective.PEAK, 1_000_000).withParam(kv[0], kv[1]);
            MemoryResult r = allocator().allocate(p, o);
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status());
            assertEquals(BruteForceMemory.optimalPeak(p), r.peak(), "seed " + seed);
        }
    }
}
