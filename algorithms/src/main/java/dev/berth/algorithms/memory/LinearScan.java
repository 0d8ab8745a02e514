package dev.berth.algorithms.memory;

import dev.berth.model.Budget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;

import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A best-fit greedy pass over buffers taken in order of start time, done as a sweep over time: O(n log n)
 * instead of the general pass's O(n x live).
 *
 * <p>Taken by start, every buffer placed before one that starts at {@code s} started at or before {@code s},
 * so it meets {@code [s, e)} exactly when it is still live at {@code s}. The gaps among the placed buffers
 * that overlap the new one are then the free blocks of one memory at one instant, which a sweep keeps as
 * buffers end, as a register allocator's linear scan or a run-time allocator would. The smallest block where
 * the buffer fits once aligned, the lowest of equal ones, is the general pass's best fit, so the layout is
 * the one {@link GreedyPass} gives for the same sequence (a test compares them); only instances with no pins,
 * no gaps and no zero-size buffer qualify (a pin occupies memory before its start, a gap frees it inside a
 * lifetime, and a zero-size buffer may sit on a boundary of occupied bytes).
 */
final class LinearScan {
    /** a placement costs microseconds: a clock read every few thousand */
    private static final int POLL_EVERY = 4096;

    private record Block(long length, long start) implements Comparable<Block> {
        @Override
        public int compareTo(Block o) {
            int c = Long.compare(length, o.length);
            return c != 0 ? c : Long.compare(start, o.start);
        }
    }

    private final TreeMap<Long, Long> byStart = new TreeMap<>(); // free blocks: start -> end
    private final TreeSet<Block> bySize = new TreeSet<>();

    private LinearScan() {
    }

    /**
     * Above this many buffers a greedy search starts with the sweep when it applies: a pass by size with
     * first fit (lower peaks, often by 1 %) took 51 s at 300k buffers and 50–290 s at 1M on a shared 2-core
     * machine, so a minute's budget could otherwise end with no layout at all.
     */
    static final int LEADS_ABOVE = GreedyMemoryAllocator.SWEEP_FIRST_ABOVE;

    /** Whether a search should make the sweep's layout first: a large plain instance. */
    static boolean leads(MemoryProblem problem) {
        return problem.size() > LEADS_ABOVE && plain(problem);
    }

    /** Whether the sweep gives the general pass's layout: a plain instance and a sequence sorted by start. */
    static boolean applies(MemoryProblem problem, int[] sequence) {
        if (!plain(problem)) {
            return false;
        }
        for (int k = 1; k < sequence.length; k++) {
            if (problem.buffer(sequence[k]).start() < problem.buffer(sequence[k - 1]).start()) {
                return false;
            }
        }
        return true;
    }

    /** No pins, no gaps, no zero-size buffer. */
    static boolean plain(MemoryProblem problem) {
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            if (b.isFixed() || !b.gaps().isEmpty() || b.size() <= 0) {
                return false;
            }
        }
        return true;
    }

    /** The offsets of every buffer, or {@code null} when the budget ran out first; see {@link #applies}. */
    static long[] run(MemoryProblem problem, int[] sequence, Budget budget) {
        return new LinearScan().sweep(problem, sequence, budget);
    }

    private long[] sweep(MemoryProblem problem, int[] sequence, Budget budget) {
        long[] offsets = new long[problem.size()];
        addFree(0, Long.MAX_VALUE);
        // live buffers by end: those ending by the next start give their bytes back first
        PriorityQueue<long[]> live = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        for (int k = 0; k < sequence.length; k++) {
            if (k % POLL_EVERY == POLL_EVERY - 1 && budget.exhausted()) {
                return null;
            }
            Buffer b = problem.buffer(sequence[k]);
            while (!live.isEmpty() && live.peek()[0] <= b.start()) {
                long[] ended = live.poll();
                release(ended[1], ended[2]);
            }
            long x = take(b.size(), b.alignment());
            offsets[sequence[k]] = x;
            live.add(new long[] {b.end(), x, b.size()});
        }
        return offsets;
    }

    /** Takes {@code size} bytes from the smallest block where they fit once aligned (the lowest of equal ones). */
    private long take(long size, long alignment) {
        for (Block block : bySize.tailSet(new Block(size, Long.MIN_VALUE))) {
            long x = GreedyPass.alignUp(block.start, alignment);
            long end = block.length == Long.MAX_VALUE ? Long.MAX_VALUE : block.start + block.length;
            if (x - block.start <= block.length - size) {
                removeFree(block.start, end);
                if (x > block.start) {
                    addFree(block.start, x);
                }
                if (end == Long.MAX_VALUE || x + size < end) {
                    addFree(x + size, end);
                }
                return x;
            }
        }
        throw new IllegalStateException("the top block is unbounded");
    }

    /** Gives {@code [x, x + size)} back, joined with the free blocks it touches. */
    private void release(long x, long size) {
        long start = x;
        long end = x + size;
        Map.Entry<Long, Long> below = byStart.floorEntry(x);
        if (below != null && below.getValue() == x) {
            start = below.getKey();
            removeFree(start, x);
        }
        Long after = byStart.get(end);
        if (after != null) {
            removeFree(end, after);
            end = after;
        }
        addFree(start, end);
    }

    private void addFree(long start, long end) {
        byStart.put(start, end);
        bySize.add(new Block(end == Long.MAX_VALUE ? Long.MAX_VALUE : end - start, start));
    }

    private void removeFree(long start, long end) {
        byStart.remove(start);
        bySize.remove(new Block(end == Long.MAX_VALUE ? Long.MAX_VALUE : end - start, start));
    }
}
