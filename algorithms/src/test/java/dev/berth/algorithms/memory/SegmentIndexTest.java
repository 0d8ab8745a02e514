package dev.berth.algorithms.memory;

import dev.berth.model.memory.MemoryProblem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SegmentIndexTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void reportsEveryOverlappingSegmentOnce(long seed) {
        MemoryProblem p = LargerInstances.random(seed, 200);
        SegmentIndex index = SegmentIndex.of(p);
        Random r = new Random(seed);
        for (int q = 0; q < 200; q++) {
            long a = r.nextInt(400) - 20;
            long b = a + 1 + r.nextInt(q % 2 == 0 ? 5 : 200);
            List<Integer> expected = new ArrayList<>();
            for (int s = 0; s < index.segmentCount(); s++) {
                if (index.start[s] < b && a < index.end[s]) {
                    expected.add(s);
                }
            }
            List<Integer> got = new ArrayList<>();
            index.forEachOverlapping(a, b, got::add);
            got.sort(null);
            assertEquals(expected, got, "[" + a + ", " + b + ")");
        }
    }
}
