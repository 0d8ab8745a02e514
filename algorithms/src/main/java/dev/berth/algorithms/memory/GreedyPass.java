package dev.berth.algorithms.memory;

import dev.berth.model.Budget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;

import java.util.Arrays;

/**
 * One greedy placement: pinned buffers at their offsets, then each buffer of a sequence in the gap chosen
 * by a {@link GreedyFit} among the placed buffers that overlap it in time.
 *
 * <p>The bytes taken while each segment of the new buffer is live come from an {@link OccupancyTree} as a
 * few sorted runs of merged ranges (their union is all that decides the gaps). The gaps are computed in
 * the space of candidate offsets {@code x}: bytes {@code [A, B)} taken while segment {@code s} is live
 * forbid every {@code x} with {@code [x + lower(s), x + upper(s))} meeting {@code [A, B)}, that is
 * {@code x} in {@code [A - upper(s) + 1, B - lower(s))}, a shift that keeps each run sorted. Without gap
 * windows this is the usual "address gap between neighbours": a gap of {@code w} free bytes is a run of
 * {@code w - size + 1} allowed offsets, so "smallest gap" and "shortest run" agree; with windows, the part
 * of a buffer that a window frees is really reused. The runs are merged in order of {@code x} with a small
 * heap (no sort), and the allowed stretches between them are the candidate gaps.
 */
final class GreedyPass {
    /** a placement costs microseconds to milliseconds (it grows with the buffers live): a cheap clock read every few */
    private static final int POLL_EVERY = 16;
    /** What a {@linkplain #replay(int[], int, GreedyFit, Budget, long) replay under a ceiling} returns when cut off. */
    static final long[] ABOVE = new long[0];

    private final MemoryProblem problem;
    private final SegmentIndex index;
    private final long[] offsets;
    private OccupancyTree occupancy;
    // replay: whether the tree keeps a journal of a complete pass, and its mark before each position
    private boolean journaled;
    private int[] marks = new int[0];
    private int placed; // positions of the sequence the journal holds

    // the runs of forbidden offsets gathered for the buffer being placed, and a heap over their heads
    private RangeSet[] runSet = new RangeSet[16];
    private long[] runLength = new long[16]; // the bytes of the run's segment: no gap of the run shorter helps
    private long[] runShiftLower = new long[16];
    private long[] runShiftUpper = new long[16];
    private int[] runCursor = new int[16];
    private long[] runHead = new long[16]; // forbidden lower end of the run's current range
    private int runs;
    private int[] heap = new int[16];
    private int currentSegment;
    private final OccupancyTree.RunSink collect = this::addRun;

    GreedyPass(MemoryProblem problem, SegmentIndex index) {
        this.problem = problem;
        this.index = index;
        this.offsets = new long[problem.size()];
    }

    /**
     * The offsets of every buffer, or {@code null} when the budget ran out first. A best fit over a sequence by
     * start time on a plain instance is the same layout as a {@link LinearScan}, which makes it.
     */
    long[] run(int[] sequence, GreedyFit fit, Budget budget) {
        journaled = false;
        if (fit == GreedyFit.BEST && LinearScan.applies(problem, sequence)) {
            return LinearScan.run(problem, sequence, budget);
        }
        occupancy = new OccupancyTree(index.times());
        placePins();
        return placeFrom(sequence, 0, fit, budget, Long.MAX_VALUE);
    }

    /**
     * The same offsets as {@link #run}, computed from position {@code from} of {@code sequence} on: the
     * placements before it are taken from the previous {@code replay} or {@link #restore}, whose sequence must
     * agree with this one before {@code from} (a pass depends only on what was placed before). The first call,
     * or one after a pass the budget cut short, starts from scratch.
     */
    long[] replay(int[] sequence, int from, GreedyFit fit, Budget budget) {
        return replay(sequence, from, fit, budget, Long.MAX_VALUE);
    }

    /**
     * {@link #replay}, stopped with {@link #ABOVE} as soon as a buffer of non-zero size ends above
     * {@code ceiling}: the layout's peak would exceed it, and a search that only keeps lower or equal peaks
     * need not finish the pass. The journal then holds the placements up to that buffer, which a later replay
     * from a position no later than that buffer's takes back as usual.
     */
    long[] replay(int[] sequence, int from, GreedyFit fit, Budget budget, long ceiling) {
        if (!journaled || marks.length != sequence.length + 1) {
            startJournal(sequence.length);
            from = 0;
        }
        from = Math.min(from, placed); // a pass cut off at the ceiling holds only its first positions
        if (!occupancy.undoTo(marks[from], budget)) {
            journaled = false;
            return null;
        }
        long[] out = placeFrom(sequence, from, fit, budget, ceiling);
        journaled = out != null;
        return out;
    }

    /**
     * Brings the journaled state back to {@code sequence} placed at {@code placed} (a layout a replay of it
     * made), re-placing only from position {@code from} on, without choosing any gap: how a search returns
     * to its current order after trying another that agreed with it before {@code from}. Without a complete
     * journaled pass it places the whole sequence so. When {@code budget} runs out first the journal is
     * dropped, and the next replay starts from scratch.
     */
    void restore(int[] sequence, long[] placed, int from, Budget budget) {
        if (!journaled || marks.length != sequence.length + 1) {
            startJournal(sequence.length);
            from = 0;
        }
        from = Math.min(from, this.placed);
        if (!occupancy.undoTo(marks[from], budget)) {
            journaled = false;
            return;
        }
        for (int k = from; k < sequence.length; k++) {
            if (k % POLL_EVERY == POLL_EVERY - 1 && budget.exhausted()) {
                journaled = false; // the next replay starts afresh
                return;
            }
            marks[k] = occupancy.mark();
            place(sequence[k], placed[sequence[k]]);
        }
        marks[sequence.length] = occupancy.mark();
        this.placed = sequence.length;
    }

    /** A fresh, journaled occupancy with the pins placed, for a sequence of {@code length} buffers. */
    private void startJournal(int length) {
        occupancy = new OccupancyTree(index.times());
        occupancy.journal();
        placePins();
        marks = new int[length + 1];
        marks[0] = occupancy.mark(); // the pins stay: every sequence starts from them
        journaled = true;
    }

    private void placePins() {
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            if (b.isFixed()) {
                place(i, b.fixedOffset());
            }
        }
    }

    private long[] placeFrom(int[] sequence, int from, GreedyFit fit, Budget budget, long ceiling) {
        for (int k = from; k < sequence.length; k++) {
            if (k % POLL_EVERY == POLL_EVERY - 1 && budget.exhausted()) {
                return null;
            }
            if (journaled) {
                marks[k] = occupancy.mark();
            }
            int b = sequence[k];
            long x = choose(b, fit);
            long size = problem.buffer(b).size();
            if (size > 0 && x > ceiling - size) {
                placed = k;
                return ABOVE;
            }
            place(b, x);
        }
        placed = sequence.length;
        if (journaled) {
            marks[sequence.length] = occupancy.mark();
        }
        return offsets.clone();
    }

    private void place(int b, long offset) {
        offsets[b] = offset;
        for (int s = index.firstSegment[b]; s < index.firstSegment[b + 1]; s++) {
            occupancy.add(index.start[s], index.end[s], offset + index.lower[s], offset + index.upper[s]);
        }
    }

    private long choose(int b, GreedyFit fit) {
        runs = 0;
        for (int s = index.firstSegment[b]; s < index.firstSegment[b + 1]; s++) {
            currentSegment = s;
            occupancy.query(index.start[s], index.end[s], collect);
        }
        for (int r = 0; r < runs; r++) {
            heap[r] = r;
        }
        int size = runs;
        for (int i = size / 2 - 1; i >= 0; i--) {
            siftDown(i, size);
        }
        long alignment = problem.buffer(b).alignment();
        long best = -1;
        long bestRun = Long.MAX_VALUE;
        long reach = 0; // every offset below reach is forbidden (or negative)
        while (size > 0) {
            int r = heap[0];
            long lower = runHead[r];
            // a stretch [reach, lower) of allowed offsets: a gap, if an aligned offset falls in it (the
            // length test first: it is cheaper than aligning and fails for most gaps of a best fit)
            if (lower > reach && (fit == GreedyFit.FIRST || lower - reach < bestRun)) {
                long x = alignUp(reach, alignment);
                if (x < lower) {
                    if (fit == GreedyFit.FIRST) {
                        return x;
                    }
                    bestRun = lower - reach;
                    best = x;
                    if (bestRun == 1) {
                        return best; // a gap of exactly the buffer's size: no later gap is smaller
                    }
                }
            }
            // the ranges of this run up to the first gap the segment fits in forbid every offset in between
            int upTo = runCursor[r];
            long[] bounds = runSet[r].bounds;
            if (upTo + 1 < runSet[r].count && bounds[2 * upTo + 2] - bounds[2 * upTo + 1] < runLength[r]) {
                upTo = runSet[r].firstGapAtLeast(upTo + 1, runLength[r]); // (the tree only when it can help)
            }
            reach = Math.max(reach, bounds[2 * upTo + 1] + runShiftUpper[r]);
            // skip the run's ranges that end within reach: they can neither open a gap nor extend it. With
            // many runs over a densely packed memory, most ranges lie under a larger one of another run.
            int next = skipCovered(r, upTo + 1, reach);
            if (next == runSet[r].count) {
                heap[0] = heap[--size];
            } else {
                runCursor[r] = next;
                runHead[r] = runSet[r].bounds[2 * next] + runShiftLower[r];
            }
            siftDown(0, size);
        }
        return best >= 0 ? best : alignUp(reach, alignment);
    }

    /**
     * The first range of run {@code r} at or after {@code from} whose forbidden offsets reach beyond
     * {@code reach} (their upper ends grow along the run): a gallop, so that the next range costs one
     * comparison and a long covered stretch a logarithm.
     */
    private int skipCovered(int r, int from, long reach) {
        long[] bounds = runSet[r].bounds;
        int count = runSet[r].count;
        long limit = reach - runShiftUpper[r]; // a range is covered when its upper end is at most this
        if (from >= count || bounds[2 * from + 1] > limit) {
            return from;
        }
        int lo = from; // covered
        int step = 1;
        int hi = from + 1;
        while (hi < count && bounds[2 * hi + 1] <= limit) {
            lo = hi;
            step <<= 1;
            hi = lo + step;
        }
        hi = Math.min(hi, count);
        // lo covered; hi not covered or the end
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (bounds[2 * mid + 1] <= limit) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return hi;
    }

    /** A run of taken ranges, as the forbidden offsets of the current segment. */
    private void addRun(RangeSet run) {
        if (runs == runSet.length) {
            int n = 2 * runs;
            runSet = Arrays.copyOf(runSet, n);
            runLength = Arrays.copyOf(runLength, n);
            runShiftLower = Arrays.copyOf(runShiftLower, n);
            runShiftUpper = Arrays.copyOf(runShiftUpper, n);
            runCursor = Arrays.copyOf(runCursor, n);
            runHead = Arrays.copyOf(runHead, n);
            heap = Arrays.copyOf(heap, n);
        }
        runSet[runs] = run;
        runLength[runs] = index.upper[currentSegment] - index.lower[currentSegment];
        runShiftLower[runs] = 1 - index.upper[currentSegment];
        runShiftUpper[runs] = -index.lower[currentSegment];
        runCursor[runs] = 0;
        runHead[runs] = run.bounds[0] + runShiftLower[runs];
        runs++;
    }

    private void siftDown(int i, int size) {
        int r = heap[i];
        long key = size > i ? runHead[r] : 0;
        while (true) {
            int c = 2 * i + 1;
            if (c >= size) {
                break;
            }
            if (c + 1 < size && runHead[heap[c + 1]] < runHead[heap[c]]) {
                c++;
            }
            if (runHead[heap[c]] >= key) {
                break;
            }
            heap[i] = heap[c];
            i = c;
        }
        if (i < size) {
            heap[i] = r;
        }
    }

    static long alignUp(long x, long alignment) {
        if (alignment == 1) {
            return x;
        }
        long r = Math.floorMod(x, alignment);
        return r == 0 ? x : x + alignment - r;
    }
}
