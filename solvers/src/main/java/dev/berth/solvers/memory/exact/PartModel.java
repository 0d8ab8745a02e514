package dev.berth.solvers.memory.exact;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * One part of a problem compiled into arrays for the search: its free buffers (local indices), their
 * neighbours in time with the clearance each needs above the other, the pinned buffers as obstacles, and
 * the sweep of the timeline into sections.
 *
 * <p>A buffer B placed above a placed neighbour A must start at least {@code eff(A->B)} above A: the most,
 * over their segments live at the same time, of A's segment top minus B's segment bottom (at least 1).
 * Without gap windows that is A's size, which is exact; with windows that all start at their buffer's offset
 * (lower 0, as co-location groups become) it is exact too: B at or above A's offset misses A exactly when it
 * clears A's highest window top while both are live. Windows starting higher could interleave, and there it
 * is conservative (every layout it allows is valid). Pinned buffers are kept clear of the same way in both
 * directions: a buffer below a pin needs the most, over their common times, of its top minus the pin's bottom.
 */
final class PartModel {
    final int n;
    /** global index of each local free buffer */
    final int[] global;
    final long[] size;
    final long[] align;
    final long[] start;
    final long[] end;
    /** neighbours (local) and eff(i -> nbr) */
    final int[][] nbr;
    final long[][] nbrEff;
    /**
     * pinned obstacles of each free buffer: offset of the pinned buffer, eff(pinned -> i) and eff(i -> pinned)
     * (how far below the pin i must start), by offset
     */
    final long[][] pinOffset;
    final long[][] pinEff;
    final long[][] pinBelow;
    /** equivalence class of each free buffer (same size, alignment and segments) */
    final int[] klass;
    /** sections: for each buffer, its segments' section ranges [lo, hi), bytes and top (window upper) */
    final int sections;
    final int[][] secLo;
    final int[][] secHi;
    final long[][] secBytes;
    final long[][] secTop;
    final long[][] secBottom;
    /** bytes of free buffers live in each section before any placement */
    final long[] initialTotal;
    /** free buffers live in each section, with the bottom of their bytes there (window lower, else 0) */
    final int[][] sectionMembers;
    final long[][] memberBottom;
    /** top of the pinned buffers of the part, 0 without */
    final long pinnedTop;

    PartModel(MemoryProblem problem, int[] members) {
        List<Integer> free = new ArrayList<>();
        List<Integer> pinned = new ArrayList<>();
        for (int g : members) {
            (problem.buffer(g).isFixed() ? pinned : free).add(g);
        }
        n = free.size();
        global = free.stream().mapToInt(Integer::intValue).toArray();
        size = new long[n];
        align = new long[n];
        start = new long[n];
        end = new long[n];
        List<List<Segment>> segs = new ArrayList<>();
        Map<List<Object>, Integer> classes = new HashMap<>();
        klass = new int[n];
        TreeSet<Long> times = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            Buffer b = problem.buffer(global[i]);
            size[i] = b.size();
            align[i] = b.alignment();
            start[i] = b.start();
            end[i] = b.end();
            List<Segment> s = b.segments();
            segs.add(s);
            klass[i] = classes.computeIfAbsent(List.of(b.size(), b.alignment(), s), k -> classes.size());
            for (Segment x : s) {
                times.add(x.start());
                times.add(x.end());
            }
        }
        long top = 0;
        for (int g : pinned) {
            Buffer p = problem.buffer(g);
            top = Math.max(top, p.fixedOffset() + p.size());
        }
        pinnedTop = top;
        long[] cuts = times.stream().mapToLong(Long::longValue).toArray();
        sections = Math.max(0, cuts.length - 1);
        secLo = new int[n][];
        secHi = new int[n][];
        secBytes = new long[n][];
        secTop = new long[n][];
        secBottom = new long[n][];
        initialTotal = new long[sections];
        for (int i = 0; i < n; i++) {
            List<Segment> s = segs.get(i);
            secLo[i] = new int[s.size()];
            secHi[i] = new int[s.size()];
            secBytes[i] = new long[s.size()];
            secTop[i] = new long[s.size()];
            secBottom[i] = new long[s.size()];
            for (int k = 0; k < s.size(); k++) {
                Segment x = s.get(k);
                secLo[i][k] = Arrays.binarySearch(cuts, x.start());
                secHi[i][k] = Arrays.binarySearch(cuts, x.end());
                secBytes[i][k] = x.upper() - x.lower();
                secTop[i][k] = x.upper();
                secBottom[i][k] = x.lower();
                for (int t = secLo[i][k]; t < secHi[i][k]; t++) {
                    initialTotal[t] += secBytes[i][k];
                }
            }
        }
        int[] memberCount = new int[sections];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < secLo[i].length; k++) {
                for (int t = secLo[i][k]; t < secHi[i][k]; t++) {
                    memberCount[t]++;
                }
            }
        }
        sectionMembers = new int[sections][];
        memberBottom = new long[sections][];
        for (int t = 0; t < sections; t++) {
            sectionMembers[t] = new int[memberCount[t]];
            memberBottom[t] = new long[memberCount[t]];
            memberCount[t] = 0;
        }
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < secLo[i].length; k++) {
                for (int t = secLo[i][k]; t < secHi[i][k]; t++) {
                    sectionMembers[t][memberCount[t]] = i;
                    memberBottom[t][memberCount[t]++] = secBottom[i][k];
                }
            }
        }
        // neighbours: sweep by start so only lifespans that overlap are compared
        Integer[] byStart = new Integer[n];
        for (int i = 0; i < n; i++) {
            byStart[i] = i;
        }
        Arrays.sort(byStart, (a, b) -> Long.compare(start[a], start[b]));
        List<List<long[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        for (int x = 0; x < n; x++) {
            int a = byStart[x];
            for (int y = x + 1; y < n && start[byStart[y]] < end[a]; y++) {
                int b = byStart[y];
                long ab = clearance(segs.get(a), segs.get(b));
                if (ab > 0) {
                    adj.get(a).add(new long[] {b, ab});
                    adj.get(b).add(new long[] {a, clearance(segs.get(b), segs.get(a))});
                }
            }
        }
        nbr = new int[n][];
        nbrEff = new long[n][];
        for (int i = 0; i < n; i++) {
            List<long[]> l = adj.get(i);
            l.sort((u, v) -> Long.compare(u[0], v[0]));
            nbr[i] = new int[l.size()];
            nbrEff[i] = new long[l.size()];
            for (int k = 0; k < l.size(); k++) {
                nbr[i][k] = (int) l.get(k)[0];
                nbrEff[i][k] = l.get(k)[1];
            }
        }
        pinOffset = new long[n][];
        pinEff = new long[n][];
        pinBelow = new long[n][];
        for (int i = 0; i < n; i++) {
            List<long[]> obstacles = new ArrayList<>();
            for (int g : pinned) {
                Buffer p = problem.buffer(g);
                long e = clearance(p.segments(), segs.get(i));
                if (e > 0) {
                    obstacles.add(new long[] {p.fixedOffset(), e, clearance(segs.get(i), p.segments())});
                }
            }
            obstacles.sort((u, v) -> Long.compare(u[0], v[0]));
            pinOffset[i] = obstacles.stream().mapToLong(o -> o[0]).toArray();
            pinEff[i] = obstacles.stream().mapToLong(o -> o[1]).toArray();
            pinBelow[i] = obstacles.stream().mapToLong(o -> o[2]).toArray();
        }
    }

    /**
     * How far above {@code lower}'s offset {@code upper} must start when both are live at once: the largest
     * (lower's segment top - upper's segment bottom) over segments overlapping in time, at least 1; 0 when
     * no segments overlap (the buffers never interfere).
     */
    static long clearance(List<Segment> lower, List<Segment> upper) {
        long best = 0;
        for (Segment a : lower) {
            for (Segment b : upper) {
                if (a.overlapsInTime(b) && a.upper() > a.lower() && b.upper() > b.lower()) {
                    best = Math.max(best, Math.max(1, a.upper() - b.lower()));
                }
            }
        }
        return best;
    }

    /** Lowest offset at or above {@code base} that is aligned and clear of every pinned obstacle. */
    long fit(int i, long base) {
        long a = align[i];
        long p = ceil(base, a);
        long[] po = pinOffset[i];
        if (po.length == 0) {
            return p;
        }
        long[] pe = pinEff[i];
        long[] pb = pinBelow[i];
        boolean moved = true;
        while (moved) {
            moved = false;
            for (int k = 0; k < po.length; k++) {
                if (p + pb[k] > po[k] && p < po[k] + pe[k]) {
                    p = ceil(po[k] + pe[k], a);
                    moved = true;
                }
            }
        }
        return p;
    }

    static long ceil(long x, long a) {
        long r = x % a;
        return r == 0 ? x : x + a - r;
    }

    /** The most bytes {@code total} holds in any section buffer i spans. */
    long maxSectionTotal(int i, long[] total) {
        long best = 0;
        for (int k = 0; k < secLo[i].length; k++) {
            for (int s = secLo[i][k]; s < secHi[i][k]; s++) {
                best = Math.max(best, total[s]);
            }
        }
        return best;
    }

    int sectionsSpanned(int i) {
        int k = secLo[i].length;
        return k == 0 ? 0 : secHi[i][k - 1] - secLo[i][0];
    }
}
