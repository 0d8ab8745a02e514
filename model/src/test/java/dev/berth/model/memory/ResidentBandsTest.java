package dev.berth.model.memory;

import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.ResidentBands;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Resident buffers stacked below the rest: layouts stay valid, and without alignments nothing is lost. */
class ResidentBandsTest {
    /** A tiny instance with one to three buffers spanning its whole horizon, inserted at random positions. */
    private static MemoryProblem withBands(long seed, int n, boolean aligned) {
        Random r = new Random(seed);
        MemoryProblem tiny = TinyMemoryInstances.random(seed, n, false);
        List<Buffer> bs = new ArrayList<>(tiny.buffers());
        long first = bs.stream().mapToLong(Buffer::start).min().orElseThrow();
        long last = bs.stream().mapToLong(Buffer::end).max().orElseThrow();
        int bands = 1 + r.nextInt(3);
        for (int k = 0; k < bands; k++) {
            Buffer band = Buffer.of("band" + k, first, last, 1 + r.nextInt(6));
            if (aligned && r.nextBoolean()) {
                band = band.withAlignment(new long[] {2, 4}[r.nextInt(2)]);
            }
            bs.add(r.nextInt(bs.size() + 1), band);
        }
        if (aligned) {
            for (int i = 0; i < bs.size(); i++) {
                if (!bs.get(i).id().startsWith("band") && r.nextInt(3) == 0) {
                    bs.set(i, bs.get(i).withAlignment(new long[] {2, 4}[r.nextInt(2)]));
                }
            }
        }
        return new MemoryProblem("bands-" + seed, bs, MemoryProblem.UNBOUNDED);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void aLayoutOfTheRestLiftedAboveTheBandsIsValid(long seed) {
        MemoryProblem p = withBands(seed, 5, true);
        ResidentBands bands = ResidentBands.of(p);
        assertNotNull(bands);
        long[] rest = BruteForceMemory.optimalLayout(bands.rest());
        long[] whole = bands.expand(rest);
        assertNull(MemoryChecker.firstViolation(p, whole));
        assertTrue(MemoryLayouts.peak(p, whole) <= bands.base() + MemoryLayouts.peak(bands.rest(), rest));
        assertTrue(bands.base() >= bands.bandBytes());
        assertEquals(p.size(), bands.rest().size() + bands.count());
    }

    /** The band argument: without alignments the least peak is the bands' bytes plus the rest's least peak. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void withoutAlignmentsStackingLosesNothing(long seed) {
        MemoryProblem p = withBands(seed, 4, false);
        ResidentBands bands = ResidentBands.of(p);
        assertEquals(bands.bandBytes(), bands.base());
        assertEquals(BruteForceMemory.optimalPeak(p), bands.base() + BruteForceMemory.optimalPeak(bands.rest()));
    }

    @Test
    void theCapacityLeftIsWhatTheBandsLeave() {
        List<Buffer> bs = List.of(Buffer.of("w", 0, 10, 6).withAlignment(4), Buffer.of("a", 0, 5, 3).withAlignment(8),
                Buffer.of("b", 5, 10, 2));
        ResidentBands bands = ResidentBands.of(new MemoryProblem("p", bs, 20));
        assertEquals(8, bands.base(), "the rest starts at a multiple of 8");
        assertEquals(12, bands.rest().capacity());
        assertEquals(List.of(bs.get(1), bs.get(2)), bands.rest().buffers());
        assertNull(ResidentBands.of(new MemoryProblem("p", bs, 7)), "no room above the bands");
    }

    @Test
    void onlyPlainUnpinnedResidentsAreBands() {
        Buffer a = Buffer.of("a", 0, 4, 3);
        Buffer b = Buffer.of("b", 2, 6, 2);
        Buffer w = Buffer.of("w", 0, 6, 5);
        assertNull(ResidentBands.of(problem(a, b)), "nothing spans the horizon");
        assertNull(ResidentBands.of(problem(w, Buffer.of("v", 0, 6, 1))), "nothing would be left above");
        assertNull(ResidentBands.of(problem(w, a, b.withFixedOffset(8L))), "a pin");
        assertNull(ResidentBands.of(problem(w.withGaps(List.of(new Gap(2, 3))), a, b)), "a band with a gap holds less");
        assertNull(ResidentBands.of(problem(w.withColocate("g"), a, b.withColocate("g"))), "a co-located one");
        assertEquals(1, ResidentBands.of(problem(w, a, b, Buffer.of("z", 0, 6, 0))).count(), "zero-size stays");
    }

    private static MemoryProblem problem(Buffer... bs) {
        return new MemoryProblem("p", List.of(bs), MemoryProblem.UNBOUNDED);
    }
}
