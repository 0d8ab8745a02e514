package dev.berth.solvers.memory.timefold;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/** What the moves read besides the offsets: fixed per solve, shared by every clone of the solution. */
final class MoveSupport {
    final Interference interference;
    final FreePositions free;
    final List<MoveKind> kinds;
    /** Slots Timefold may move. */
    final int[] movable;
    /** Per slot: the other movable slots of the same size (swap partners). */
    final int[][] sameSize;
    /** Moves one step may try before the search counts as converged (see {@link #stalled()}). */
    final int stallLimit;
    /** Steps taken: Timefold asks the factory for one move iterator per step. */
    private final AtomicLong steps = new AtomicLong();
    private final AtomicLong stalls = new AtomicLong();
    private final AtomicLong moves = new AtomicLong();
    private volatile Runnable onStall = () -> { };

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
        this.free = new FreePositions(interference, size, alignment, max);
        this.kinds = List.copyOf(kinds);
        this.movable = free.stream().mapToInt(Integer::intValue).toArray();
        this.stallLimit = Math.max(1000, 20 * movable.length);
        this.sameSize = new int[n][];
        for (int i = 0; i < n; i++) {
            List<Integer> group = slots.get(i).isPinned() ? List.of() : bySize.get(size[i]);
            int self = i;
            sameSize[i] = group.stream().mapToInt(Integer::intValue).filter(j -> j != self).toArray();
        }
    }

    void stepStarted() {
        steps.incrementAndGet();
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

    void stalled() {
        stalls.incrementAndGet();
        onStall.run();
    }

    long stalls() {
        return stalls.get();
    }
}
