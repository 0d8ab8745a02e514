package dev.berth.algorithms.memory;

import dev.berth.model.Budget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LinearScanTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void theSweepLaysOutWhatTheGeneralBestFitPassDoes(long seed) {
        MemoryProblem p = plain(seed, 300 + (int) (seed * 53 % 400));
        SegmentIndex index = SegmentIndex.of(p);
        int[] byStart = GreedyOrder.START.sequence(p);
        // any order of the buffers that start together is a start order too
        int[] tiesReversed = byStart.clone();
        for (int a = 0, z; a < tiesReversed.length; a = z) {
            z = a;
            while (z < tiesReversed.length && p.buffer(byStart[z]).start() == p.buffer(byStart[a]).start()) {
                z++;
            }
            for (int i = a, j = z - 1; i < j; i++, j--) {
                int t = tiesReversed[i];
                tiesReversed[i] = tiesReversed[j];
                tiesReversed[j] = t;
            }
        }
        for (int[] sequence : List.of(byStart, tiesReversed)) {
            assertTrue(LinearScan.applies(p, sequence));
            // a replay is always the general pass (it keeps a journal)
            long[] general = new GreedyPass(p, index).replay(sequence, 0, GreedyFit.BEST, Budget.unlimited());
            assertArrayEquals(general, LinearScan.run(p, sequence, Budget.unlimited()), p.name());
            assertArrayEquals(general, new GreedyPass(p, index).run(sequence, GreedyFit.BEST, Budget.unlimited()));
        }
    }

    @Test
    void onlyPlainInstancesInStartOrderQualify() {
        MemoryProblem p = plain(1, 50);
        assertTrue(LinearScan.applies(p, GreedyOrder.START.sequence(p)));
        assertFalse(LinearScan.applies(p, GreedyOrder.SIZE.sequence(p)));
        List<Buffer> pinned = new ArrayList<>(p.buffers());
        pinned.set(3, pinned.get(3).withFixedOffset(0L));
        MemoryProblem withPin = new MemoryProblem("pin", pinned, MemoryProblem.UNBOUNDED);
        assertFalse(LinearScan.applies(withPin, GreedyOrder.START.sequence(withPin)));
        List<Buffer> gapped = new ArrayList<>(p.buffers());
        Buffer b = Buffer.of("g", 0, 10, 64).withGaps(List.of(new Gap(3, 5, null)));
        gapped.set(0, b);
        MemoryProblem withGap = new MemoryProblem("gap", gapped, MemoryProblem.UNBOUNDED);
        assertFalse(LinearScan.applies(withGap, GreedyOrder.START.sequence(withGap)));
        List<Buffer> empty = new ArrayList<>(p.buffers());
        empty.set(0, Buffer.of("z", 0, 10, 0));
        MemoryProblem withEmpty = new MemoryProblem("zero", empty, MemoryProblem.UNBOUNDED);
        assertFalse(LinearScan.applies(withEmpty, GreedyOrder.START.sequence(withEmpty)));
    }

    /** Buffers with alignments, many sharing a start or an end, sizes from bytes to kilobytes. */
    private static MemoryProblem plain(long seed, int n) {
        Random r = new Random(seed);
        int horizon = 20 + r.nextInt(200);
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(horizon);
            int e = s + 1 + r.nextInt(Math.min(horizon - s, 1 + r.nextInt(40)));
            long size = 1 + r.nextInt(r.nextBoolean() ? 32 : 3000);
            Buffer b = Buffer.of("v" + i, s, e, size);
            if (r.nextInt(3) == 0) {
                b = b.withAlignment(new long[] {2, 8, 64, 256}[r.nextInt(4)]);
            }
            bs.add(b);
        }
        return new MemoryProblem("plain-" + seed, bs, MemoryProblem.UNBOUNDED);
    }
}
