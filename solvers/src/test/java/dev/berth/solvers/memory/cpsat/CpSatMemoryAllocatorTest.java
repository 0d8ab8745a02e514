package dev.berth.solvers.memory.cpsat;

import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.Strategy;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.solvers.memory.choco.ExactAllocatorContract;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CpSatMemoryAllocatorTest extends ExactAllocatorContract {

    @Override
    protected Strategy<MemoryProblem, MemoryLayout> allocator() {
        return new CpSatMemoryAllocator();
    }

    /**
     * One seed (6 buffers of ~1.5e8 odd bytes, unit 1) is not solved at its optimum by a single CP-SAT worker
     * within the conflict limit (two workers solve it at once); its proofs of infeasibility are all found.
     */
    @Override
    protected int undecidedLargeAllowed() {
        return 1;
    }

    @Override
    protected boolean countsSolutions() {
        return false;
    }

    /** Times and addresses near 2^50: raw, their areas overflow 64 bits and CP-SAT rejects the model. */
    @Test
    void hugeTimesAndAddressesAreSolved() {
        long t = 1L << 50;
        long s = 1L << 50;
        MemoryProblem p = new MemoryProblem("huge", List.of(Buffer.of("a", 0, t, s + 1), Buffer.of("b", 1, t, s + 3),
                Buffer.of("c", t / 2, t, 5), Buffer.of("d", 0, t / 2 + 1, s), Buffer.of("e", t / 4, t / 2 + 3, 7)),
                MemoryProblem.UNBOUNDED);
        long optimum = BruteForceMemory.optimalPeak(p);
        assertOptimalPeak(p.withCapacity(optimum), 100_000, optimum);
    }

    @Test
    void cliqueRedundancyKeepsItExact() {
        for (int seed = 0; seed < 12; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(seed, 3 + seed % 5, seed % 2 == 1);
            SolveOptions o = options(Objective.PEAK, 1_000_000).withParam("redundant-cumulative", "true");
            Result<MemoryLayout> r = gated().solve(p, o);
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status());
            assertEquals(BruteForceMemory.optimalPeak(p), r.objective(), "seed " + seed);
        }
    }

    /** The least peak CP-SAT proved is reported in bytes: the optimum, where it closed the instance. */
    @Test
    void itsObjectiveBoundIsReportedInBytes() {
        for (int seed = 0; seed < 12; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(seed, 3 + seed % 5, seed % 2 == 1);
            Result<MemoryLayout> r = gated().solve(p, options(Objective.PEAK, 1_000_000));
            long optimum = BruteForceMemory.optimalPeak(p);
            long proven = ((Number) r.stats().get("objectiveBound")).longValue();
            assertTrue(proven <= optimum, "seed " + seed + ": " + proven + " above " + optimum);
            assertEquals(Status.OPTIMAL, r.status(), "seed " + seed);
            assertEquals(optimum, proven, "seed " + seed);
        }
    }
}
