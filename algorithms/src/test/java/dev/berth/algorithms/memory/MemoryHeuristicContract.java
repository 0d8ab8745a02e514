package dev.berth.algorithms.memory;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every memory heuristic must do, and what their tests share: options without a clock, the tiny
 * seeds and the checks they all make. Each heuristic's test extends this.
 */
abstract class MemoryHeuristicContract<S extends Strategy<MemoryProblem, MemoryLayout>> {
    /** The heuristic under test, called directly. */
    protected final S heuristic;
    private final List<SolveOptions> variants;

    /** {@code heuristic} under each of {@code variants}, every setting worth checking (orders, fits, metrics, ...). */
    protected MemoryHeuristicContract(S heuristic, List<SolveOptions> variants) {
        this.heuristic = heuristic;
        this.variants = List.copyOf(variants);
    }

    /** The defaults without a time limit: the heuristics are deterministic and need no clock. */
    static SolveOptions options() {
        return SolveOptions.defaults().withTimeLimit(null);
    }

    /** Seeds 0..39 of {@link TinyMemoryInstances#random}, each without and with features. */
    static Stream<Arguments> tinySeeds() {
        return LongStream.range(0, 40).boxed().flatMap(s -> Stream.of(Arguments.of(s, false), Arguments.of(s, true)));
    }

    /** A layout the checker accepts; {@code what} names the variant in the messages. */
    static void assertValid(MemoryProblem p, Result<MemoryLayout> r, String what) {
        assertTrue(r.status().hasSolution(), () -> what + ": " + r.reason());
        assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()), what);
    }

    /**
     * A valid layout whose peak is the objective, never below the brute-force {@code optimum}, and OPTIMAL
     * exactly when it meets the lower {@code bound}.
     */
    static void assertSound(MemoryProblem p, Result<MemoryLayout> r, long optimum, long bound, String what) {
        assertValid(p, r, what);
        assertEquals(MemoryLayouts.peak(p, r.solution().offsets()), r.objective());
        assertTrue(r.objective() >= optimum, what + " beat the optimum " + optimum + " with " + r.objective());
        assertEquals(r.objective() == bound ? Status.OPTIMAL : Status.FEASIBLE, r.status());
    }

    /** INFEASIBLE with the default options; the reason, for the caller to check. */
    private String infeasibleReason(MemoryProblem p) {
        Result<MemoryLayout> r = heuristic.solve(p, options());
        assertEquals(Status.INFEASIBLE, r.status());
        return r.reason();
    }

    /** On tiny instances every variant gives a sound layout, and the static lower bound as its bound. */
    @ParameterizedTest
    @MethodSource("tinySeeds")
    void tinyLayoutsAreValidAndNoBetterThanTheOptimum(long seed, boolean features) {
        MemoryProblem p = TinyMemoryInstances.random(seed, 7, features);
        long optimum = BruteForceMemory.optimalPeak(p);
        long bound = MemoryLowerBound.of(p);
        for (SolveOptions o : variants) {
            Result<MemoryLayout> r = heuristic.solve(p, o);
            assertSound(p, r, optimum, bound, o.params().toString());
            assertEquals(bound, r.bound());
        }
    }

    /**
     * Seeded search for a tiny instance (seeds below 500, 7 buffers, no features) the heuristic does not
     * pack optimally with the default options; with the optimum as capacity its layout is above it: no
     * answer, the peak it reached reported.
     */
    @Test
    void aLayoutAboveTheCapacityIsNoAnswer() {
        for (long seed = 0; seed < 500; seed++) {
            MemoryProblem p = TinyMemoryInstances.random(seed, 7, false);
            long optimum = BruteForceMemory.optimalPeak(p);
            long peak = heuristic.solve(p, options()).objective();
            if (peak > optimum) {
                Result<MemoryLayout> r = heuristic.solve(p.withCapacity(optimum), options());
                assertEquals(Status.UNKNOWN, r.status());
                assertNull(r.solution());
                assertEquals(peak, r.stats().get("overCapacityPeak"));
                assertTrue(r.reason().contains("above the capacity"), r.reason());
                return;
            }
        }
        throw new AssertionError("no seed below 500 where " + heuristic.name() + " misses the optimum");
    }

    /** A 20-byte buffer under a capacity of 16 is infeasible, and the reason names it. */
    @Test
    void aBufferLargerThanTheCapacityIsInfeasible() {
        MemoryProblem p = new MemoryProblem("big", List.of(Buffer.of("a", 0, 2, 4), Buffer.of("huge", 1, 3, 20)), 16);
        String reason = infeasibleReason(p);
        assertTrue(reason.contains("huge"), reason);
    }

    /** Two pins whose bytes meet while both live: infeasible even without a capacity. */
    @Test
    void collidingPinsAreInfeasibleEvenWithoutCapacity() {
        MemoryProblem p = new MemoryProblem("pins", List.of(
                Buffer.of("p", 0, 5, 8).withFixedOffset(0L), Buffer.of("q", 2, 6, 8).withFixedOffset(4L)),
                MemoryProblem.UNBOUNDED);
        String reason = infeasibleReason(p);
        assertTrue(reason.startsWith("pinned"), reason);
    }

    /** A pin off its buffer's alignment is infeasible. */
    @Test
    void misalignedPinIsInfeasible() {
        // a buffer pinned off its own alignment is refused when built; co-location can still misalign a pin
        assertThrows(dev.berth.model.memory.MemoryProblem.InputFault.class,
                () -> Buffer.of("p", 0, 2, 4).withAlignment(8).withFixedOffset(4L));
        MemoryProblem p = new MemoryProblem("pin", List.of(Buffer.of("p", 0, 2, 4).withAlignment(4).withFixedOffset(4L)
                .withColocate("g"), Buffer.of("q", 1, 3, 4).withAlignment(8).withColocate("g")), MemoryProblem.UNBOUNDED);
        String reason = infeasibleReason(p);
        assertTrue(reason.contains("alignment"), reason);
    }
}
