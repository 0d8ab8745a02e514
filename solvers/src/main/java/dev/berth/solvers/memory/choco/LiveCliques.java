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
     * The total size of the sets {@link #maximal(List)} gives, without building them: what a model holding
     * one constraint per live set would cost (it grows as the square of the buffers on long traces).
     */
    public static long memberCount(List<Segment> segments) {
        int n = segments.size();
        long[] starts = new long[n];
        long[] ends = new long[n];
        int m = 0;
        for (Segment seg : segments) {
            if (seg.end() > seg.start()) {
                starts[m] = seg.start();
                ends[m++] = seg.end();
            }
        }
        n = m;
        starts = Arrays.copyOf(starts, n);
        ends = Arrays.copyOf(ends, n);
        Arrays.sort(starts);
        Arrays.sort(ends);
        long total = 0;
        int live = 0;
        boolean grown = false;
        int e = 0;
        for (int s = 0; s < n || e < n; ) {
            // half-open: at equal times ends come before starts
            if (s < n && (e >= n || starts[s] < ends[e])) {
                live++;
                grown = true;
                s++;
            } else {
                if (grown && live >= 2) {
                    total += live;
                }
                grown = false;
                live--;
                e++;
            }
        }
        return total;
    }

    /**
     * Like {@link #maximal(List)}, but stops adding sets once their members would pass {@code maxMembers}
     * in total or the budget runs out; the sets returned are then a prefix (in time) of all of them, which is
     * enough for constraints that are redundant. Each set costs its size, so this is linear in the output.
     */
    public static List<int[]> maximal(List<Segment> segments, long maxMembers, Budget budget) {
        int n = segments.size();
        List<long[]> timed = new ArrayList<>(2 * n);
        for (int i = 0; i < n; i++) {
            Segment s = segments.get(i);
            if (s.end() > s.start()) { // a segment without duration is live at no time
                timed.add(new long[] {s.start(), 1, i});
                timed.add(new long[] {s.end(), 0, i});
            }
        }
        long[][] events = timed.toArray(new long[0][]);
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
