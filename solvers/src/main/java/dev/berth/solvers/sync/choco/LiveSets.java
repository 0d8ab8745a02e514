package dev.berth.solvers.sync.choco;

import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.Semantics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Cliques of the conflict graph found in one sweep: lay the kept program out in one topological order and
 * give each resource the interval from its producer's signal (under {@code flag} also its consumer's issue,
 * whichever comes first) to its consumer's completion. If r hands over to s, r's consumer completes before
 * s's producer signals (and under flag before s's consumer issues), so r's interval ends before s's begins;
 * resources whose intervals overlap therefore may not share an id, and the sets live at one point are
 * cliques. Only the maximal ones are kept: the set just before each end that follows a start.
 */
final class LiveSets {
    private LiveSets() {
    }

    /** The maximal live sets of class c with at least {@code minSize} resources. */
    static List<int[]> of(PreparedProgram prep, int c, int minSize) {
        HappensBefore hb = prep.happensBefore();
        boolean flag = prep.problem().classes().get(c).semantics() == Semantics.FLAG;
        int[] m = prep.members(c);
        // one entry per interval end: position * 2 + (1 for a start), resource packed alongside
        long[] points = new long[2 * m.length];
        for (int k = 0; k < m.length; k++) {
            int r = m[k];
            int start = prep.position(hb.producerEvent(r));
            if (flag) {
                start = Math.min(start, prep.position(hb.issueEvent(r)));
            }
            int end = prep.position(hb.completionEvent(r));
            points[2 * k] = ((long) start << 32) | ((long) k << 1) | 1;
            points[2 * k + 1] = ((long) end << 32) | ((long) k << 1);
        }
        Arrays.sort(points);
        List<int[]> sets = new ArrayList<>();
        Set<Integer> live = new LinkedHashSet<>();
        boolean grew = false;
        for (long x : points) {
            int k = (int) ((x & 0xffffffffL) >>> 1);
            if ((x & 1) == 1) {
                live.add(m[k]);
                grew = true;
            } else {
                if (grew && live.size() >= minSize) {
                    sets.add(live.stream().mapToInt(Integer::intValue).sorted().toArray());
                }
                grew = false;
                live.remove(m[k]);
            }
        }
        return sets;
    }
}
