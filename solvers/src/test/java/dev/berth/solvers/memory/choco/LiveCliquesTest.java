package dev.berth.solvers.memory.choco;

import dev.berth.model.memory.Segment;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LiveCliquesTest {

    private static Segment seg(long start, long end) {
        return new Segment(start, end, 0, 1);
    }

    /** {@code n} segments, each starting before {@code starts} and lasting 1 to {@code longest} steps. */
    private static List<Segment> randomSegments(Random r, int n, int starts, int longest) {
        List<Segment> segments = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(starts);
            segments.add(seg(s, s + 1 + r.nextInt(longest)));
        }
        return segments;
    }

    @Test
    void halfOpenIntervalsThatOnlyTouchShareNoClique() {
        List<int[]> cliques = LiveCliques.maximal(List.of(seg(0, 3), seg(1, 4), seg(3, 6), seg(4, 5)));
        assertEquals(List.of("[0, 1]", "[1, 2]", "[2, 3]"), cliques.stream().map(Arrays::toString).toList());
    }

    /** Against the definition: the live sets at every time, minus the ones contained in another. */
    @RepeatedTest(20)
    void matchesTheMaximalLiveSetsByEnumeration(RepetitionInfo info) {
        List<Segment> segments = randomSegments(new Random(info.getCurrentRepetition()), 12, 15, 6);
        Set<Set<Integer>> expected = new HashSet<>();
        List<Set<Integer>> live = new ArrayList<>();
        for (int t = 0; t < 25; t++) {
            Set<Integer> at = new HashSet<>();
            for (int i = 0; i < segments.size(); i++) {
                if (segments.get(i).start() <= t && t < segments.get(i).end()) {
                    at.add(i);
                }
            }
            live.add(at);
        }
        for (Set<Integer> s : live) {
            boolean maximal = live.stream().noneMatch(o -> o.size() > s.size() && o.containsAll(s));
            if (maximal && s.size() >= 2) {
                expected.add(s);
            }
        }
        Set<Set<Integer>> actual = new HashSet<>();
        for (int[] c : LiveCliques.maximal(segments)) {
            Set<Integer> s = new HashSet<>();
            for (int i : c) {
                s.add(i);
            }
            assertTrue(actual.add(s), "duplicate clique " + s);
        }
        assertEquals(expected, actual);
    }

    /** Capped, the sets are the first ones of the uncapped answer whose members fit the cap. */
    @RepeatedTest(10)
    void aMemberCapKeepsAPrefixWithinTheCap(RepetitionInfo info) {
        Random r = new Random(info.getCurrentRepetition());
        List<Segment> segments = randomSegments(r, 40, 30, 8);
        List<int[]> all = LiveCliques.maximal(segments);
        assertEquals(all.stream().mapToLong(c -> c.length).sum(), LiveCliques.memberCount(segments));
        long cap = 1 + r.nextInt(60);
        List<int[]> capped = LiveCliques.maximal(segments, cap, dev.berth.model.Budget.unlimited());
        long members = capped.stream().mapToLong(c -> c.length).sum();
        assertTrue(members <= cap, members + " members above the cap " + cap);
        assertTrue(capped.size() <= all.size());
        for (int k = 0; k < capped.size(); k++) {
            assertEquals(Arrays.toString(all.get(k)), Arrays.toString(capped.get(k)));
        }
        if (capped.size() < all.size()) {
            assertTrue(members + all.get(capped.size()).length > cap, "stopped below the cap");
        }
    }
}
