package dev.berth.solvers.memory.timefold;

import ai.timefold.solver.core.api.score.HardMediumSoftScore;
import ai.timefold.solver.core.api.score.calculator.IncrementalScoreCalculator;

import java.util.List;
import java.util.TreeMap;

/**
 * The score, kept up to date move by move. Hard: bytes held twice by live buffers (summed over pairs, so
 * partial repairs count). Medium: the peak. Soft: the sum of tops, so moves that lower a buffer without
 * lowering the peak still score better. The capacity needs no term: the value ranges end at it.
 *
 * <p>A changed slot costs one pass over its neighbours ({@link Interference}), the work its moves do anyway;
 * no pair is stored, so memory stays linear in the buffers however many of them are live together.
 */
public class LayoutScoreCalculator implements IncrementalScoreCalculator<LayoutSolution, HardMediumSoftScore> {
    private Interference interference;
    private long[] size;
    private long[] offsets;
    /** Each top and how many slots end there: the largest is the peak. */
    private TreeMap<Long, Integer> tops;
    private long overlap;
    private long topSum;
    private NeighbourCache neighbours;

    /** For Timefold, which creates the calculator. */
    public LayoutScoreCalculator() {
    }

    @Override
    public void resetWorkingSolution(LayoutSolution solution) {
        List<OffsetSlot> slots = solution.getSlots();
        interference = solution.getSupport().interference;
        neighbours = solution.getSupport().neighbours;
        int n = slots.size();
        size = new long[n];
        offsets = new long[n];
        tops = new TreeMap<>();
        topSum = 0;
        for (int i = 0; i < n; i++) {
            OffsetSlot s = slots.get(i);
            size[i] = s.getSize();
            offsets[i] = s.getOffset();
            addTop(i);
        }
        overlap = OverlapSweep.total(interference, offsets);
    }

    @Override
    public void beforeVariableChanged(Object entity, String variableName) {
        int slot = ((OffsetSlot) entity).getIndex();
        overlap -= overlapOf(slot);
        removeTop(slot);
    }

    @Override
    public void afterVariableChanged(Object entity, String variableName) {
        OffsetSlot s = (OffsetSlot) entity;
        int slot = s.getIndex();
        offsets[slot] = s.getOffset();
        overlap += overlapOf(slot);
        addTop(slot);
    }

    @Override
    public HardMediumSoftScore calculateScore() {
        long peak = tops.isEmpty() ? 0 : tops.lastKey();
        return HardMediumSoftScore.of(-overlap, -peak, -topSum);
    }

    private long overlapOf(int slot) {
        long total = 0;
        for (int j : neighbours.of(slot)) {
            total += interference.overlap(slot, offsets[slot], j, offsets[j]);
        }
        return total;
    }

    private void addTop(int slot) {
        long top = offsets[slot] + size[slot];
        tops.merge(top, 1, Integer::sum);
        topSum += top;
    }

    private void removeTop(int slot) {
        long top = offsets[slot] + size[slot];
        tops.merge(top, -1, (a, b) -> a + b == 0 ? null : a + b);
        topSum -= top;
    }
}
