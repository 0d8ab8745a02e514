package dev.berth.solvers.memory;

import dev.berth.algorithms.memory.GreedyMemoryAllocator;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.Buffer;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.testing.TestStrategies;
import dev.berth.solvers.Gate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BandsBelowTest {
    /** {@code n} buffers with alignments and gaps, and two aligned buffers spanning the whole horizon. */
    private static MemoryProblem withBands(long seed, int n) {
        Random r = new Random(seed);
        MemoryProblem p = TinyMemoryInstances.random(seed, n, true);
        List<Buffer> bs = new ArrayList<>();
        for (Buffer b : p.buffers()) {
            bs.add(b.isFixed() ? b.withFixedOffset(null) : b);
        }
        long first = bs.stream().mapToLong(Buffer::start).min().orElseThrow();
        long last = bs.stream().mapToLong(Buffer::end).max().orElseThrow();
        bs.add(r.nextInt(bs.size()), Buffer.of("w1", first, last, 3 + r.nextInt(9)).withAlignment(4));
        bs.add(r.nextInt(bs.size()), Buffer.of("w2", first, last, 1 + r.nextInt(9)));
        return new MemoryProblem("bands-" + seed, bs, MemoryProblem.UNBOUNDED);
    }

    private static Strategy<MemoryProblem, MemoryLayout> recording(AtomicReference<MemoryProblem> seen,
                                                                   Strategy<MemoryProblem, MemoryLayout> inner) {
        return TestStrategies.of("recording", (p, o) -> {
            seen.set(p);
            return inner.solve(p, o);
        });
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void theStrategySeesTheRestAndItsLayoutPassesTheGate(long seed) {
        MemoryProblem p = withBands(seed, 40);
        AtomicReference<MemoryProblem> seen = new AtomicReference<>();
        Strategy<MemoryProblem, MemoryLayout> s = Gate.of(MemoryFamily.INSTANCE,
                new BandsBelow(recording(seen, new GreedyMemoryAllocator())));
        Result<MemoryLayout> r = s.solve(p, SolveOptions.defaults());
        assertTrue(r.hasSolution(), r.toString());
        assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
        int bands = (int) r.stats().get(BandsBelow.BANDS);
        assertTrue(bands >= 2, "w1, w2 and any other buffer spanning the horizon");
        assertEquals(p.size() - bands, seen.get().size());
    }

    @Test
    void anOptimalClaimAboutTheRestProvesNothingHere() {
        MemoryProblem p = withBands(3, 12);
        Result<MemoryLayout> r = new BandsBelow(TestStrategies.claimsOptimal(new GreedyMemoryAllocator(), 1))
                .solve(p, SolveOptions.defaults());
        assertEquals(Status.FEASIBLE, r.status());
        assertEquals(Proof.NONE, r.proof());
        assertEquals(0, r.bound());
        assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
    }

    @Test
    void anInfeasibleRestIsNotAnInfeasibleInstance() {
        Result<MemoryLayout> r = new BandsBelow(TestStrategies.claimsInfeasible()).solve(withBands(5, 12),
                SolveOptions.defaults());
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains("resident bands"), r.reason());
    }

    @Test
    void anInstanceWithoutBandsGoesToTheStrategyAsItIs() {
        MemoryProblem p = new MemoryProblem("staggered", List.of(Buffer.of("a", 0, 3, 4), Buffer.of("b", 2, 5, 4),
                Buffer.of("c", 4, 7, 2)), MemoryProblem.UNBOUNDED);
        AtomicReference<MemoryProblem> seen = new AtomicReference<>();
        new BandsBelow(recording(seen, new GreedyMemoryAllocator())).solve(p, SolveOptions.defaults());
        assertSame(p, seen.get());
    }
}
