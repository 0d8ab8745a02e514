package dev.berth.heuristics.memory;

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
    private static final int POLL_EVERY = 1024;

    private final MemoryProblem problem;
    private final SegmentIndex index;
    private final long[] offsets;
    private OccupancyTree occupancy;

    // the runs of forbidden offsets gathered for the buffer being placed, and a heap over their heads
    private long[][] runBounds = new long[16][];
    private int[] runCount = new int[16];
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

    /** The offsets of every buffer, or {@code null} when the budget ran out first. */
    long[] run(int[] sequence, GreedyFit fit, Budget budget) {
        occupancy = new OccupancyTree(index.times());
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            if (b.isFixed()) {
                place(i, b.fixedOffset());
            }
        }
        for (int k = 0; k < sequence.length; k++) {
            if (k % POLL_EVERY == POLL_EVERY - 1 && budget.exhausted()) {
                return null;
            }
            int b = sequence[k];
            place(b, choose(b, fit));
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
            if (lower > reach) {
                long x = alignUp(reach, alignment);
                if (x < lower) {
                    if (fit == GreedyFit.FIRST) {
                        return x;
                    }
                    if (lower - reach < bestRun) {
                        bestRun = lower - reach;
                        best = x;
                    }
                }
            }
            reach = Math.max(reach, runBounds[r][2 * runCursor[r] + 1] + runShiftUpper[r]);
            if (++runCursor[r] == runCount[r]) {
                heap[0] = heap[--size];
            } else {
                runHead[r] = runBounds[r][2 * runCursor[r]] + runShiftLower[r];
            }
            siftDown(0, size);
        }
        return best >= 0 ? best : alignUp(reach, alignment);
    }

    /** A run of taken ranges, as the forbidden offsets of the current segment. */
    private void addRun(long[] bounds, int count) {
        if (runs == runBounds.length) {
            int n = 2 * runs;
            runBounds = Arrays.copyOf(runBounds, n);
            runCount = Arrays.copyOf(runCount, n);
            runShiftLower = Arrays.copyOf(runShiftLower, n);
            runShiftUpper = Arrays.copyOf(runShiftUpper, n);
            runCursor = Arrays.copyOf(runCursor, n);
            runHead = Arrays.copyOf(runHead, n);
            heap = Arrays.copyOf(heap, n);
        }
        runBounds[runs] = bounds;
        runCount[runs] = count;
        runShiftLower[runs] = 1 - index.upper[currentSegment];
        runShiftUpper[runs] = -index.lower[currentSegment];
        runCursor[runs] = 0;
        runHead[runs] = bounds[0] + runShiftLower[runs];
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
        long r = Math.floorMod(x, alignment);
        return r == 0 ? x : x + alignment - r;
    }
}
