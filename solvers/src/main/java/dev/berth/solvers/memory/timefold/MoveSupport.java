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
    /** Steps taken: Timefold asks the factory for one move iterator per step. */
    private final AtomicLong steps = new AtomicLong();

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

    long steps() {
        return steps.get();
    }
}
