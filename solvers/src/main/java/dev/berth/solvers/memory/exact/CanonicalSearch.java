package dev.berth.solvers.memory.exact;

import java.util.Arrays;

/**
 * Depth-first search for a layout of one part within a cap, for one ranking. Every node places one
 * unplaced buffer at its lowest feasible offset (above every placed neighbour, aligned, clear of pinned
 * buffers), so every layout the search builds is left-justified; with {@code canonical} placements also
 * come in non-decreasing (offset, rank) order, so each left-justified layout is built once. After each
 * placement the neighbours' lowest offsets rise (undone on backtrack through a trail); a node fails when
 * some unplaced buffer can no longer end within the cap, or (section inference) when the bytes still to
 * place in a section do not fit above its floor.
 *
 * <p>With dynamic decomposition, once no unplaced buffer crosses some section boundary the unplaced
 * buffers on either side no longer interact: the search completes them one region after the other, and
 * when a region has no layout it abandons the split instead of retrying the earlier regions' alternatives.
 *
 * <p>Why the prunings keep the search exact: take a completion within the cap with the smallest sum of
 * offsets; it is left-justified and its (offset, rank)-sorted sequence (per region) is a path of the
 * search. On that path no candidate is skipped by dominance (a buffer of the region whose top is at or
 * below the candidate's offset could drop lower, lowering the sum), and when candidates are tried in that
 * same order (dynamic order), a failed buffer with no unplaced neighbour ({@code hatless}) or an equivalent
 * buffer already tried at the same offset ({@code symmetry}) would have put the path in a branch already
 * explored.
 */
final class CanonicalSearch {
    /** Entries a search's node checks scan between two reads of the clock (a few milliseconds). */
    private static final long SCANNED_BETWEEN_CLOCK_READS = 1 << 20;
    static final int FAIL = 0;
    static final int FOUND = 1;
    static final int LIMIT = 2;
    static final int STOPPED = 3;
    /** ABANDON + split id: a region of that split has no layout; unwind to the split. */
    private static final int ABANDON = 16;
    private static final int OPENED = 1;
    private static final int NEIGHBOUR = 2;

    private final PartModel m;
    private final Ranking ranking;
    /** current rank of each buffer: the ranking's, or its region's after a split re-ranked it */
    private final int[] rank;
    private final ExactSwitches sw;
    private final SearchControl control;
    private PartIncumbent incumbent;
    private final boolean orderedLikeCanonical;

    private final long[] minOff;
    private final long[] off;
    private final boolean[] placed;
    private final int[] list;
    private final int[] spanLo;
    private final int[] spanHi;
    private final long[] floor;
    private final long[] total;
    private final long[] low;
    private final long[] keys;
    /** per section, the member that last showed the section's bytes can still fit */
    private final int[] witness;
    private final boolean releaseBound;
    private static final int INDEX_BITS = 20;
    private static final long INDEX_MASK = (1L << INDEX_BITS) - 1;
    private final int[] cut;
    private final long[] topAt;
    private final int[][] candAt;
    private final int[] candBuf;
    private int[] sortBuf;
    private int[] trailBuf = new int[64];
    private long[] trailOld = new long[64];
    private int trailTop;
    private int[] secTrail = new int[64];
    private long[] secOld = new long[64];
    private int secTop;
    /** regions waiting for the current one to be complete: lo, hi, section from, section to, split id */
    private int[] pend = new int[5 * 16];
    private long[] pendOff = new long[16];
    private int[] pendRank = new int[16];
    private int pendTop;
    private int splits;
    private int[] component;
    private int[] scratch;

    private static final int DFS = 0;
    private static final int SPLIT = 1;
    private static final int REGION = 2;
    /** the explicit stack: frame kind, node arguments, and each kind's own state (see {@link #step}) */
    private int top = -1;
    private boolean topEntering;
    private boolean ended = true;
    private int[] fType = new int[64];
    private int[] fDepth = new int[64];
    private int[] fLo = new int[64];
    private int[] fHi = new int[64];
    private int[] fSA = new int[64];
    private int[] fSB = new int[64];
    private long[] fLastOff = new long[64];
    private int[] fLastRank = new int[64];
    private int[] fNc = new int[64];
    private int[] fC = new int[64];
    private int[] fJ = new int[64];
    private int[] fTrail = new int[64];
    private int[] fSec = new int[64];
    private int[] fEffect = new int[64];
    private int[] fId = new int[64];
    private int[] fMark = new int[64];
    private int[][] fSaved = new int[64][];
    private int[][] fMembers = new int[64][];

    private long cap;
    private long sliceLimit;
    private long sliceNodes;
    private long runNodes;
    private long pending;
    /** Entries (region members, sections, section members) node checks scanned since the clock was last read. */
    private long scanned;
    private long backtracks;
    private long solutions;

    /** A search for layouts within caps at or below {@code cap}. */
    CanonicalSearch(PartModel m, Ranking ranking, ExactSwitches sw, SearchControl control, long cap) {
        this.m = m;
        this.ranking = ranking;
        this.rank = ranking.rank.clone();
        this.sw = sw;
        this.control = control;
        this.orderedLikeCanonical = sw.on(ExactSwitches.Switch.DYNAMIC_ORDER);
        int n = m.n;
        minOff = new long[n];
        off = new long[n];
        placed = new boolean[n];
        list = new int[n];
        spanLo = new int[n];
        spanHi = new int[n];
        for (int i = 0; i < n; i++) {
            int k = m.secLo[i].length;
            spanLo[i] = m.secLo[i][0];
            spanHi[i] = m.secHi[i][k - 1];
        }
        floor = new long[m.sections];
        total = new long[m.sections];
        low = new long[m.sections];
        keys = new long[n];
        witness = Arrays.copyOf(m.memberStart, m.sections);
        // releases and indices share one long key: offsets below 2^43, indices below 2^20
        releaseBound = sw.on(ExactSwitches.Switch.RELEASE_BOUND) && n < (1 << INDEX_BITS) && cap < (1L << (63 - INDEX_BITS));
        cut = new int[Math.max(0, m.sections - 1)];
        topAt = new long[n + 1];
        candAt = new int[n + 1][];
        candBuf = new int[n];
        component = new int[n];
        scratch = new int[n];
    }

    /**
     * Starts a run from the root for a layout within the incumbent's cap (at or below the cap this search was made
     * for); {@link #resume} does the work.
     */
    void start(PartIncumbent within) {
        this.incumbent = within;
        int n = m.n;
        System.arraycopy(ranking.rank, 0, rank, 0, n);
        Arrays.fill(cut, 0);
        for (int i = 0; i < n; i++) {
            list[i] = i;
            placed[i] = false;
            minOff[i] = m.fit(i, 0);
            for (int s = spanLo[i]; s < spanHi[i] - 1; s++) {
                cut[s]++;
            }
        }
        System.arraycopy(m.initialTotal, 0, total, 0, m.sections);
        Arrays.fill(floor, 0);
        trailTop = 0;
        secTop = 0;
        pendTop = 0;
        splits = 0;
        topAt[0] = 0;
        runNodes = 0;
        cap = incumbent.cap();
        top = -1;
        ended = false;
        pushFrame(DFS, 0, 0, n, 0, m.sections, 0, -1);
    }

    /**
     * Goes on with the run for at most {@code limit} more nodes (0: no limit of its own), reporting to
     * {@code within} (an incumbent with the run's cap). Returns FOUND or FAIL when the run ends; LIMIT when it
     * paused after exactly {@code limit} nodes (the next call goes on from there, so a run ends the same way
     * however it is cut into slices); STOPPED on time, cancellation or a settled incumbent (the run is over).
     */
    int resume(long limit, PartIncumbent within) {
        if (ended) {
            throw new IllegalStateException("the run has ended: start a new one");
        }
        this.incumbent = within;
        sliceLimit = limit;
        sliceNodes = 0;
        backtracks = 0;
        solutions = 0;
        int r = step();
        flush();
        if (r != LIMIT) {
            ended = true;
        }
        return r;
    }

    /**
     * The search as a loop over an explicit stack of frames, so that a run can pause between two nodes and go on
     * later, and so that its depth (one frame per placed buffer) costs heap, not thread stack. Frames: DFS (a node
     * and its candidates), SPLIT (a region cut where no unplaced buffer crosses, its parts searched one after the
     * other) and REGION (the next part waiting for the current one to be complete). A frame either is entered, or
     * receives its child's result in {@code ret}.
     */
    private int step() {
        int ret = FAIL;
        boolean entering = topEntering;
        while (true) {
            if (top < 0) {
                return ret >= ABANDON ? FAIL : ret;
            }
            int f = top;
            switch (fType[f]) {
                case DFS -> {
                    if (entering) {
                        if (sliceLimit > 0 && sliceNodes >= sliceLimit) {
                            topEntering = true;
                            return LIMIT;
                        }
                        sliceNodes++;
                        runNodes++;
                        if (++pending >= 256) {
                            boolean stop = flush();
                            if (stop || incumbent.settled()) {
                                return STOPPED;
                            }
                        }
                        // a node's check scans its region and sections: with long-lived buffers in every section
                        // 256 nodes took seconds on 10k buffers, so the clock is also read after that much scanned
                        if (scanned >= SCANNED_BETWEEN_CLOCK_READS) {
                            scanned = 0;
                            if (control.charge(0)) {
                                return STOPPED;
                            }
                        }
                        int lo = fLo[f];
                        int hi = fHi[f];
                        if (lo == hi) {
                            if (pendTop == 0) {
                                int r = leaf(fDepth[f]);
                                if (r == FOUND) {
                                    return FOUND;
                                }
                                ret = r;
                                top--;
                                entering = false;
                                continue;
                            }
                            fType[f] = REGION; // the node's work is the next waiting region
                            enterRegion(f);
                            continue;
                        }
                        long minHeight = check(lo, hi, fSA[f], fSB[f], fLastOff[f]);
                        if (minHeight < 0) {
                            ret = fail();
                            top--;
                            entering = false;
                            continue;
                        }
                        fNc[f] = candidates(fDepth[f], lo, hi, fLastOff[f], fLastRank[f], minHeight);
                        fC[f] = 0;
                    } else {
                        unplace(fJ[f], fTrail[f], fSec[f]);
                        if (ret != FAIL) {
                            top--;
                            continue;
                        }
                        if (sw.on(ExactSwitches.Switch.HATLESS) && orderedLikeCanonical && (fEffect[f] & NEIGHBOUR) == 0) {
                            ret = fail();
                            top--;
                            continue;
                        }
                    }
                    if (nextCandidate(f)) {
                        entering = true;
                    } else {
                        ret = fail();
                        top--;
                        entering = false;
                    }
                }
                case SPLIT -> {
                    if (entering) {
                        enterSplit(f);
                    } else {
                        pendTop = fMark[f];
                        int[] members = fMembers[f];
                        if (members != null) {
                            int[] saved = fSaved[f];
                            for (int k = 0; k < members.length; k++) {
                                rank[members[k]] = saved[k];
                            }
                        }
                        fMembers[f] = null;
                        fSaved[f] = null;
                        if (ret == ABANDON + fId[f]) {
                            ret = FAIL;
                        }
                        top--;
                    }
                }
                case REGION -> {
                    // entered through its DFS node; here it only receives the region's result
                    pushPending(fLo[f], fHi[f], fSA[f], fSB[f], fId[f], fLastOff[f], fLastRank[f]);
                    if (ret == FAIL) {
                        ret = ABANDON + fId[f];
                    }
                    top--;
                }
                default -> throw new IllegalStateException("unknown frame");
            }
        }
    }

    /**
     * Node checks: fails (returns -1) when some unplaced buffer can no longer end within the cap or, with section
     * inference, when a section's bytes still to place do not fit above its floor; otherwise returns the lowest
     * top an unplaced buffer can reach (for dominance).
     */
    private long check(int lo, int hi, int sA, int sB, long lastOff) {
        boolean canonical = sw.on(ExactSwitches.Switch.CANONICAL);
        long minHeight = Long.MAX_VALUE;
        scanned += hi - lo + sB - sA;
        for (int k = lo; k < hi; k++) {
            int j = list[k];
            long lowest = minOff[j];
            if (canonical && lowest < lastOff) {
                lowest = PartModel.ceil(lastOff, m.align[j]);
            }
            if (lowest + m.size[j] > cap) {
                return -1;
            }
            minHeight = Math.min(minHeight, minOff[j] + m.size[j]);
        }
        if (sw.on(ExactSwitches.Switch.SECTION_INFERENCE)) {
            long base = canonical ? lastOff : 0;
            if (releaseBound) {
                if (!releasesFit(lo, hi, sA, sB, base)) {
                    return -1;
                }
            } else if (sw.on(ExactSwitches.Switch.UNALLOCATED_FLOOR)) {
                // the bytes to place must fit above the lowest byte an unplaced member can take: some
                // member must start at or below cap - total. The member that did so last time is tried
                // first (a cache, not state: nothing to undo).
                for (int s = sA; s < sB; s++) {
                    long t = total[s];
                    if (t == 0) {
                        continue;
                    }
                    if (Math.max(floor[s], base) + t > cap) {
                        return -1;
                    }
                    long threshold = cap - t;
                    int[] mem = m.sectionMember;
                    long[] bottom = m.memberBottom;
                    int w = witness[s];
                    int q = mem[w];
                    if (placed[q] || minOff[q] + bottom[w] > threshold) {
                        int found = -1;
                        for (int k = m.memberStart[s]; k < m.memberStart[s + 1]; k++) {
                            q = mem[k];
                            if (!placed[q] && minOff[q] + bottom[k] <= threshold) {
                                found = k;
                                break;
                            }
                        }
                        scanned += (found < 0 ? m.memberStart[s + 1] : found) - m.memberStart[s];
                        if (found < 0) {
                            return -1;
                        }
                        witness[s] = found;
                    }
                }
            } else {
                for (int s = sA; s < sB; s++) {
                    long t = total[s];
                    if (t > 0 && Math.max(floor[s], base) + t > cap) {
                        return -1;
                    }
                }
            }
        }
        return minHeight;
    }

    /** The node's candidates, sorted, into {@code candAt[depth]}; returns how many. */
    private int candidates(int depth, int lo, int hi, long lastOff, int lastRank, long minHeight) {
        boolean canonical = sw.on(ExactSwitches.Switch.CANONICAL);
        // gathered in a shared buffer, kept per depth at their own count: a row of the region's size at every depth
        // of a descent would be quadratic in the part
        int[] cand = candBuf;
        int nc = 0;
        for (int k = lo; k < hi; k++) {
            int j = list[k];
            long o = minOff[j];
            if (canonical && (o < lastOff || (o == lastOff && rank[j] < lastRank))) {
                continue;
            }
            if (sw.on(ExactSwitches.Switch.DOMINANCE) && o >= minHeight) {
                continue;
            }
            cand[nc++] = j;
        }
        int[] kept = candAt[depth];
        if (kept == null || kept.length < nc) {
            kept = new int[Math.max(nc, 4)];
            candAt[depth] = kept;
        }
        System.arraycopy(cand, 0, kept, 0, nc);
        sortCandidates(kept, nc);
        return nc;
    }

    /** Places the DFS frame's next candidate and pushes its child; false when none is left. */
    private boolean nextCandidate(int f) {
        int depth = fDepth[f];
        int lo = fLo[f];
        int hi = fHi[f];
        int[] cand = candAt[depth];
        while (fC[f] < fNc[f]) {
            int c = fC[f]++;
            int j = cand[c];
            long o = minOff[j];
            if (sw.on(ExactSwitches.Switch.SYMMETRY) && orderedLikeCanonical && triedEquivalent(cand, c, j, o)) {
                continue;
            }
            fTrail[f] = trailTop;
            fSec[f] = secTop;
            int at = indexOf(j, lo, hi);
            list[at] = list[hi - 1];
            list[hi - 1] = j;
            int effect = place(j, o, depth, fSA[f], fSB[f]);
            fJ[f] = j;
            fEffect[f] = effect;
            int type = (effect & OPENED) != 0 && sw.on(ExactSwitches.Switch.DYNAMIC_DECOMPOSE) ? SPLIT : DFS;
            pushFrame(type, depth + 1, lo, hi - 1, fSA[f], fSB[f], o, rank[j]);
            return true;
        }
        return false;
    }

    /**
     * Splits the region at the section boundaries no unplaced buffer crosses and searches its parts one after the
     * other; a part without a layout fails the placement that made the split. With one part it is a plain node.
     */
    private void enterSplit(int f) {
        int depth = fDepth[f];
        int lo = fLo[f];
        int hi = fHi[f];
        int sA = fSA[f];
        int sB = fSB[f];
        int rk = fLastRank[f];
        int[] runStart = new int[sB - sA + 1];
        int runs = 1;
        runStart[0] = sA;
        for (int s = sA; s < sB - 1; s++) {
            if (cut[s] == 0) {
                runStart[runs++] = s + 1;
            }
        }
        if (runs == 1) {
            fType[f] = DFS;
            return;
        }
        int[] sizeOf = new int[runs];
        for (int k = lo; k < hi; k++) {
            int j = list[k];
            int c = runOf(runStart, runs, spanLo[j]);
            component[j] = c;
            sizeOf[c]++;
        }
        int[] startOf = new int[runs + 1];
        int nonEmpty = 0;
        int c0 = -1;
        for (int c = 0; c < runs; c++) {
            startOf[c + 1] = startOf[c] + sizeOf[c];
            if (sizeOf[c] > 0) {
                nonEmpty++;
                if (c0 < 0) {
                    c0 = c;
                }
            }
        }
        if (nonEmpty == 0) {
            fType[f] = DFS;
            return;
        }
        int end0 = c0 + 1 < runs ? runStart[c0 + 1] : sB;
        if (nonEmpty == 1) {
            fType[f] = DFS;
            fSA[f] = runStart[c0];
            fSB[f] = end0;
            return;
        }
        int[] fill = Arrays.copyOf(startOf, runs);
        for (int k = lo; k < hi; k++) {
            int j = list[k];
            scratch[fill[component[j]]++] = j;
        }
        System.arraycopy(scratch, 0, list, lo, hi - lo);
        int[] savedRank = null;
        if (sw.on(ExactSwitches.Switch.RERANK)) {
            // a region's buffers can be ordered among themselves: each region is a problem of its own
            savedRank = new int[hi - lo];
            for (int k = lo; k < hi; k++) {
                savedRank[k - lo] = rank[list[k]];
            }
            for (int c = 0; c < runs; c++) {
                if (sizeOf[c] > 1) {
                    Ranking.assign(m, ranking.word, list, lo + startOf[c], lo + startOf[c + 1], total, rank);
                }
            }
            rk = -1;
        }
        int id = splits++;
        fId[f] = id;
        fMark[f] = pendTop;
        fSaved[f] = savedRank;
        fMembers[f] = savedRank == null ? null : Arrays.copyOfRange(list, lo, hi);
        long o = fLastOff[f];
        for (int c = runs - 1; c > c0; c--) {
            if (sizeOf[c] > 0) {
                int to = c + 1 < runs ? runStart[c + 1] : sB;
                pushPending(lo + startOf[c], lo + startOf[c + 1], runStart[c], to, id, o, rk);
            }
        }
        pushFrame(DFS, depth, lo + startOf[c0], lo + startOf[c0 + 1], runStart[c0], end0, o, rk);
    }

    /** Takes the next waiting region into the REGION frame {@code f} and pushes the node that searches it. */
    private void enterRegion(int f) {
        pendTop--;
        int b = 5 * pendTop;
        fLo[f] = pend[b];
        fHi[f] = pend[b + 1];
        fSA[f] = pend[b + 2];
        fSB[f] = pend[b + 3];
        fId[f] = pend[b + 4];
        fLastOff[f] = pendOff[pendTop];
        fLastRank[f] = pendRank[pendTop];
        pushFrame(DFS, fDepth[f], fLo[f], fHi[f], fSA[f], fSB[f], fLastOff[f], fLastRank[f]);
    }

    private void pushFrame(int type, int depth, int lo, int hi, int sA, int sB, long lastOff, int lastRank) {
        if (++top == fType.length) {
            int size = fType.length * 2;
            fType = Arrays.copyOf(fType, size);
            fDepth = Arrays.copyOf(fDepth, size);
            fLo = Arrays.copyOf(fLo, size);
            fHi = Arrays.copyOf(fHi, size);
            fSA = Arrays.copyOf(fSA, size);
            fSB = Arrays.copyOf(fSB, size);
            fLastOff = Arrays.copyOf(fLastOff, size);
            fLastRank = Arrays.copyOf(fLastRank, size);
            fNc = Arrays.copyOf(fNc, size);
            fC = Arrays.copyOf(fC, size);
            fJ = Arrays.copyOf(fJ, size);
            fTrail = Arrays.copyOf(fTrail, size);
            fSec = Arrays.copyOf(fSec, size);
            fEffect = Arrays.copyOf(fEffect, size);
            fId = Arrays.copyOf(fId, size);
            fMark = Arrays.copyOf(fMark, size);
            fSaved = Arrays.copyOf(fSaved, size);
            fMembers = Arrays.copyOf(fMembers, size);
        }
        fType[top] = type;
        fDepth[top] = depth;
        fLo[top] = lo;
        fHi[top] = hi;
        fSA[top] = sA;
        fSB[top] = sB;
        fLastOff[top] = lastOff;
        fLastRank[top] = lastRank;
        topEntering = true;
    }

    /**
     * Per section, the unplaced buffers are stacked there, each at or above its lowest offset (its release):
     * whatever the order, the stack reaches at least r + the bytes of the buffers released at or above r,
     * for every release r (the one-machine bound with release dates). Also the placed floor: the stack
     * starts above it.
     */
    private boolean releasesFit(int lo, int hi, int sA, int sB, long base) {
        int cnt = 0;
        for (int k = lo; k < hi; k++) {
            int j = list[k];
            keys[cnt++] = (Math.max(minOff[j], base) << INDEX_BITS) | j;
        }
        Arrays.sort(keys, 0, cnt);
        for (int s = sA; s < sB; s++) {
            low[s] = 0;
        }
        for (int k = cnt - 1; k >= 0; k--) {
            int j = (int) (keys[k] & INDEX_MASK);
            long r = keys[k] >>> INDEX_BITS;
            int[] sl = m.secLo[j];
            int[] sh = m.secHi[j];
            long[] bytes = m.secBytes[j];
            for (int g = 0; g < sl.length; g++) {
                long b = bytes[g];
                for (int s = sl[g]; s < sh[g]; s++) {
                    long acc = low[s] + b;
                    low[s] = acc;
                    if (r + acc > cap) {
                        return false;
                    }
                }
            }
        }
        for (int s = sA; s < sB; s++) {
            long t = total[s];
            if (t > 0 && Math.max(floor[s], base) + t > cap) {
                return false;
            }
        }
        return true;
    }

    private static int runOf(int[] runStart, int runs, int section) {
        int a = 0;
        int b = runs - 1;
        while (a < b) {
            int mid = (a + b + 1) >>> 1;
            if (runStart[mid] <= section) {
                a = mid;
            } else {
                b = mid - 1;
            }
        }
        return a;
    }

    private void pushPending(int lo, int hi, int sA, int sB, int id, long o, int rk) {
        if (pendTop == pendOff.length) {
            pend = Arrays.copyOf(pend, pend.length * 2);
            pendOff = Arrays.copyOf(pendOff, pendOff.length * 2);
            pendRank = Arrays.copyOf(pendRank, pendRank.length * 2);
        }
        int b = 5 * pendTop;
        pend[b] = lo;
        pend[b + 1] = hi;
        pend[b + 2] = sA;
        pend[b + 3] = sB;
        pend[b + 4] = id;
        pendOff[pendTop] = o;
        pendRank[pendTop] = rk;
        pendTop++;
    }

    private int indexOf(int j, int lo, int hi) {
        for (int k = lo; k < hi; k++) {
            if (list[k] == j) {
                return k;
            }
        }
        throw new IllegalStateException("buffer not in its region");
    }

    private boolean flush() {
        boolean stop = control.charge(pending);
        pending = 0;
        return stop;
    }

    /** The nodes of the last {@link #resume} (its whole limit when it paused). */
    long sliceNodes() {
        return sliceNodes;
    }

    /** The nodes of the run so far. */
    long runNodes() {
        return runNodes;
    }

    long sliceBacktracks() {
        return backtracks;
    }

    long sliceSolutions() {
        return solutions;
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
        solutions++;
        incumbent.offer(off, peak);
        return FOUND;
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

    /**
     * Candidates by (lowest offset, rank), or by rank alone: a total order (ranks are distinct within a region),
     * so any sort gives the same sequence. Few candidates: insertion sort; near the root of a large part every
     * buffer can be one, and there a merge sort keeps a node from costing the square of the part.
     */
    private void sortCandidates(int[] cand, int nc) {
        boolean dynamic = sw.on(ExactSwitches.Switch.DYNAMIC_ORDER);
        if (nc <= 32) {
            insertionSort(cand, 0, nc, dynamic);
            return;
        }
        mergeSort(cand, scratchSort(nc), 0, nc, dynamic);
    }

    private int[] scratchSort(int nc) {
        if (sortBuf == null || sortBuf.length < nc) {
            sortBuf = new int[Math.max(nc, 64)];
        }
        return sortBuf;
    }

    private void insertionSort(int[] cand, int from, int to, boolean dynamic) {
        for (int k = from + 1; k < to; k++) {
            int x = cand[k];
            int y = k - 1;
            while (y >= from && before(x, cand[y], dynamic)) {
                cand[y + 1] = cand[y];
                y--;
            }
            cand[y + 1] = x;
        }
    }

    private void mergeSort(int[] a, int[] tmp, int from, int to, boolean dynamic) {
        if (to - from <= 32) {
            insertionSort(a, from, to, dynamic);
            return;
        }
        int mid = (from + to) >>> 1;
        mergeSort(a, tmp, from, mid, dynamic);
        mergeSort(a, tmp, mid, to, dynamic);
        if (!before(a[mid], a[mid - 1], dynamic)) {
            return;
        }
        System.arraycopy(a, from, tmp, from, to - from);
        int i = from;
        int j = mid;
        for (int k = from; k < to; k++) {
            if (j >= to || (i < mid && !before(tmp[j], tmp[i], dynamic))) {
                a[k] = tmp[i++];
            } else {
                a[k] = tmp[j++];
            }
        }
    }

    private boolean before(int a, int b, boolean dynamic) {
        if (dynamic && minOff[a] != minOff[b]) {
            return minOff[a] < minOff[b];
        }
        return rank[a] < rank[b];
    }

    /**
     * Places j at o: raises the neighbours' lowest offsets and the floors of j's sections, lowers their
     * totals and the cut counts j crossed. Returns {@link #OPENED} when a cut inside the region dropped to
     * zero, {@link #NEIGHBOUR} when j has an unplaced neighbour.
     */
    private int place(int j, long o, int depth, int sA, int sB) {
        placed[j] = true;
        off[j] = o;
        topAt[depth + 1] = Math.max(topAt[depth], o + m.size[j]);
        boolean unplacedNeighbour = false;
        int[] nb = m.nbr;
        long[] eff = m.nbrEff;
        for (int k = m.nbrStart[j]; k < m.nbrStart[j + 1]; k++) {
            int q = nb[k];
            if (placed[q]) {
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
        int effect = unplacedNeighbour ? NEIGHBOUR : 0;
        for (int s = spanLo[j]; s < spanHi[j] - 1; s++) {
            if (--cut[s] == 0 && s >= sA && s < sB - 1) {
                effect |= OPENED;
            }
        }
        return effect;
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
        for (int s = spanLo[j]; s < spanHi[j] - 1; s++) {
            cut[s]++;
        }
        placed[j] = false;
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
