package dev.berth.solvers.memory.timefold;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;

/** What the moves read besides the offsets: fixed per solve, shared by every clone of the solution. */
final class MoveSupport {
    final Interference interference;
    final NeighbourCache neighbours;
    final FreePositions free;
    final List<MoveKind> kinds;
    /** Slots Timefold may move. */
    final int[] movable;
    /** Groups of movable slots of the same size (swap partners), and each slot's group (-1 when pinned). */
    private final int[][] sameSize;
    private final int[] groupOf;
    /** Moves one step may try before the search counts as converged (see {@link #stalled()}). */
    final int stallLimit;
    /** Steps taken: Timefold asks the factory for one move iterator per step. */
    private final AtomicLong steps = new AtomicLong();
    private final AtomicLong stalls = new AtomicLong();
    private final AtomicLong moves = new AtomicLong();
    private volatile Runnable onStall = () -> { };
    private volatile boolean stopRequested;
    private volatile long firstStepNanos;

    MoveSupport(Interference interference, List<OffsetSlot> slots, List<MoveKind> kinds) {
        int n = slots.size();
        long[] size = new long[n];
        long[] alignment = new long[n];
        long[] max = new long[n];
        List<Integer> free = new ArrayList<>();
        Map<Long, List<Integer>> bySize = new HashMap<>();
        for (int i = 0; i < n; i++) {
            OffsetSlot s = slots.get(i);
            size[i] = s.getSize();
            alignment[i] = s.getAlignment();
            max[i] = s.getMaxOffset();
            if (!s.isPinned()) {
                free.add(i);
                bySize.computeIfAbsent(s.getSize(), k -> new ArrayList<>()).add(i);
            }
        }
        this.interference = interference;
        this.neighbours = new NeighbourCache(interference);
        this.free = new FreePositions(interference, neighbours, size, alignment, max);
        this.kinds = List.copyOf(kinds);
        this.movable = free.stream().mapToInt(Integer::intValue).toArray();
        this.stallLimit = Math.max(1000, 20 * movable.length);
        // one array per size, not per slot: thousands of buffers of one size are common in real traces
        this.sameSize = new int[bySize.size()][];
        this.groupOf = new int[n];
        Arrays.fill(groupOf, -1);
        int g = 0;
        for (List<Integer> group : bySize.values()) {
            sameSize[g] = group.stream().mapToInt(Integer::intValue).toArray();
            for (int i : sameSize[g]) {
                groupOf[i] = g;
            }
            g++;
        }
    }

    /** A random other movable slot of the same size as {@code slot}, or -1 when there is none. */
    int sameSizePartner(int slot, RandomGenerator random) {
        if (groupOf[slot] < 0 || sameSize[groupOf[slot]].length < 2) {
            return -1;
        }
        int[] group = sameSize[groupOf[slot]];
        int j = group[random.nextInt(group.length - 1)];
        return j == slot ? group[group.length - 1] : j;
    }

    void stepStarted() {
        if (steps.getAndIncrement() == 0) {
            firstStepNanos = System.nanoTime();
        }
    }

    /** When the first step began ({@link System#nanoTime()}), or 0 before. */
    long firstStepNanos() {
        return firstStepNanos;
    }

    void moveSelected() {
        moves.incrementAndGet();
    }

    long moves() {
        return moves.get();
    }

    long steps() {
        return steps.get();
    }

    /** What to do when a step finds no acceptable move in {@link #stallLimit} tries: the search has converged. */
    void onStall(Runnable action) {
        onStall = action;
    }

    /** The search is being terminated: a step must hand Timefold a move now, so that it sees the termination. */
    void requestStop() {
        stopRequested = true;
    }

    boolean stopRequested() {
        return stopRequested;
    }

    void stalled() {
        stalls.incrementAndGet();
        onStall.run();
    }

    long stalls() {
        return stalls.get();
    }
}
