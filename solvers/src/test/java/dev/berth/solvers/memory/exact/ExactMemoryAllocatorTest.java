package dev.berth.solvers.memory.exact;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.Strategy;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.solvers.memory.choco.ExactAllocatorContract;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExactMemoryAllocatorTest extends ExactAllocatorContract {

    @Override
    protected Strategy<MemoryProblem, MemoryLayout> allocator() {
        return new ExactMemoryAllocator();
    }

    /** Each technique off in turn (and all off) still gives the brute-force optimum. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"canonical=false", "section-inference=false", "unallocated-floor=false",
            "release-bound=true", "dominance=false", "symmetry=false", "hatless=false", "dynamic-order=false",
            "decompose=false", "dynamic-decompose=false", "rerank=false", "order=Z", "order=LUW,OC",
            "canonical=false;dynamic-order=false", "dynamic-order=false;dominance=false",
            "canonical=false;section-inference=false;dominance=false;symmetry=false;hatless=false;"
                    + "dynamic-order=false;decompose=false;dynamic-decompose=false;rerank=false"})
    void everySwitchOffIsStillExact(String params) {
        for (int seed = 0; seed < 30; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(500 + seed, 3 + seed % 6, seed % 2 == 1);
            SolveOptions o = options(Objective.PEAK, 1_000_000);
            for (String kv : params.split(";")) {
                String[] pair = kv.split("=");
                o = o.withParam(pair[0], pair[1]);
            }
            Result<MemoryLayout> r = gated().solve(p, o);
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status(), r::reason);
            assertEquals(BruteForceMemory.optimalPeak(p), r.objective(), "seed " + seed);
        }
    }

    /** Beyond the brute force's reach: each pruning off in turn proves the same optimum as all on. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"section-inference", "unallocated-floor", "dominance", "symmetry", "hatless",
            "dynamic-decompose", "rerank", "decompose"})
    void eachPruningOffProvesTheSameOptimumOnLargerInstances(String sw) {
        int compared = 0;
        for (int seed = 0; seed < 12; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(3000 + seed, 12, seed % 3 == 0);
            Result<MemoryLayout> all = gated().solve(p, options(Objective.PEAK, 2_000_000));
            Result<MemoryLayout> off = gated().solve(p, options(Objective.PEAK, 2_000_000).withParam(sw, "false"));
            assertValid(p, all);
            assertValid(p, off);
            if (all.status() == Status.OPTIMAL && off.status() == Status.OPTIMAL) {
                assertEquals(all.objective(), off.objective(), "seed " + seed);
                compared++;
            }
        }
        assertTrue(compared >= 10, "only " + compared + " instances closed both ways");
    }

    @Test
    void timeDisjointPartsAreSolvedSeparatelyAndThePeakIsTheirMaximum() {
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            bs.add(Buffer.of("a" + i, i % 2, 3, 2 + i));
            bs.add(Buffer.of("b" + i, 10 + i % 3, 14, 1 + i));
        }
        MemoryProblem p = new MemoryProblem("two parts", bs, MemoryProblem.UNBOUNDED);
        Result<MemoryLayout> r = assertOptimalPeak(p, 100_000, BruteForceMemory.optimalPeak(p));
        assertEquals(2, r.stats().get("parts"));
    }

    @Test
    void gapsLetOtherBuffersUseTheFreedBytes() {
        // a is absent during [2, 4): b fits in the same bytes then, so the optimum is 4, not 7
        Buffer a = Buffer.of("a", 0, 6, 4).withGaps(List.of(new Gap(2, 4)));
        assertOptimalPeak(new MemoryProblem("gap", List.of(a, Buffer.of("b", 2, 4, 3)), 4), 1_000, 4);
    }

    @Test
    void aNodeLimitReturnsTheBestLayoutSoFarWithItsBound() {
        MemoryProblem p = TinyMemoryInstances.random(2024, 60, false);
        Result<MemoryLayout> r = gated().solve(p, options(Objective.PEAK, 300));
        assertValid(p, r);
        assertTrue(r.bound() >= MemoryLowerBound.of(p));
        assertTrue((long) r.stats().get("nodes") <= 300 + 256 * 3, "nodes " + r.stats().get("nodes"));
    }

    /**
     * The rounds stand for one sequential round-robin: with any thread count, the same layout, status, bound and
     * counted nodes, whether the search closes or a node limit stops it part-way through a round.
     */
    @Test
    void theAnswerDoesNotDependOnTheThreadCount() {
        int limited = 0;
        int closed = 0;
        for (int seed = 0; seed < 12; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(3100 + seed, 24, seed % 2 == 0);
            long nodeLimit = seed % 3 == 0 ? 300_000 : 500L * (seed + 1);
            Result<MemoryLayout> one = null;
            for (int threads = 1; threads <= 3; threads++) {
                SolveOptions o = new SolveOptions(Objective.PEAK, null, 1, nodeLimit, threads, java.util.Map.of());
                Result<MemoryLayout> r = gated().solve(p, o, Budget.unlimited());
                assertValid(p, r);
                if (one == null) {
                    one = r;
                    continue;
                }
                String at = "seed " + seed + ", " + threads + " threads";
                assertEquals(one.status(), r.status(), at);
                assertEquals(one.objective(), r.objective(), at);
                assertEquals(one.bound(), r.bound(), at);
                org.junit.jupiter.api.Assertions.assertArrayEquals(one.solution().offsets(), r.solution().offsets(), at);
                assertEquals(one.stats().get("nodes"), r.stats().get("nodes"), at);
                assertEquals(one.stats().get("backtracks"), r.stats().get("backtracks"), at);
            }
            if ((long) one.stats().get("nodes") >= nodeLimit) {
                limited++;
            } else if (one.status() == Status.OPTIMAL) {
                closed++;
            }
        }
        assertTrue(limited > 0 && closed > 0, limited + " runs cut by their node limit, " + closed + " closed");
    }

    @Test
    void twoThreadsReachTheSameOptimum() {
        for (int seed = 0; seed < 10; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(900 + seed, 8, seed % 2 == 0);
            SolveOptions o = new SolveOptions(Objective.PEAK, null, 1, 0, 2, java.util.Map.of());
            Result<MemoryLayout> r = gated().solve(p, o, Budget.unlimited());
            assertValid(p, r);
            assertEquals(Status.OPTIMAL, r.status());
            assertEquals(BruteForceMemory.optimalPeak(p), r.objective());
            assertEquals(2, r.stats().get("threads"));
        }
    }
}
