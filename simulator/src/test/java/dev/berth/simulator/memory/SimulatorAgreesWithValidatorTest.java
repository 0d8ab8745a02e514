package dev.berth.simulator.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.Window;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.LayoutMutations;
import dev.berth.model.memory.testing.LayoutMutations.Mutant;
import dev.berth.model.memory.testing.RandomLayouts;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The machine replay and the geometric validator are two methods for one question: they must agree. */
class SimulatorAgreesWithValidatorTest {
    static LongStream seeds() {
        return LongStream.rangeClosed(1, 80);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void optimalLayoutsReplayCleanAndEveryMutantIsRejectedByBoth(long seed) {
        MemoryProblem p = TinyMemoryInstances.random(seed, 3 + (int) (seed % 6), true);
        long[] valid = BruteForceMemory.optimalLayout(p);
        MemorySimulationReport clean = MemorySimulator.replay(p, valid);
        assertTrue(clean.ok(), clean.firstViolationMessage());
        assertTrue(MemoryChecker.isValid(p, valid));
        assertEquals(mostLiveBytes(p), clean.peakLiveBytes());
        assertEquals(MemoryLayouts.peak(p, valid), clean.maxAddressTouched());

        for (Mutant m : LayoutMutations.all(p, valid, new Random(seed))) {
            MemorySimulationReport r = MemorySimulator.replay(m.problem(), m.offsets());
            assertNotNull(MemoryChecker.firstViolation(m.problem(), m.offsets()), m.toString());
            assertFalse(r.ok(), m.toString());
            long count = switch (m.breakage()) {
                case COLLISION -> r.collisions();
                case ABOVE_CAPACITY, NEGATIVE -> r.overflows();
                case MISALIGNED -> r.misalignments();
                case PINNED_MOVED -> r.pinnedViolations();
                case OFFSET_COUNT -> r.firstViolation().kind() == SimulatedViolation.Kind.OFFSET_COUNT ? 1 : 0;
            };
            assertTrue(count > 0, m + " -> " + r);
            if (m.moved() >= 0) {
                String id = m.problem().buffer(m.moved()).id();
                SimulatedViolation v = r.firstViolation();
                assertTrue(id.equals(v.buffer()) || id.equals(v.overwrittenBy()), m + " -> " + v);
            }
        }
    }

    /**
     * Random instances with everything the model allows (windowed and overlapping gaps, alignments, pins,
     * zero sizes, empty lifespans, a capacity) and random offsets, many of them wrong.
     */
    @Test
    void randomLayoutsGetTheSameVerdict() {
        int invalid = 0;
        for (RandomLayouts.Layout l : RandomLayouts.draw(7_2026, 4000, SimulatorAgreesWithValidatorTest::randomProblem,
                SimulatorAgreesWithValidatorTest::randomOffset)) {
            MemoryProblem p = l.problem();
            long[] offsets = l.offsets();
            boolean valid = MemoryChecker.isValid(p, offsets);
            MemorySimulationReport report = MemorySimulator.replay(p, offsets);
            assertEquals(valid, report.ok(), () -> p + " at " + Arrays.toString(offsets) + ": validator "
                    + MemoryChecker.firstViolation(p, offsets) + " / simulator " + report.firstViolationMessage());
            if (valid) {
                assertEquals(mostLiveBytes(p), report.peakLiveBytes(), p::toString);
            } else {
                invalid++;
            }
        }
        assertTrue(invalid > 400 && invalid < 3600, "both verdicts exercised: " + invalid + " invalid");
    }

    @Test
    void aHundredThousandBuffersReplay() {
        // buffer i lives [i, i + 10) in slot i % 10: ten at a time, never two in one slot
        int n = 100_000;
        Random r = new Random(3);
        List<Buffer> bs = new ArrayList<>(n);
        long[] offsets = new long[n];
        for (int i = 0; i < n; i++) {
            bs.add(Buffer.of("b" + i, i, i + 10, 1 + r.nextInt(1 << 20)));
            offsets[i] = (long) (i % 10) << 20;
        }
        MemoryProblem p = new MemoryProblem("stream", bs, 10L << 20);
        MemorySimulationReport ok = MemorySimulator.replay(p, offsets);
        assertTrue(ok.ok(), ok.firstViolationMessage());
        assertEquals(3L * n, ok.events());
        assertEquals(mostLiveBytes(p), ok.peakLiveBytes());

        // into slot 8, still held by b77768 until 77778
        offsets[77_777] = offsets[77_778];
        SimulatedViolation v = MemorySimulator.replay(p, offsets).firstViolation();
        assertEquals(SimulatedViolation.Kind.COLLISION, v.kind());
        assertEquals(77_777, v.time());
        assertEquals("b77768", v.buffer());
        assertEquals("b77777", v.overwrittenBy());
    }

    private static long mostLiveBytes(MemoryProblem p) {
        return Arrays.stream(MemoryLowerBound.profile(p)).mapToLong(step -> step[1]).max().orElse(0);
    }

    /** Now and then negative; a pinned buffer mostly at its pin. */
    private static long randomOffset(Random r, Buffer b) {
        long offset = r.nextInt(20) == 0 ? -r.nextInt(4) : r.nextInt(24);
        return b.isFixed() && r.nextInt(4) > 0 ? b.fixedOffset() : offset;
    }

    private static MemoryProblem randomProblem(Random r) {
        int n = 1 + r.nextInt(6);
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(8);
            int e = s + (r.nextInt(12) == 0 ? 0 : 1 + r.nextInt(8));
            int size = r.nextInt(10) == 0 ? 0 : 1 + r.nextInt(8);
            List<Gap> gaps = new ArrayList<>();
            for (int k = r.nextInt(3); k > 0 && e > s; k--) {
                int gs = s + r.nextInt(e - s);
                int ge = gs + r.nextInt(e - gs + 1);
                Window w = null;
                if (size > 0 && r.nextBoolean()) {
                    int lo = r.nextInt(size + 1);
                    w = new Window(lo, lo + r.nextInt(size - lo + 1));
                }
                gaps.add(new Gap(gs, ge, w));
            }
            Buffer b = new Buffer("b" + i, s, e, size, r.nextInt(4) == 0 ? 2 + 2 * r.nextInt(2) : 1, null, gaps, null);
            if (r.nextInt(6) == 0) {
                b = b.withFixedOffset(b.alignment() * r.nextInt(4));
            }
            bs.add(b);
        }
        return new MemoryProblem("random", bs, r.nextBoolean() ? MemoryProblem.UNBOUNDED : 16 + r.nextInt(16));
    }
}
