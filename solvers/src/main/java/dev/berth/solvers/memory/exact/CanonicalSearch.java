package dev.berth.solvers.memory.exact;

import java.util.Arrays;

/**
 * Depth-first search over one part for one ranking. Every node places one unplaced buffer at its lowest
 * feasible offset (above every placed neighbour, aligned, clear of pinned buffers), so every layout the
 * search builds is left-justified; with {@code canonical} placements also come in non-decreasing
 * (offset, rank) order, so each left-justified layout is built once. After each placement the neighbours'
 * lowest offsets rise (undone on backtrack through a trail); a node fails when some unplaced buffer can no
 * longer end within the cap, or (section inference) when the bytes still to place in a section do not fit
 * above its floor.
 *
 * <p>Why the prunings keep the search exact: take a layout within the cap with the smallest sum of
 * offsets; it is left-justified and its (offset, rank)-sorted sequence is a path of the search. On that
 * path no candidate is skipped by dominance (a buffer whose top is at or below the candidate's offset could
 * drop lower, lowering the sum), and when candidates are tried in that same order (dynamic order), a
 * failed buffer with no unplaced neighbour ({@code hatless}) or an equivalent buffer already tried at the
 * same offset ({@code symmetry}) would have put the path in a branch already explored.
 */
final class CanonicalSearch {
    static final int FAIL = 0;
    static final int FOUND = 1;
    static final int LIMIT = 2;
    static final int STOPPED = 3;

    private final PartModel m;
    private final int[] rank;
    private final ExactSwitches sw;
    private final SearchControl control;
    private final PartIncumbent incumbent;
    private final boolean minimise;
    private final long stopAt;
    private final boolean orderedLikeCanonical;

    private final long[] minOff;
    private final long[] off;
    private final int[] list;
    private final int[] pos;
    private int count;
    private final long[] floor;
    private final long[] total;
    private final long[] topAt;
    private int[][] candAt;
    private int[] trailBuf = new int[64];
    private long[] trailOld = new long[64];
    private int trailTop;
    private int[] secTrail = new int[64];
    private long[] secOld = new long[64];
    private int secTop;

    private long cap;
    private long runLimit;
    private long runNodes;
    private long pending;
    private long backtracks;

    CanonicalSearch(PartModel m, int[] rank, ExactSwitches sw, SearchControl control, PartIncumbent incumbent,
                    boolean minimise, long stopAt) {
        this.m = m;
        this.rank = rank;
        this.sw = sw;
        this.control = control;
        this.incumbent = incumbent;
        this.minimise = minimise;
        this.stopAt = stopAt;
        this.orderedLikeCanonical = sw.dynamicOrder();
        int n = m.n;
        minOff = new long[n];
        off = new long[n];
        list = new int[n];
        pos = new int[n];
        floor = new long[m.sections];
        total = new long[m.sections];
        topAt = new long[n + 1];
        candAt = new int[n + 1][];
    }

    /** The cap the last run ended with: a closed run proves no layout of the part peaks at or below it. */
    long cap() {
        return cap;
    }

    /** Runs from the root with at most {@code limit} nodes (0: no limit of its own). */
    int run(long limit) {
        int n = m.n;
        for (int i = 0; i < n; i++) {
            list[i] = i;
            pos[i] = i;
            minOff[i] = m.fit(i, 0);
        }
        count = n;
        System.arraycopy(m.initialTotal, 0, total, 0, m.sections);
        Arrays.fill(floor, 0);
        trailTop = 0;
        secTop = 0;
        topAt[0] = 0;
        runLimit = limit;
        runNodes = 0;
        cap = incumbent.cap();
        int r = dfs(0, 0, -1);
        flush();
        return r;
    }

    private int dfs(int depth, long lastOff, int lastRank) {
        runNodes++;
        if (++pending >= 256) {
            boolean stop = flush();
            if (stop || incumbent.settled()) {
                return STOPPED;
            }
            cap = Math.min(cap, incumbent.cap());
        }
        if (runLimit > 0 && runNodes > runLimit) {
            return LIMIT;
        }
        if (count == 0) {
            return leaf(depth);
        }
        boolean canonical = sw.canonical();
        long minHeight = Long.MAX_VALUE;
        for (int k = 0; k < count; k++) {
            int j = list[k];
            long lowest = minOff[j];
            if (canonical && lowest < lastOff) {
                lowest = PartModel.ceil(lastOff, m.align[j]);
            }
            if (lowest + m.size[j] > cap) {
                return fail();
            }
            minHeight = Math.min(minHeight, minOff[j] + m.size[j]);
        }
        if (sw.sectionInference()) {
            long base = canonical ? lastOff : 0;
            for (int s = 0; s < m.sections; s++) {
                long t = total[s];
                if (t > 0 && Math.max(floor[s], base) + t > cap) {
                    return fail();
                }
            }
        }
        int[] cand = candAt[depth];
        if (cand == null || cand.length < count) {
            cand = new int[count];
            candAt[depth] = cand;
        }
        int nc = 0;
        for (int k = 0; k < count; k++) {
            int j = list[k];
            long o = minOff[j];
            if (canonical && (o < lastOff || (o == lastOff && rank[j] < lastRank))) {
                continue;
            }
            if (sw.dominance() && o >= minHeight) {
                continue;
            }
            cand[nc++] = j;
        }
        sortCandidates(cand, nc);
        for (int c = 0; c < nc; c++) {
            int j = cand[c];
            long o = minOff[j];
            if (sw.symmetry() && orderedLikeCanonical && triedEquivalent(cand, c, j, o)) {
                continue;
            }
            int trailMark = trailTop;
            int secMark = secTop;
            boolean hasUnplacedNeighbour = place(j, o, depth);
            int r = dfs(depth + 1, o, rank[j]);
            unplace(j, trailMark, secMark);
            if (r != FAIL) {
                return r;
            }
            if (topAt[depth] > cap) {
                break;
            }
            if (sw.hatless() && orderedLikeCanonical && !hasUnplacedNeighbour) {
                break;
            }
        }
        return fail();
    }

    private boolean flush() {
        control.backtracks.addAndGet(backtracks);
        backtracks = 0;
        boolean stop = control.charge(pending);
        pending = 0;
        return stop;
    }

    private int fail() {
        backtracks++;
        return FAIL;
    }

    private int leaf(int depth) {
        long peak = Math.max(topAt[depth], m.pinnedTop);
        if (peak > cap) {
            return FAIL;
        }
        control.solutions.incrementAndGet();
        incumbent.offer(off, peak);
        if (!minimise || peak <= stopAt) {
            return FOUND;
        }
        cap = Math.min(cap, incumbent.cap());
        return FAIL;
    }

    private boolean triedEquivalent(int[] cand, int c, int j, long o) {
        int k = m.klass[j];
        for (int d = 0; d < c; d++) {
            int e = cand[d];
            if (m.klass[e] == k && minOff[e] == o) {
                return true;
            }
        }
        return false;
    }

    private void sortCandidates(int[] cand, int nc) {
        if (nc < 2) {
            return;
        }
        // few candidates per node: insertion sort
        boolean dynamic = sw.dynamicOrder();
        for (int k = 1; k < nc; k++) {
            int x = cand[k];
            int y = k - 1;
            while (y >= 0 && before(x, cand[y], dynamic)) {
                cand[y + 1] = cand[y];
                y--;
            }
            cand[y + 1] = x;
        }
    }

    private boolean before(int a, int b, boolean dynamic) {
        if (dynamic && minOff[a] != minOff[b]) {
            return minOff[a] < minOff[b];
        }
        return rank[a] < rank[b];
    }

    /** Places j at o; whether it has an unplaced neighbour. */
    private boolean place(int j, long o, int depth) {
        int p = pos[j];
        int last = list[count - 1];
        list[p] = last;
        pos[last] = p;
        list[count - 1] = j;
        pos[j] = count - 1;
        count--;
        off[j] = o;
        topAt[depth + 1] = Math.max(topAt[depth], o + m.size[j]);
        boolean unplacedNeighbour = false;
        int[] nb = m.nbr[j];
        long[] eff = m.nbrEff[j];
        for (int k = 0; k < nb.length; k++) {
            int q = nb[k];
            if (pos[q] >= count) {
                continue;
            }
            unplacedNeighbour = true;
            long need = o + eff[k];
            if (need > minOff[q]) {
                push(q, minOff[q]);
                minOff[q] = m.fit(q, need);
            }
        }
        int[] lo = m.secLo[j];
        int[] hi = m.secHi[j];
        long[] bytes = m.secBytes[j];
        long[] top = m.secTop[j];
        for (int k = 0; k < lo.length; k++) {
            long f = o + top[k];
            for (int s = lo[k]; s < hi[k]; s++) {
                total[s] -= bytes[k];
                if (f > floor[s]) {
                    pushSection(s, floor[s]);
                    floor[s] = f;
                }
            }
        }
        return unplacedNeighbour;
    }

    private void unplace(int j, int trailMark, int secMark) {
        while (trailTop > trailMark) {
            trailTop--;
            minOff[trailBuf[trailTop]] = trailOld[trailTop];
        }
        while (secTop > secMark) {
            secTop--;
            floor[secTrail[secTop]] = secOld[secTop];
        }
        int[] lo = m.secLo[j];
        int[] hi = m.secHi[j];
        long[] bytes = m.secBytes[j];
        for (int k = 0; k < lo.length; k++) {
            for (int s = lo[k]; s < hi[k]; s++) {
                total[s] += bytes[k];
            }
        }
        // j sits at list[count]; it becomes unplaced again where it is
        count++;
    }

    private void push(int q, long old) {
        if (trailTop == trailBuf.length) {
            trailBuf = Arrays.copyOf(trailBuf, trailTop * 2);
            trailOld = Arrays.copyOf(trailOld, trailTop * 2);
        }
        trailBuf[trailTop] = q;
        trailOld[trailTop] = old;
        trailTop++;
    }

    private void pushSection(int s, long old) {
        if (secTop == secTrail.length) {
            secTrail = Arrays.copyOf(secTrail, secTop * 2);
            secOld = Arrays.copyOf(secOld, secTop * 2);
        }
        secTrail[secTop] = s;
        secOld[secTop] = old;
        secTop++;
    }
}
