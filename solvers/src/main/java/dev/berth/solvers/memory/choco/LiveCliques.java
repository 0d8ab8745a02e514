package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
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
        return maximal(segments, Long.MAX_VALUE, Budget.unlimited());
    }

    /**
     * Like {@link #maximal(List)}, but stops adding sets once their members would pass {@code maxMembers}
     * in total or the budget runs out; the sets returned are then a prefix (in time) of all of them, which is
     * enough for constraints that are redundant. Each set costs its size, so this is linear in the output.
     */
    public static List<int[]> maximal(List<Segment> segments, long maxMembers, Budget budget) {
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
        // the live segments, packed at the front of "live"; "slot" finds one in O(1) for removal
        int[] live = new int[n];
        int[] slot = new int[n];
        int liveCount = 0;
        long members = 0;
        boolean grown = false;
        for (int k = 0; k < events.length; k++) {
            if ((k & 4095) == 0 && budget.exhausted()) {
                break;
            }
            long[] e = events[k];
            int i = (int) e[2];
            if (e[1] == 0) {
                if (grown && liveCount >= 2) {
                    if (members + liveCount > maxMembers) {
                        break;
                    }
                    int[] set = Arrays.copyOf(live, liveCount);
                    Arrays.sort(set);
                    out.add(set);
                    members += liveCount;
                }
                grown = false;
                int last = live[--liveCount];
                live[slot[i]] = last;
                slot[last] = slot[i];
            } else {
                live[liveCount] = i;
                slot[i] = liveCount++;
                grown = true;
            }
        }
        return out;
    }
}
