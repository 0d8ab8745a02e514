package dev.berth.algorithms.memory;

import dev.berth.model.Budget;
import dev.berth.model.memory.MemoryProblem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * First fit puts every buffer at the lowest aligned offset its segments allow among the pins and the buffers
 * placed before it: checked against every candidate offset, computed from scratch with no occupancy
 * structure, on instances with alignments, gap windows, zero-size buffers and pins.
 */
class GreedyFirstFitTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void everyBufferGetsTheLowestOffsetThatFits(long seed) {
        MemoryProblem p = LargerInstances.random(seed, 250 + (int) (seed * 37 % 200));
        SegmentIndex index = SegmentIndex.of(p);
        List<Integer> free = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            if (!p.buffer(i).isFixed()) {
                free.add(i);
            }
        }
        int[] bySize = GreedyOrder.SIZE.sequence(p);
        Collections.shuffle(free, new Random(seed));
        int[] shuffled = free.stream().mapToInt(Integer::intValue).toArray();
        for (int[] sequence : List.of(bySize, shuffled)) {
            long[] offsets = new GreedyPass(p, index).run(sequence, GreedyFit.FIRST, Budget.unlimited());
            List<Integer> placed = new ArrayList<>();
            for (int i = 0; i < p.size(); i++) {
                if (p.buffer(i).isFixed()) {
                    placed.add(i);
                }
            }
            for (int b : sequence) {
                assertEquals(lowestFit(p, index, placed, offsets, b), offsets[b], "buffer " + b + " of " + p.name());
                placed.add(b);
            }
        }
    }

    /** The lowest aligned x >= 0 allowed by every (segment of b, segment of a placed buffer) live together. */
    private static long lowestFit(MemoryProblem p, SegmentIndex index, List<Integer> placed, long[] offsets, int b) {
        List<long[]> forbidden = new ArrayList<>(); // [from, to) of offsets x
        for (int c : placed) {
            for (int s = index.firstSegment[b]; s < index.firstSegment[b + 1]; s++) {
                for (int t = index.firstSegment[c]; t < index.firstSegment[c + 1]; t++) {
                    boolean together = index.start[s] < index.end[t] && index.start[t] < index.end[s];
                    long a = offsets[c] + index.lower[t];
                    long z = offsets[c] + index.upper[t];
                    if (together && z > a) {
                        // [x + lower, x + upper) meets [a, z)
                        forbidden.add(new long[] {a - index.upper[s] + 1, z - index.lower[s]});
                    }
                }
            }
        }
        long alignment = p.buffer(b).alignment();
        long best = Long.MAX_VALUE;
        List<Long> candidates = new ArrayList<>(List.of(0L));
        for (long[] f : forbidden) {
            candidates.add(GreedyPass.alignUp(Math.max(0, f[1]), alignment));
        }
        for (long x : candidates) {
            boolean allowed = x < best;
            for (int k = 0; allowed && k < forbidden.size(); k++) {
                allowed = x < forbidden.get(k)[0] || x >= forbidden.get(k)[1];
            }
            if (allowed) {
                best = x;
            }
        }
        return best;
    }
}
