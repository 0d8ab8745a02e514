package dev.berth.solvers.memory.choco;

import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The maximal sets of segments live at one common time. Segments are intervals, so these are the maximal
 * cliques of an interval graph: a live set is maximal exactly when some segment started at its time and
 * some segment ends before the next start. Every pair of time-overlapping segments shares at least one such
 * set, which is why a disjunctive over each set is a valid (and strong) redundant view of non-overlap.
 */
public final class LiveCliques {
    private LiveCliques() {
    }

    /** Indices into {@code segments} of each maximal live set of at least two segments. */
    public static List<int[]> maximal(List<Segment> segments) {
        int n = segments.size();
        long[][] events = new long[2 * n][];
        for (int i = 0; i < n; i++) {
            Segment s = segments.get(i);
            events[2 * i] = new long[] {s.start(), 1, i};
            events[2 * i + 1] = new long[] {s.end(), 0, i};
        }
        // half-open: at equal times ends (0) come before starts (1)
        Arrays.sort(events, (x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
        List<int[]> out = new ArrayList<>();
        boolean[] live = new boolean[n];
        int liveCount = 0;
        boolean grown = false;
        for (long[] e : events) {
            int i = (int) e[2];
            if (e[1] == 0) {
                if (grown && liveCount >= 2) {
                    out.add(snapshot(live, liveCount));
                }
                grown = false;
                live[i] = false;
                liveCount--;
            } else {
                live[i] = true;
                liveCount++;
                grown = true;
            }
        }
        return out;
    }

    private static int[] snapshot(boolean[] live, int count) {
        int[] set = new int[count];
        int k = 0;
        for (int i = 0; i < live.length; i++) {
            if (live[i]) {
                set[k++] = i;
            }
        }
        return set;
    }
}
