package dev.berth.model.memory;

import dev.berth.model.Bound;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.testing.BruteForceMemory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Live bytes plus the padding alignment forces: never above the optimum, and verified by the checker. */
class AlignedPaddingTest {
    private static final MemoryChecker CHECKER = new MemoryChecker();

    /** Up to 7 buffers over a short horizon, most aligned to 4 or 8 with sizes that are not multiples of it. */
    private static MemoryProblem aligned(long seed) {
        Random r = new Random(seed);
        int n = 3 + r.nextInt(5);
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(3);
            Buffer b = Buffer.of("b" + i, s, s + 1 + r.nextInt(4), 1 + r.nextInt(11));
            int kind = r.nextInt(6);
            if (kind < 4) {
                b = b.withAlignment(kind < 2 ? 4 : 8);
            } else if (kind == 4 && b.end() - b.start() >= 3) {
                b = b.withGaps(List.of(new Gap(b.start() + 1, b.start() + 2)));
            }
            bs.add(b);
        }
        return new MemoryProblem("aligned-" + seed, bs, MemoryProblem.UNBOUNDED);
    }

    /**
     * Weights aligned to 8 with sizes that are not multiples of it, between unaligned buffers of 8 or 16 bytes
     * (which cannot take a padding's place), some of them with a gap.
     */
    private static MemoryProblem withFillers(long seed) {
        Random r = new Random(seed);
        int n = 4 + r.nextInt(4);
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(2);
            boolean weight = r.nextInt(3) < 2;
            Buffer b = Buffer.of("b" + i, s, s + 1 + r.nextInt(3), weight ? 1 + r.nextInt(7) : 8 * (1 + r.nextInt(2)));
            if (weight) {
                b = b.withAlignment(8);
            } else if (r.nextInt(4) == 0 && b.end() - b.start() >= 3) {
                b = b.withGaps(List.of(new Gap(b.start() + 1, b.start() + 2)));
            }
            bs.add(b);
        }
        return new MemoryProblem("fillers-" + seed, bs, MemoryProblem.UNBOUNDED);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
            26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40})
    void neverPassesTheOptimumAndTheCheckerVerifiesIt(long seed) {
        assertSoundAndChecked(aligned(seed));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
            26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40})
    void withFillersOfWholeAlignmentsToo(long seed) {
        assertSoundAndChecked(withFillers(seed));
    }

    private static void assertSoundAndChecked(MemoryProblem p) {
        Bound b = MemoryLowerBound.compute(p);
        long optimum = BruteForceMemory.optimalPeak(p);
        assertTrue(b.value() <= optimum, b + " above the optimum " + optimum);
        if (b.value() > 0) {
            assertNull(CHECKER.boundViolation(p, null, b.certificate(), b.value()), b.toString());
        }
    }

    /** Enough of the seeds above raise the bound to exercise the rule, and some reach the optimum with it. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void itRaisesTheBoundOnSomeInstances(boolean fillers) {
        int raised = 0;
        int closed = 0;
        for (long seed = 1; seed <= 40; seed++) {
            MemoryProblem p = fillers ? withFillers(seed) : aligned(seed);
            Bound b = MemoryLowerBound.compute(p);
            if (b.certificate() instanceof AlignedLiveBytes) {
                raised++;
                closed += b.value() == BruteForceMemory.optimalPeak(p) ? 1 : 0;
            }
        }
        assertTrue(raised >= 5, "raised on " + raised + " of 40");
        assertTrue(closed >= 1, "closed " + closed);
    }

    /** Three weights of 5 bytes aligned to 8, live together: 5 + 3 + 5 + 3 + 5 = 21, not 15. */
    @Test
    void paddingBetweenAlignedWeights() {
        MemoryProblem p = new MemoryProblem("weights", LongStream.range(0, 3)
                .mapToObj(i -> Buffer.of("w" + i, 0, 4, 5).withAlignment(8)).toList(), MemoryProblem.UNBOUNDED);
        Bound b = MemoryLowerBound.compute(p);
        assertEquals(21, b.value());
        assertEquals(21, BruteForceMemory.optimalPeak(p));
        assertInstanceOf(AlignedLiveBytes.class, b.certificate());
        assertNull(CHECKER.boundViolation(p, null, b.certificate(), 21));
        assertNotNull(CHECKER.boundViolation(p, null, new AlignedLiveBytes(0, 8, 22), 22), "one byte too many");
        assertNotNull(CHECKER.boundViolation(p, null, new AlignedLiveBytes(5, 8, 21), 21), "nothing live then");
        assertNotNull(CHECKER.boundViolation(p, null, new AlignedLiveBytes(0, 1, 15), 15), "alignment 1");
        // an unaligned byte may follow a weight, so the rule counts one padding less; the optimum stays 21, as the
        // next weight still starts at a multiple of 8 (the rule is sound, not tight)
        List<Buffer> withFiller = new ArrayList<>(p.buffers());
        withFiller.add(Buffer.of("f", 0, 4, 1));
        MemoryProblem q = new MemoryProblem("filler", withFiller, MemoryProblem.UNBOUNDED);
        assertEquals(19, MemoryLowerBound.of(q));
        assertEquals(21, BruteForceMemory.optimalPeak(q));
        // a filler of 8 bytes only moves the next weight on by 8: every padding stays, 23 live + 6 = 29
        withFiller.set(3, Buffer.of("f", 0, 4, 8));
        MemoryProblem whole = new MemoryProblem("whole filler", withFiller, MemoryProblem.UNBOUNDED);
        assertEquals(29, MemoryLowerBound.of(whole));
        assertEquals(29, BruteForceMemory.optimalPeak(whole));
        assertNull(CHECKER.boundViolation(whole, null, new AlignedLiveBytes(0, 8, 29), 29));
    }

    @Test
    void aboveTheCapacityItIsAnInfeasibility() {
        MemoryProblem p = new MemoryProblem("weights", LongStream.range(0, 3)
                .mapToObj(i -> Buffer.of("w" + i, 0, 4, 5).withAlignment(8)).toList(), 20);
        AlignedLiveBytes c = new AlignedLiveBytes(0, 8, 21);
        assertNull(CHECKER.infeasibilityViolation(p, c));
        assertNotNull(CHECKER.infeasibilityViolation(p.withCapacity(21), c));
    }
}
