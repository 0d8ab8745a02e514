package dev.berth.solvers.memory.timefold;

import dev.berth.model.memory.Buffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The interval index and the overlap sweep against the definitions, pair by pair. */
class InterferenceTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void neighboursAreExactlyTheInterferingBuffers(long seed) {
        // many buffers over a long horizon, so the index has several blocks and tree levels
        List<Buffer> bs = WindowedBuffers.random(seed, 300, 200);
        Interference in = Interference.of(bs);
        for (int i = 0; i < bs.size(); i++) {
            List<Integer> expected = new ArrayList<>();
            for (int j = 0; j < bs.size(); j++) {
                if (j != i && bs.get(i).interferes(bs.get(j))) {
                    expected.add(j);
                }
            }
            int[] found = in.neighbours(i).clone();
            Arrays.sort(found);
            assertEquals(expected, Arrays.stream(found).boxed().toList(), "slot " + i);
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14, 15, 16})
    void overlapsAndTheirSweptTotalMatchTheSegments(long seed) {
        List<Buffer> bs = WindowedBuffers.random(seed, 150, 60);
        Random r = new Random(seed);
        long[] offsets = new long[bs.size()];
        for (int i = 0; i < offsets.length; i++) {
            offsets[i] = r.nextInt(40);
        }
        Interference in = Interference.of(bs);
        long total = 0;
        for (int i = 0; i < bs.size(); i++) {
            for (int j : in.neighbours(i)) {
                long expected = WindowedBuffers.overlap(bs.get(i), offsets[i], bs.get(j), offsets[j]);
                assertEquals(expected, in.overlap(i, offsets[i], j, offsets[j]), i + "/" + j);
                if (j > i) {
                    total += expected;
                }
            }
        }
        assertEquals(total, OverlapSweep.total(in, offsets));
    }
}
