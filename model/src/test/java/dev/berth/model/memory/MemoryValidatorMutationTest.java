package dev.berth.model.memory;

import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.LayoutMutations;
import dev.berth.model.memory.testing.LayoutMutations.Breakage;
import dev.berth.model.memory.testing.LayoutMutations.Mutant;
import dev.berth.model.memory.testing.RandomLayouts;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Valid layouts broken in every known way: the validator must catch each, and nothing more. */
class MemoryValidatorMutationTest {
    /** What the validator's message must say for each breakage. */
    private static final Map<Breakage, String> SAYS = Map.of(
            Breakage.COLLISION, "overlap in memory",
            Breakage.ABOVE_CAPACITY, "beyond the capacity",
            Breakage.MISALIGNED, "not a multiple of its alignment",
            Breakage.PINNED_MOVED, "pinned at",
            Breakage.NEGATIVE, "negative offset",
            Breakage.OFFSET_COUNT, "offsets for");

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 80);
    }

    static MemoryProblem instance(long seed) {
        return TinyMemoryInstances.random(seed, 3 + (int) (seed % 5), true);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyMutationOfAnOptimalLayoutIsCaught(long seed) {
        MemoryProblem p = instance(seed);
        long[] valid = BruteForceMemory.optimalLayout(p);
        assertNull(MemoryChecker.firstViolation(LayoutMutations.bounded(p, valid), valid));
        for (Mutant m : LayoutMutations.all(p, valid, new Random(seed))) {
            String v = MemoryChecker.firstViolation(m.problem(), m.offsets());
            assertNotNull(v, m.toString());
            assertTrue(v.contains(SAYS.get(m.breakage())), m + " -> " + v);
            if (m.moved() >= 0) {
                assertTrue(v.contains(m.problem().buffer(m.moved()).id()), m + " -> " + v);
            }
        }
    }

    @Test
    void theSeedsExerciseEveryBreakage() {
        Set<Breakage> seen = EnumSet.noneOf(Breakage.class);
        seeds().forEach(seed -> {
            MemoryProblem p = instance(seed);
            LayoutMutations.all(p, BruteForceMemory.optimalLayout(p), new Random(seed)).forEach(m -> seen.add(m.breakage()));
        });
        assertEquals(EnumSet.allOf(Breakage.class), seen);
    }

    @Test
    void halfOpenLifespansMayShareBytes() {
        MemoryProblem p = problem(Buffer.of("a", 0, 3, 4), Buffer.of("b", 3, 5, 4));
        assertNull(MemoryChecker.firstViolation(p, new long[] {0, 0}));
        MemoryProblem q = problem(Buffer.of("a", 0, 4, 4), Buffer.of("b", 3, 5, 4));
        assertTrue(MemoryChecker.firstViolation(q, new long[] {0, 0}).contains("at time 3"));
    }

    @Test
    void halfOpenAddressRangesMayTouch() {
        MemoryProblem p = problem(Buffer.of("a", 0, 5, 4), Buffer.of("b", 0, 5, 4));
        assertNull(MemoryChecker.firstViolation(p, new long[] {0, 4}));
        assertNull(MemoryChecker.firstViolation(p, new long[] {4, 0}));
        assertNotNull(MemoryChecker.firstViolation(p, new long[] {0, 3}));
        assertNotNull(MemoryChecker.firstViolation(p, new long[] {3, 0}));
    }

    @Test
    void aGapFreesItsBytesExactlyForItsHalfOpenSpan() {
        Buffer a = Buffer.of("a", 0, 10, 4).withGaps(List.of(new Gap(3, 6)));
        assertNull(MemoryChecker.firstViolation(problem(a, Buffer.of("b", 3, 6, 4)), new long[] {0, 0}));
        assertNull(MemoryChecker.firstViolation(problem(a, Buffer.of("b", 4, 5, 4)), new long[] {0, 0}));
        assertTrue(MemoryChecker.firstViolation(problem(a, Buffer.of("b", 2, 6, 4)), new long[] {0, 0}).contains("at time 2"));
        assertTrue(MemoryChecker.firstViolation(problem(a, Buffer.of("b", 3, 7, 4)), new long[] {0, 0}).contains("at time 6"));
    }

    @Test
    void aWindowedGapCollidesOnlyWhereTheWindowsBytesAre() {
        // a keeps bytes [2, 5) of its 8 during [3, 6); b, live only then, may use the rest
        Buffer a = Buffer.of("a", 0, 10, 8).withGaps(List.of(new Gap(3, 6, new Window(2, 5))));
        Buffer b = Buffer.of("b", 3, 6, 2);
        for (long o = 0; o <= 10; o++) {
            boolean meetsWindow = o < 5 && o + 2 > 2;
            String v = MemoryChecker.firstViolation(problem(a, b), new long[] {0, o});
            assertEquals(meetsWindow, v != null, "b at " + o + ": " + v);
        }
        // outside the gap's time the whole buffer is held, so the same address collides
        Buffer early = Buffer.of("b", 2, 4, 2);
        assertNotNull(MemoryChecker.firstViolation(problem(a, early), new long[] {0, 6}));
        Buffer late = Buffer.of("b", 5, 7, 2);
        assertTrue(MemoryChecker.firstViolation(problem(a, late), new long[] {0, 6}).contains("at time 6"));
    }

    @Test
    void windowedGapsAgreeWithAByteGridOnRandomLayouts() {
        int collisions = 0;
        for (RandomLayouts.Layout l : RandomLayouts.draw(20261122, 3000, MemoryValidatorMutationTest::randomWindowed,
                (r, b) -> r.nextInt(16))) {
            MemoryProblem p = l.problem();
            long[] offsets = l.offsets();
            boolean truth = ByteGridOracle.collides(p, offsets);
            collisions += truth ? 1 : 0;
            assertEquals(truth, !MemoryChecker.isValid(p, offsets), () -> p + " at " + java.util.Arrays.toString(offsets));
        }
        assertTrue(collisions > 300 && collisions < 2700, "both outcomes exercised: " + collisions);
    }

    @Test
    void violationsListsSeveralUpToTheLimit() {
        MemoryProblem p = new MemoryProblem("several", List.of(
                Buffer.of("a", 0, 4, 4), Buffer.of("b", 0, 4, 4),
                Buffer.of("c", 6, 9, 4), Buffer.of("d", 7, 9, 4),
                Buffer.of("e", 0, 9, 4).withAlignment(4), Buffer.of("f", 0, 9, 2)), 100);
        long[] offsets = {0, 2, 20, 22, 41, -8};
        List<String> all = MemoryChecker.violations(p, offsets, 10);
        assertEquals(4, all.size(), all.toString());
        assertTrue(all.get(0).contains("e") && all.get(0).contains("alignment"), all.toString());
        assertTrue(all.get(1).contains("f") && all.get(1).contains("negative"), all.toString());
        assertTrue(all.get(2).contains("a [0, 4) and b [2, 6)") && all.get(2).contains("time 0"), all.toString());
        assertTrue(all.get(3).contains("c [20, 24) and d [22, 26)") && all.get(3).contains("time 7"), all.toString());
        assertEquals(all.subList(0, 3), MemoryChecker.violations(p, offsets, 3));
        assertEquals(List.of(all.get(0)), MemoryChecker.violations(p, offsets, 1));
        assertEquals(all.get(0), MemoryChecker.firstViolation(p, offsets));
    }

    private static MemoryProblem problem(Buffer... buffers) {
        return new MemoryProblem("hand", List.of(buffers), MemoryProblem.UNBOUNDED);
    }

    /** 2-5 buffers over 8 steps, some with one or two disjoint gaps, some of those windowed. */
    private static MemoryProblem randomWindowed(Random r) {
        int n = 2 + r.nextInt(4);
        List<Buffer> bs = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(6);
            int e = s + 1 + r.nextInt(8 - s);
            int size = 1 + r.nextInt(8);
            List<Gap> gaps = new java.util.ArrayList<>();
            int t = s;
            while (t < e - 1 && r.nextInt(3) > 0 && gaps.size() < 2) {
                int gs = t + r.nextInt(e - t);
                int ge = gs + 1 + r.nextInt(Math.max(1, e - gs));
                if (ge > e) {
                    break;
                }
                Window w = null;
                if (r.nextBoolean()) {
                    int lo = r.nextInt(size);
                    w = new Window(lo, lo + 1 + r.nextInt(size - lo));
                }
                gaps.add(new Gap(gs, ge, w));
                t = ge;
            }
            bs.add(Buffer.of("b" + i, s, e, size).withGaps(gaps));
        }
        return new MemoryProblem("windowed", bs, MemoryProblem.UNBOUNDED);
    }
}
