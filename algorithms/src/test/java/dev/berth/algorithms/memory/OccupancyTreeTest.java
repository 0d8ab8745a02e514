package dev.berth.algorithms.memory;

import dev.berth.model.memory.MemoryProblem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class OccupancyTreeTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void queriesGiveExactlyTheUnionOfTheOverlappingRanges(long seed) {
        MemoryProblem p = LargerInstances.random(seed, 150);
        SegmentIndex index = SegmentIndex.of(p);
        OccupancyTree tree = new OccupancyTree(index.times());
        Random r = new Random(seed);
        int segments = index.segmentCount();
        List<long[]> added = new ArrayList<>(); // start, end, lower, upper
        for (int step = 0; step < 300; step++) {
            int s = r.nextInt(segments);
            long lower = r.nextInt(r.nextBoolean() ? 64 : 4000);
            long upper = lower + 1 + r.nextInt(r.nextBoolean() ? 8 : 300);
            tree.add(index.start[s], index.end[s], lower, upper);
            added.add(new long[] {index.start[s], index.end[s], lower, upper});
            int q = r.nextInt(segments);
            long from = index.start[q];
            long to = r.nextBoolean() ? index.end[q] : index.end[r.nextInt(segments)];
            if (to <= from) {
                continue;
            }
            List<long[]> expected = new ArrayList<>();
            for (long[] a : added) {
                if (a[0] < to && from < a[1]) {
                    expected.add(new long[] {a[2], a[3]});
                }
            }
            List<long[]> got = new ArrayList<>();
            tree.query(from, to, run -> {
                for (int i = 0; i < run.count; i++) {
                    got.add(new long[] {run.bounds[2 * i], run.bounds[2 * i + 1]});
                }
            });
            assertEquals(union(expected), union(got), "[" + from + ", " + to + ") after " + (step + 1));
        }
    }

    private static List<List<Long>> union(List<long[]> ranges) {
        ranges.sort((x, y) -> Long.compare(x[0], y[0]));
        List<List<Long>> out = new ArrayList<>();
        long lo = 0;
        long hi = -1;
        for (long[] x : ranges) {
            if (x[0] > hi) {
                if (hi >= 0) {
                    out.add(List.of(lo, hi));
                }
                lo = x[0];
                hi = x[1];
            } else {
                hi = Math.max(hi, x[1]);
            }
        }
        if (hi >= 0) {
            out.add(List.of(lo, hi));
        }
        return out;
    }
}
