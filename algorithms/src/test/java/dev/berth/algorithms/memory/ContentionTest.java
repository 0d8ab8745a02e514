package dev.berth.algorithms.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;
import dev.berth.model.memory.Window;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ContentionTest {
    /** The load at every instant of each lifespan, counted from the segments one time unit at a time. */
    private static long[] byHand(MemoryProblem p) {
        long[] out = new long[p.size()];
        for (int j = 0; j < p.size(); j++) {
            Buffer b = p.buffer(j);
            for (long t = b.start(); t < b.end(); t++) {
                long load = 0;
                for (Buffer o : p.buffers()) {
                    for (Segment s : o.segments()) {
                        if (s.start() <= t && t < s.end()) {
                            load += s.upper() - s.lower();
                        }
                    }
                }
                out[j] = Math.max(out[j], load);
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void isTheMostBytesLiveAtOneInstantOfTheLifespan(long seed) {
        for (int n : new int[] {1, 3, 8, 20}) {
            MemoryProblem p = TinyMemoryInstances.random(seed * 31 + n, n, true);
            assertArrayEquals(byHand(p), Contention.of(p), p.toString());
        }
    }

    /** Windowed gaps count their window's bytes, zero-size and zero-length buffers count nothing. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void windowsAndEmptyBuffersCountWhatTheyHold(long seed) {
        Random r = new Random(seed);
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            int s = r.nextInt(10);
            int e = s + r.nextInt(8);
            long size = r.nextInt(5) == 0 ? 0 : 2 + r.nextInt(10);
            Buffer b = Buffer.of("b" + i, s, e, size);
            if (e - s >= 4 && size >= 4 && r.nextBoolean()) {
                int gs = s + 1 + r.nextInt(e - s - 2);
                b = b.withGaps(List.of(new Gap(gs, gs + 1 + r.nextInt(e - gs - 1), new Window(1, size - 1))));
            }
            bs.add(b);
        }
        MemoryProblem p = new MemoryProblem("windows-" + seed, bs, MemoryProblem.UNBOUNDED);
        assertArrayEquals(byHand(p), Contention.of(p));
    }

    @Test
    void theBuffersOfTheMostLoadedInstantComeFirst() {
        // the load peaks at time 5 (c and d: 10 bytes); a and b, larger, meet only 8 bytes
        MemoryProblem p = new MemoryProblem("peak", List.of(Buffer.of("a", 0, 2, 5), Buffer.of("b", 1, 3, 3),
                Buffer.of("c", 4, 6, 4), Buffer.of("d", 5, 7, 6)), MemoryProblem.UNBOUNDED);
        assertArrayEquals(new long[] {8, 8, 10, 10}, Contention.of(p));
        assertArrayEquals(new int[] {3, 2, 0, 1}, GreedyOrder.CONTENTION.sequence(p));
        assertArrayEquals(new int[] {3, 0, 2, 1}, GreedyOrder.SIZE.sequence(p));
    }

    @Test
    void anEmptyInstanceHasNoContention() {
        assertEquals(0, Contention.of(new MemoryProblem("none", List.of(), MemoryProblem.UNBOUNDED)).length);
        long[] one = Contention.of(new MemoryProblem("one", List.of(Buffer.of("a", 3, 3, 7)), MemoryProblem.UNBOUNDED));
        assertTrue(one.length == 1 && one[0] == 0);
    }
}
