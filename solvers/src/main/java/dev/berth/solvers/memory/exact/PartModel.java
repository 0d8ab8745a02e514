package dev.berth.solvers.memory.exact;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

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
    private static final long[] NONE = new long[0];
    /** how many outer steps of a sweep run between two looks at the budget */
    private static final int POLL = 1 << 10;
    private static final int PAIR_POLL = 1 << 16;
    private static final long MAX_ENTRIES = Integer.MAX_VALUE - 16;

    final int n;
    /** global index of each local free buffer */
    final int[] global;
    final long[] size;
    final long[] align;
    final long[] start;
    final long[] end;
    /**
     * neighbours in time, compressed rows: those of i are {@code nbr[nbrStart[i] .. nbrStart[i + 1])} in
     * ascending local index, with eff(i -> nbr) alongside. One array for all: at tens of thousands of buffers
     * the pairs run to tens of millions, and an object per pair or per row would be most of the heap.
     */
    final int[] nbrStart;
    final int[] nbr;
    final long[] nbrEff;
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
    /**
     * free buffers live in each section (ascending local index), with the bottom of their bytes there (window
     * lower, else 0), compressed rows like the neighbours: section t's are {@code [memberStart[t], memberStart[t + 1])}
     */
    final int[] memberStart;
    final int[] sectionMember;
    final long[] memberBottom;
    /** top of the pinned buffers of the part, 0 without */
    final long pinnedTop;

    PartModel(MemoryProblem problem, int[] members) {
        this(problem, members, () -> false);
    }

    /**
     * Builds the part, asking {@code stop} now and then (the budget): at tens of thousands of buffers building
     * takes seconds, so it ends with {@link Stopped} rather than run past the time limit.
     */
    PartModel(MemoryProblem problem, int[] members, BooleanSupplier stop) {
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
        int cutCount = 0;
        for (int i = 0; i < n; i++) {
            Buffer b = problem.buffer(global[i]);
            size[i] = b.size();
            align[i] = b.alignment();
            start[i] = b.start();
            end[i] = b.end();
            List<Segment> s = b.segments();
            segs.add(s);
            klass[i] = classes.computeIfAbsent(List.of(b.size(), b.alignment(), s), k -> classes.size());
            cutCount += 2 * s.size();
        }
        Segs freeSegs = new Segs(segs);
        long top = 0;
        for (int g : pinned) {
            Buffer p = problem.buffer(g);
            top = Math.max(top, p.fixedOffset() + p.size());
        }
        pinnedTop = top;
        long[] all = new long[cutCount];
        int c = 0;
        for (List<Segment> s : segs) {
            for (Segment x : s) {
                all[c++] = x.start();
                all[c++] = x.end();
            }
        }
        Arrays.sort(all);
        int distinct = 0;
        for (int k = 0; k < all.length; k++) {
            if (k == 0 || all[k] != all[k - 1]) {
                all[distinct++] = all[k];
            }
        }
        long[] cuts = Arrays.copyOf(all, distinct);
        sections = Math.max(0, cuts.length - 1);
        secLo = new int[n][];
        secHi = new int[n][];
        secBytes = new long[n][];
        secTop = new long[n][];
        secBottom = new long[n][];
        initialTotal = new long[sections];
        // per section, bytes and members change only where a segment starts or ends: differences, then sums
        long[] bytesDelta = new long[sections + 1];
        int[] countDelta = new int[sections + 1];
        for (int i = 0; i < n; i++) {
            List<Segment> s = segs.get(i);
            secLo[i] = new int[s.size()];
            secHi[i] = new int[s.size()];
            secBytes[i] = new long[s.size()];
            secTop[i] = new long[s.size()];
            secBottom[i] = new long[s.size()];
            for (int k = 0; k < s.size(); k++) {
                Segment x = s.get(k);
                int lo = Arrays.binarySearch(cuts, x.start());
                int hi = Arrays.binarySearch(cuts, x.end());
                secLo[i][k] = lo;
                secHi[i][k] = hi;
                secBytes[i][k] = x.upper() - x.lower();
                secTop[i][k] = x.upper();
                secBottom[i][k] = x.lower();
                bytesDelta[lo] += secBytes[i][k];
                bytesDelta[hi] -= secBytes[i][k];
                countDelta[lo]++;
                countDelta[hi]--;
            }
        }
        memberStart = new int[sections + 1];
        long bytes = 0;
        long count = 0;
        for (int t = 0; t < sections; t++) {
            bytes += bytesDelta[t];
            count += countDelta[t];
            initialTotal[t] = bytes;
            long next = memberStart[t] + count;
            if (next > MAX_ENTRIES) {
                throw new TooLarge(next + " section memberships and more");
            }
            memberStart[t + 1] = (int) next;
        }
        check(stop);
        // members in ascending buffer order within a section: buffers taken in order, each appended to its sections
        sectionMember = new int[memberStart[sections]];
        memberBottom = new long[sectionMember.length];
        int[] fill = Arrays.copyOf(memberStart, sections);
        for (int i = 0; i < n; i++) {
            if ((i & (POLL - 1)) == 0) {
                check(stop);
            }
            for (int k = 0; k < secLo[i].length; k++) {
                for (int t = secLo[i][k]; t < secHi[i][k]; t++) {
                    sectionMember[fill[t]] = i;
                    memberBottom[fill[t]++] = secBottom[i][k];
                }
            }
        }
        // neighbours: a sweep by start compares only lifespans that overlap; rows counted, filled, then sorted
        int[] byStart = byStart(start, stop);
        int[] degree = new int[n + 1];
        forEachInterferingPair(byStart, freeSegs, stop, (a, b, ab) -> {
            degree[a]++;
            degree[b]++;
        });
        nbrStart = new int[n + 1];
        for (int i = 0; i < n; i++) {
            long next = (long) nbrStart[i] + degree[i];
            if (next > MAX_ENTRIES) {
                throw new TooLarge(next + " neighbour entries and more");
            }
            nbrStart[i + 1] = (int) next;
        }
        nbr = new int[nbrStart[n]];
        nbrEff = new long[nbr.length];
        int[] at = Arrays.copyOf(nbrStart, n);
        forEachInterferingPair(byStart, freeSegs, stop, (a, b, ab) -> {
            nbr[at[a]] = b;
            nbrEff[at[a]++] = ab;
            nbr[at[b]] = a;
            nbrEff[at[b]++] = freeSegs.clearance(b, freeSegs, a);
        });
        for (int i = 0; i < n; i++) {
            if ((i & (POLL - 1)) == 0) {
                check(stop);
            }
            sortRow(nbr, nbrEff, nbrStart[i], nbrStart[i + 1]);
        }
        pinOffset = new long[n][];
        pinEff = new long[n][];
        pinBelow = new long[n][];
        Arrays.fill(pinOffset, NONE);
        Arrays.fill(pinEff, NONE);
        Arrays.fill(pinBelow, NONE);
        if (!pinned.isEmpty()) {
            obstacles(problem, pinned, freeSegs, stop);
        }
    }

    /** Thrown when a part's pairs would not fit one array (Java's arrays stop below 2^31). */
    static final class TooLarge extends RuntimeException {
        TooLarge(String what) {
            super(what, null, false, false);
        }
    }

    /** Thrown when the budget ends while a part is being built. */
    static final class Stopped extends RuntimeException {
        Stopped() {
            super("stopped while building a part", null, false, false);
        }
    }

    /** A pair of buffers that need room apart: {@code ab} is the clearance of {@code a} against {@code b}, above 0. */
    private interface PairVisit {
        void accept(int a, int b, long ab);
    }

    /**
     * Every pair of buffers whose lifespans overlap and that need room apart, once each: a sweep by start compares
     * only lifespans that overlap. A long-lived buffer overlaps most others, so the clock is read by pairs, not
     * buffers.
     */
    private void forEachInterferingPair(int[] byStart, Segs freeSegs, BooleanSupplier stop, PairVisit visit) {
        long pairs = 0;
        for (int x = 0; x < n; x++) {
            int a = byStart[x];
            for (int y = x + 1; y < n && start[byStart[y]] < end[a]; y++) {
                if ((++pairs & (PAIR_POLL - 1)) == 0) {
                    check(stop);
                }
                int b = byStart[y];
                long ab = freeSegs.clearance(a, freeSegs, b);
                if (ab > 0) {
                    visit.accept(a, b, ab);
                }
            }
        }
    }

    private static void check(BooleanSupplier stop) {
        if (stop.getAsBoolean()) {
            throw new Stopped();
        }
    }

    private static int[] byStart(long[] start, BooleanSupplier stop) {
        int[] order = new int[start.length];
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        for (long s : start) {
            lo = Math.min(lo, s);
            hi = Math.max(hi, s);
        }
        if (start.length > 0 && hi - lo >= 0 && hi - lo < (1L << 42) && start.length <= (1 << 21)) {
            // start and index packed in one long: a primitive sort, stable by index
            long[] keys = new long[start.length];
            for (int i = 0; i < start.length; i++) {
                keys[i] = ((start[i] - lo) << 21) | i;
            }
            Arrays.sort(keys);
            for (int i = 0; i < start.length; i++) {
                order[i] = (int) (keys[i] & ((1 << 21) - 1));
            }
            return order;
        }
        check(stop);
        Integer[] boxed = new Integer[start.length];
        for (int i = 0; i < start.length; i++) {
            boxed[i] = i;
        }
        Arrays.sort(boxed, (a, b) -> Long.compare(start[a], start[b]));
        for (int i = 0; i < start.length; i++) {
            order[i] = boxed[i];
        }
        return order;
    }

    /** Sorts {@code idx[from..to)} ascending, carrying {@code val} along (indices are distinct). */
    static void sortRow(int[] idx, long[] val, int from, int to) {
        boolean sorted = true;
        for (int k = from + 1; k < to && sorted; k++) {
            sorted = idx[k - 1] < idx[k];
        }
        if (sorted) {
            return;
        }
        int len = to - from;
        long[] keys = new long[len];
        for (int k = 0; k < len; k++) {
            keys[k] = ((long) idx[from + k] << 32) | k;
        }
        Arrays.sort(keys);
        long[] v = Arrays.copyOfRange(val, from, to);
        for (int k = 0; k < len; k++) {
            int p = (int) keys[k];
            idx[from + k] = (int) (keys[k] >>> 32);
            val[from + k] = v[p];
        }
    }

    /**
     * Each free buffer's pinned obstacles: a sweep by start over free and pinned buffers together finds the pairs
     * live at once (the pinned among themselves are skipped), then each buffer's are sorted by offset, ties in
     * the part's order.
     */
    private void obstacles(MemoryProblem problem, List<Integer> pinned, Segs free, BooleanSupplier stop) {
        int np = pinned.size();
        List<List<Segment>> ps = new ArrayList<>();
        long[] pOffset = new long[np];
        long[] s = new long[n + np];
        long[] e = new long[n + np];
        for (int k = 0; k < np; k++) {
            Buffer p = problem.buffer(pinned.get(k));
            ps.add(p.segments());
            pOffset[k] = p.fixedOffset();
        }
        Segs pins = new Segs(ps);
        for (int i = 0; i < n + np; i++) {
            Buffer b = problem.buffer(i < n ? global[i] : pinned.get(i - n));
            s[i] = b.start();
            e[i] = b.end();
        }
        int[] order = byStart(s, stop);
        List<List<Integer>> met = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            met.add(null);
        }
        for (int x = 0; x < order.length; x++) {
            if ((x & (POLL - 1)) == 0) {
                check(stop);
            }
            int a = order[x];
            for (int y = x + 1; y < order.length && s[order[y]] < e[a]; y++) {
                int b = order[y];
                if ((a < n) == (b < n)) {
                    continue;
                }
                int i = Math.min(a, b);
                int k = Math.max(a, b) - n;
                if (pins.clearance(k, free, i) > 0) {
                    if (met.get(i) == null) {
                        met.set(i, new ArrayList<>());
                    }
                    met.get(i).add(k);
                }
            }
        }
        for (int i = 0; i < n; i++) {
            List<Integer> l = met.get(i);
            if (l == null) {
                continue;
            }
            l.sort((u, v) -> pOffset[u] != pOffset[v] ? Long.compare(pOffset[u], pOffset[v]) : Integer.compare(u, v));
            pinOffset[i] = new long[l.size()];
            pinEff[i] = new long[l.size()];
            pinBelow[i] = new long[l.size()];
            for (int q = 0; q < l.size(); q++) {
                int k = l.get(q);
                pinOffset[i][q] = pOffset[k];
                pinEff[i][q] = pins.clearance(k, free, i);
                pinBelow[i][q] = free.clearance(i, pins, k);
            }
        }
    }

    /** How many neighbours buffer i has. */
    int degree(int i) {
        return nbrStart[i + 1] - nbrStart[i];
    }

    /** Buffers' segments as flat arrays, so that comparing two buffers reads no objects. */
    private static final class Segs {
        final int[] from;
        final long[] s;
        final long[] e;
        final long[] lo;
        final long[] hi;

        Segs(List<List<Segment>> segs) {
            from = new int[segs.size() + 1];
            for (int i = 0; i < segs.size(); i++) {
                from[i + 1] = from[i] + segs.get(i).size();
            }
            int total = from[segs.size()];
            s = new long[total];
            e = new long[total];
            lo = new long[total];
            hi = new long[total];
            int k = 0;
            for (List<Segment> l : segs) {
                for (Segment x : l) {
                    s[k] = x.start();
                    e[k] = x.end();
                    lo[k] = x.lower();
                    hi[k++] = x.upper();
                }
            }
        }

        /** {@link PartModel#clearance} of this one's buffer a below {@code other}'s buffer b. */
        long clearance(int a, Segs other, int b) {
            long best = 0;
            for (int p = from[a]; p < from[a + 1]; p++) {
                if (hi[p] <= lo[p]) {
                    continue;
                }
                for (int q = other.from[b]; q < other.from[b + 1]; q++) {
                    if (s[p] < other.e[q] && other.s[q] < e[p] && other.hi[q] > other.lo[q]) {
                        best = Math.max(best, Math.max(1, hi[p] - other.lo[q]));
                    }
                }
            }
            return best;
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
