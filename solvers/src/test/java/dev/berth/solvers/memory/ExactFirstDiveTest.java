package dev.berth.solvers.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The portfolio's estimate of exact's first dive counts the pairs of buffers that meet in time. */
class ExactFirstDiveTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void thePairsAreThoseOfEveryTwoBuffersThatMeet(long seed) {
        Random r = new Random(seed);
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            int start = r.nextInt(30);
            bs.add(Buffer.of("b" + i, start, start + 1 + r.nextInt(r.nextBoolean() ? 3 : 25), 1 + r.nextInt(9)));
        }
        MemoryProblem p = new MemoryProblem("pairs-" + seed, bs, MemoryProblem.UNBOUNDED);
        long meet = 0;
        for (int i = 0; i < bs.size(); i++) {
            for (int j = i + 1; j < bs.size(); j++) {
                meet += bs.get(i).start() < bs.get(j).end() && bs.get(j).start() < bs.get(i).end() ? 1 : 0;
            }
        }
        assertEquals(meet, MemoryStrategies.timeOverlappingPairs(p));
    }

    /** A buffer that ends when another starts does not meet it; one live throughout meets all. */
    @Test
    void touchingBuffersDoNotMeetAndAResidentOneMeetsAll() {
        MemoryProblem chain = new MemoryProblem("chain", List.of(Buffer.of("a", 0, 2, 1), Buffer.of("b", 2, 4, 1),
                Buffer.of("c", 4, 6, 1)), MemoryProblem.UNBOUNDED);
        assertEquals(0, MemoryStrategies.timeOverlappingPairs(chain));
        List<Buffer> withResident = new ArrayList<>(chain.buffers());
        withResident.add(Buffer.of("w", 0, 6, 8));
        assertEquals(3, MemoryStrategies.timeOverlappingPairs(
                new MemoryProblem("resident", withResident, MemoryProblem.UNBOUNDED)));
    }

    /** 3,000 buffers all live together: 4,498,500 pairs, about those of a generated 10k trace, so about 4 s. */
    @Test
    void aboutFourSecondsForTheTenThousandTracesPairs() {
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            bs.add(Buffer.of("b" + i, i, 10_000 + i, 8));
        }
        MemoryProblem p = new MemoryProblem("crowd", bs, MemoryProblem.UNBOUNDED);
        assertEquals(4_498_500, MemoryStrategies.timeOverlappingPairs(p));
        assertEquals(Duration.ofMillis(4_090), MemoryStrategies.exactFirstDive(p));
    }
}
