package dev.berth.solvers.memory.bounds;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.solvers.memory.MemoryStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Soundness against exhaustive search on seeded tiny instances with alignments, pins, gaps (plain and windowed)
 * and co-location: every relaxation's least peak plus its bands is at most the instance's, and the bound never
 * passes the least peak; without windowed gaps and with enough nodes it reaches it (the whole horizon is one of
 * the relaxations, and exact is complete there). Node limits only: no assertion depends on the clock.
 */
class ContiguityBoundTest {
    static LongStream seeds() {
        return LongStream.rangeClosed(1, 120);
    }

    private static ContiguityBound bound(long maxNodes) {
        return new ContiguityBound(MemoryStrategies.REGISTRY.byName("exact"), SolveOptions.defaults().withThreads(1),
                50, maxNodes);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyRelaxationBoundsTheLeastPeak(long seed) {
        MemoryProblem p = TinyInstances.random(seed, 5, true, true);
        long opt = BruteForcePeak.of(p);
        if (opt < 0) {
            return; // pins that clash: no layout to bound
        }
        Random r = new Random(seed);
        List<Relaxation> all = new java.util.ArrayList<>(Relaxations.of(p, 5_000));
        long from = r.nextInt(6);
        all.add(Relaxation.window(p, from, from + 1 + r.nextInt(5), "random window"));
        all.add(Relaxation.sampled(p, new long[] {r.nextInt(3), 3 + r.nextInt(3), 6 + r.nextInt(3)}, "random instants"));
        for (Relaxation x : all) {
            long relaxed = x.rest().size() == 0 ? 0 : BruteForcePeak.of(x.rest());
            assertTrue(relaxed >= 0, x.describe() + " has no layout but " + p.name() + " has one");
            assertTrue(x.bandBytes() + relaxed <= opt, p.name() + ": " + x.describe() + " needs " + x.bandBytes() + " + "
                    + relaxed + " > the least peak " + opt + " of " + p.buffers());
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void theBoundNeverPassesTheLeastPeak(long seed) {
        MemoryProblem p = TinyInstances.random(seed, 6, true, true);
        long opt = BruteForcePeak.of(p);
        if (opt < 0) {
            return;
        }
        BoundReport rep = bound(20_000).compute(p, 0, Budget.unlimited());
        assertTrue(rep.value() <= opt, p.name() + ": bound " + rep.value() + " > least peak " + opt + ": " + rep.explain());
        assertTrue(rep.value() >= MemoryLowerBound.of(p));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void withoutWindowedGapsTheBoundReachesTheLeastPeak(long seed) {
        MemoryProblem p = TinyInstances.random(seed, 6, true, false);
        long opt = BruteForcePeak.of(p);
        if (opt < 0) {
            return;
        }
        BoundReport rep = bound(0).compute(p, 0, Budget.unlimited());
        assertEquals(opt, rep.value(), p.name() + ": " + rep.explain() + " " + p.buffers());
    }

    @Test
    void contiguityRaisesTheBoundAboveTheLiveBytes() {
        // 16 bytes live at most, but b1 and b2 (aligned to 4) and the 8-byte buffers cannot all keep their addresses
        // from one instant to the next below 17 (b0 has 9 bytes: with 8, a multiple of 4, the padding bound
        // alone would prove 17)
        MemoryProblem p = new MemoryProblem("aligned-steps", List.of(
                Buffer.of("b0", 5, 6, 9), Buffer.of("b1", 4, 9, 2).withAlignment(4),
                Buffer.of("b2", 5, 8, 5).withAlignment(4), Buffer.of("b3", 3, 5, 8), Buffer.of("b4", 1, 4, 6),
                Buffer.of("b5", 0, 3, 8).withGaps(List.of(new Gap(1, 2)))), MemoryProblem.UNBOUNDED);
        assertEquals(16, MemoryLowerBound.of(p));
        assertEquals(17, BruteForcePeak.of(p));
        BoundReport rep = bound(0).compute(p, 0, Budget.unlimited());
        assertEquals(17, rep.value(), rep.explain());
        assertTrue(rep.raised());
        assertNotNull(rep.proving());
        assertTrue(rep.explain().contains("no layout of"), rep.explain());
    }

    @Test
    void theSameNodeLimitsGiveTheSameReport() {
        MemoryProblem p = TinyInstances.random(7, 6, true, false);
        BoundReport a = bound(5_000).compute(p, 0, Budget.unlimited());
        BoundReport b = bound(5_000).compute(p, 0, Budget.unlimited());
        assertEquals(a.value(), b.value());
        assertEquals(a.nodes(), b.nodes());
        assertEquals(a.searches(), b.searches());
    }
}
