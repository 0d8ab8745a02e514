package dev.berth.model.check.memory;

import dev.berth.model.Bound;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.LiveBytes;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.PinnedEnd;
import dev.berth.model.memory.PinnedOverlap;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.testing.ColocatedBruteForce;
import dev.berth.model.memory.testing.ColocatedInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The checker on co-located buffers: one offset per group, no conflict inside it, every conflict outside. */
class ColocationCheckerTest {
    private static final MemoryProblem CHAIN = ColocatedInstances.inPlaceChain();

    @Test
    void membersShareTheirBytesAndNeverConflict() {
        assertNull(MemoryChecker.firstViolation(CHAIN, new long[] {0, 0, 0, 8}));
        assertEquals(14, MemoryChecker.peak(CHAIN, new long[] {0, 0, 0, 8}));
        assertNull(MemoryChecker.firstViolation(CHAIN, new long[] {6, 6, 6, 0}));
    }

    @Test
    void membersMustShareTheOffset() {
        String v = MemoryChecker.firstViolation(CHAIN, new long[] {0, 0, 20, 8});
        assertEquals("buffers x and z are co-located (group act) but placed at 0 and 20", v);
    }

    @Test
    void aGroupConflictsWithEveryOtherBufferItMeets() {
        String v = MemoryChecker.firstViolation(CHAIN, new long[] {0, 0, 0, 4});
        assertTrue(v != null && v.contains("overlap in memory at time 1") && v.contains("x [0, 8)") && v.contains("w [4, 10)"), v);
        // z is only 4 bytes: from time 6 on (w ends at 7) nothing else but w is near; w at 4 meets x at 1
        MemoryProblem late = new MemoryProblem("late", List.of(CHAIN.buffer(0), CHAIN.buffer(1), CHAIN.buffer(2),
                Buffer.of("v", 6, 8, 4)), MemoryProblem.UNBOUNDED);
        assertNull(MemoryChecker.firstViolation(late, new long[] {0, 0, 0, 4}), "only z (4 bytes) is live beside v");
        String clash = MemoryChecker.firstViolation(late, new long[] {0, 0, 0, 3});
        assertTrue(clash != null && clash.contains("z [0, 4)") && clash.contains("v [3, 7)"), clash);
    }

    @Test
    void liveBytesCountAGroupOnce() {
        assertEquals(8 + 6, MemoryCertificates.liveAt(CHAIN, 2), "x and y alias: 8 bytes, not 16");
        assertEquals(4 + 6, MemoryCertificates.liveAt(CHAIN, 6));
        Bound lb = MemoryLowerBound.compute(CHAIN);
        assertEquals(14, lb.value());
        MemoryChecker checker = new MemoryChecker();
        assertNull(checker.boundViolation(CHAIN, null, lb.certificate(), 14));
        assertNotNull(checker.boundViolation(CHAIN, null, new LiveBytes(2, 22), 22), "summing aliases is no proof");
    }

    @Test
    void aPinOfOneMemberPinsTheGroup() {
        MemoryProblem p = new MemoryProblem("p", List.of(Buffer.of("a", 0, 2, 2).withFixedOffset(4L).withColocate("g"),
                Buffer.of("b", 1, 4, 8).withColocate("g"), Buffer.of("c", 3, 5, 2).withFixedOffset(6L)), 64);
        MemoryChecker checker = new MemoryChecker();
        assertNull(checker.boundViolation(p, null, new PinnedEnd("b", 12), 12), "b sits at a's pin 4");
        assertEquals(new PinnedEnd("b", 12), MemoryLowerBound.compute(p).certificate());
        assertNull(checker.infeasibilityViolation(p, new PinnedOverlap("b", "c", 3)));
        assertEquals(new PinnedOverlap("b", "c", 3), MemoryFamily.INSTANCE.quickInfeasibility(p));
        assertNotNull(checker.infeasibilityViolation(p, new PinnedOverlap("a", "b", 1)), "aliases never overlap");
    }

    /** The lower bound with groups never passes the optimum, which the brute force finds by trying everything. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void theLowerBoundIsAtMostTheOptimum(long seed) {
        MemoryProblem p = ColocatedInstances.random(seed, 5, true);
        long optimum = ColocatedBruteForce.optimalPeak(p);
        assertTrue(MemoryLowerBound.of(p) <= optimum, p + " optimum " + optimum);
    }
}
