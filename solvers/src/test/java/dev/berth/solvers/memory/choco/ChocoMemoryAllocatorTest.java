package dev.berth.solvers.memory.choco;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ChocoMemoryAllocatorTest extends ExactAllocatorContract {

    @Override
    protected Strategy<MemoryProblem, MemoryLayout> allocator() {
        return new ChocoMemoryAllocator();
    }

    /**
     * Regression: with odd sizes (no common unit) the address range times the 9 time points passes 2^31,
     * where diffN's 32-bit energy check wrapped around and failed the root, so a capacity that fits was
     * called infeasible. The model must switch to the 64-bit pairwise non-overlap and solve it.
     */
    @Test
    void oddSizesWhoseAreasPassIntRangeAreSolvedNotCalledInfeasible() {
        List<Buffer> buffers = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            buffers.add(Buffer.of("b" + i, i, i + 3, 150_000_001L + 2 * i));
        }
        MemoryProblem p = new MemoryProblem("odd-large", buffers, MemoryProblem.UNBOUNDED);
        long optimum = BruteForceMemory.optimalPeak(p);
        Result<MemoryLayout> r = assertOptimalPeak(p.withCapacity(optimum), 100_000, optimum);
        assertEquals(1L, r.stats().get("addressUnit"));
        assertEquals("pairwise", r.stats().get("nonOverlap"));
        Result<MemoryLayout> below = gated().solve(p.withCapacity(optimum - 1), options(Objective.FIT, 100_000));
        assertEquals(Status.INFEASIBLE, below.status(), below::reason);
    }

    /** The model switches that add Choco's 32-bit area reasoning stay sound at large sizes. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"redundant-cumulative=true", "diffn-cumulative=true", "clique-room=false", "pairwise=true"})
    void switchesStaySoundAtLargeSizes(String param) {
        String[] kv = param.split("=");
        for (int seed = 0; seed < 20; seed++) {
            MemoryProblem p = LargeMemoryInstances.random(seed, 3 + seed % 5, seed % 2 == 0);
            long optimum = BruteForceMemory.optimalPeak(p);
            MemoryProblem fits = p.withCapacity(optimum);
            Result<MemoryLayout> r = gated().solve(fits, options(Objective.PEAK, 1_000_000).withParam(kv[0], kv[1]));
            assertValid(fits, r);
            assertEquals(optimum, r.objective(), "seed " + seed);
            Result<MemoryLayout> below = gated().solve(p.withCapacity(optimum - 1),
                    options(Objective.FIT, 1_000_000).withParam(kv[0], kv[1]));
            assertEquals(Status.INFEASIBLE, below.status(), "seed " + seed);
        }
    }

    /** Tensor-like sizes share a factor: the search runs in units of it, small enough for diffN. */
    @Test
    void sizesSharingAFactorAreSolvedInUnitsOfIt() {
        List<Buffer> buffers = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            buffers.add(Buffer.of("b" + i, i, i + 3, (1 + i % 3) << 20).withAlignment(i % 2 == 0 ? 1 : 4096));
        }
        MemoryProblem p = new MemoryProblem("mb", buffers, MemoryProblem.UNBOUNDED);
        Result<MemoryLayout> r = assertOptimalPeak(p, 100_000, BruteForceMemory.optimalPeak(p));
        assertEquals(1L << 20, r.stats().get("addressUnit"));
        assertEquals("diffN", r.stats().get("nonOverlap"));
    }

    /** Every search variant and switch stays exact on tiny instances. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "search=area", "search=start", "search=domwdeg", "search=activity", "canonical=false", "pairwise=true",
            "redundant-cumulative=true", "clique-room=false", "diffn-cumulative=true", "last-conflict=true", "restarts=luby",
            "restarts=geometric"})
    void everyVariantIsExact(String param) {
        String[] kv = param.split("=");
        for (int seed = 0; seed < 20; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(seed, 3 + seed % 6, seed % 2 == 1);
            SolveOptions o = options(Objective.PEAK, 1_000_000).withParam(kv[0], kv[1]);
            Result<MemoryLayout> r = gated().solve(p, o);
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status());
            assertEquals(BruteForceMemory.optimalPeak(p), r.objective(), "seed " + seed);
        }
    }
}
