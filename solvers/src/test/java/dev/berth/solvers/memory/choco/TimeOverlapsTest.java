package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
import dev.berth.model.memory.Segment;
import dev.berth.model.testing.Budgets;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class TimeOverlapsTest {

    private static List<Segment> randomSegments(Random r, int n) {
        List<Segment> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(30);
            // some durationless segments, which overlap nothing
            out.add(new Segment(s, s + r.nextInt(8), 0, 1));
        }
        return out;
    }

    /** Against testing every pair with {@link Segment#overlapsInTime}. */
    @RepeatedTest(30)
    void pairsCountAndFlagsMatchTheAllPairsDefinition(RepetitionInfo info) {
        Random r = new Random(info.getCurrentRepetition());
        List<Segment> segments = randomSegments(r, 1 + r.nextInt(25));
        Set<String> expected = new TreeSet<>();
        boolean[] flags = new boolean[segments.size()];
        for (int a = 0; a < segments.size(); a++) {
            for (int b = a + 1; b < segments.size(); b++) {
                Segment s = segments.get(a);
                Segment t = segments.get(b);
                if (s.end() > s.start() && t.end() > t.start() && s.overlapsInTime(t)) {
                    expected.add(a + "-" + b);
                    flags[a] = true;
                    flags[b] = true;
                }
            }
        }
        TimeOverlaps overlaps = new TimeOverlaps(segments);
        Set<String> found = new TreeSet<>();
        int[] calls = new int[1];
        int listed = overlaps.forEachPair((a, b) -> {
            found.add(Math.min(a, b) + "-" + Math.max(a, b));
            calls[0]++;
        }, Budget.unlimited());
        assertEquals(overlaps.segments(), listed);
        assertEquals(expected, found);
        assertEquals(expected.size(), calls[0], "a pair was given twice");
        assertEquals(expected.size(), overlaps.countPairs());
        assertArrayEquals(flags, overlaps.overlapping());
    }

    @Test
    void aCancelledBudgetListsNothing() {
        Budget budget = Budgets.cancelled();
        TimeOverlaps overlaps = new TimeOverlaps(randomSegments(new Random(1), 50));
        assertEquals(0, overlaps.forEachPair((a, b) -> {
            throw new AssertionError("no pair expected");
        }, budget));
    }
}
