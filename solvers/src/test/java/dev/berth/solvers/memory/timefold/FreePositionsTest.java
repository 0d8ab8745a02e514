package dev.berth.solvers.memory.timefold;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FreePositionsTest {

    /** Slots 0 and 1 live all the time at the offsets given; slot 2 (the one placed) too. */
    private static FreePositions positions(List<Buffer> buffers, long... max) {
        long[] size = new long[buffers.size()];
        long[] alignment = new long[buffers.size()];
        for (int i = 0; i < buffers.size(); i++) {
            size[i] = buffers.get(i).size();
            alignment[i] = buffers.get(i).alignment();
        }
        Interference interference = Interference.of(buffers);
        return new FreePositions(interference, new NeighbourCache(interference), size, alignment, max);
    }

    @Test
    void lowestFreeOffsetSkipsNeighboursAndHonoursAlignment() {
        List<Buffer> bs = List.of(Buffer.of("a", 0, 5, 4), Buffer.of("b", 0, 5, 4), Buffer.of("c", 0, 5, 2));
        long[] offsets = {0, 6, 0};
        assertEquals(4, positions(bs, 100, 100, 100).leastOverlap(2, offsets));
        List<Buffer> aligned = List.of(bs.get(0), bs.get(1), Buffer.of("c", 0, 5, 2).withAlignment(4));
        assertEquals(4, positions(aligned, 100, 100, 100).leastOverlap(2, offsets));
        List<Buffer> wide = List.of(bs.get(0), bs.get(1), Buffer.of("c", 0, 5, 3));
        assertEquals(10, positions(wide, 100, 100, 100).leastOverlap(2, offsets));
        List<Buffer> wideAligned = List.of(bs.get(0), bs.get(1), Buffer.of("c", 0, 5, 2).withAlignment(8));
        assertEquals(16, positions(wideAligned, 100, 100, 100).leastOverlap(2, new long[] {0, 8, 0}));
    }

    @Test
    void withoutRoomTheLowestLeastOverlapOffsetWins() {
        // c (size 3) must fit under 7: every offset in [0, 4] overlaps a [0,4) or b [5,9)
        List<Buffer> bs = List.of(Buffer.of("a", 0, 5, 4), Buffer.of("b", 0, 5, 4), Buffer.of("c", 0, 5, 3));
        FreePositions p = positions(bs, 100, 100, 4);
        // overlap at o: o=0:3, 1:3, 2:2+0=2, 3:1+1=2, 4:0+2=2 -> the lowest with 2 is 2
        assertEquals(2, p.leastOverlap(2, new long[] {0, 5, 0}));
    }

    @Test
    void neighboursThatDoNotInterfereAreIgnored() {
        List<Buffer> bs = List.of(Buffer.of("a", 0, 2, 4), Buffer.of("b", 2, 4, 4), Buffer.of("c", 2, 4, 4));
        FreePositions p = positions(bs, 100, 100, 100);
        assertEquals(0, p.leastOverlap(0, new long[] {7, 0, 4}));
        assertEquals(4, p.leastOverlap(2, new long[] {0, 0, 9}));
    }

    @Test
    void holeBottomsListTheStartOfEveryFreeRun() {
        List<Buffer> bs = List.of(Buffer.of("a", 0, 5, 4), Buffer.of("b", 0, 5, 4), Buffer.of("c", 0, 5, 2));
        FreePositions p = positions(bs, 100, 100, 20);
        // a at [2,6), b at [9,13): c fits at 0 (0..2), 6 (6..9 holds [6,8) and [7,9)), and from 13 on
        assertArrayEquals(new long[] {0, 6, 13}, p.holeBottoms(2, new long[] {2, 9, 0}));
        FreePositions tight = positions(bs, 100, 100, 12);
        assertArrayEquals(new long[] {0, 6}, tight.holeBottoms(2, new long[] {2, 9, 0}));
    }

    @Test
    void gapWindowsLetABufferUseTheFreedBytes() {
        // a holds only its bytes [0, 2) during [3, 6); b lives then and may sit right above those two bytes
        Buffer a = Buffer.of("a", 0, 10, 8).withGaps(List.of(new Gap(3, 6, new Window(0, 2))));
        Buffer b = Buffer.of("b", 3, 6, 6);
        FreePositions p = positions(List.of(a, b), 100, 100);
        assertEquals(2, p.leastOverlap(1, new long[] {0, 0}));
        assertTrue(p.collides(1, 1, 0, 0));
        assertFalse(p.collides(1, 2, 0, 0));
    }

    /** Aligned offsets up to the maximum, against the overlap summed pair by pair from the segments. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void leastOverlapAndHolesMatchBruteForce(long seed) {
        List<Buffer> bs = WindowedBuffers.random(seed, 40, 12);
        Random r = new Random(seed);
        long[] offsets = new long[bs.size()];
        long[] max = new long[bs.size()];
        for (int i = 0; i < bs.size(); i++) {
            long a = bs.get(i).alignment();
            offsets[i] = a * r.nextInt((int) (30 / a) + 1);
            max[i] = a * r.nextInt((int) (60 / a) + 1);
        }
        FreePositions p = positions(bs, max);
        Interference in = Interference.of(bs);
        for (int i = 0; i < bs.size(); i++) {
            long a = bs.get(i).alignment();
            long best = -1;
            long bestOverlap = Long.MAX_VALUE;
            List<Long> bottoms = new ArrayList<>();
            for (long o = 0; o <= max[i]; o += a) {
                long f = 0;
                for (int j : in.neighbours(i)) {
                    f += WindowedBuffers.overlap(bs.get(i), o, bs.get(j), offsets[j]);
                }
                if (f < bestOverlap) {
                    bestOverlap = f;
                    best = o;
                }
                if (f == 0 && (o == 0 || !free(bs, in, i, o - a, offsets))) {
                    bottoms.add(o);
                }
            }
            assertEquals(best, p.leastOverlap(i, offsets), "slot " + i);
            assertEquals(bottoms, Arrays.stream(p.holeBottoms(i, offsets)).boxed().toList(), "slot " + i);
        }
    }

    private static boolean free(List<Buffer> bs, Interference in, int i, long o, long[] offsets) {
        for (int j : in.neighbours(i)) {
            if (WindowedBuffers.overlap(bs.get(i), o, bs.get(j), offsets[j]) > 0) {
                return false;
            }
        }
        return true;
    }
}
