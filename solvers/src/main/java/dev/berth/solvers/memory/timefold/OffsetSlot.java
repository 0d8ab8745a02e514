package dev.berth.solvers.memory.timefold;

import ai.timefold.solver.core.api.domain.entity.PlanningEntity;
import ai.timefold.solver.core.api.domain.entity.PlanningPin;
import ai.timefold.solver.core.api.domain.valuerange.ValueRange;
import ai.timefold.solver.core.api.domain.valuerange.ValueRangeFactory;
import ai.timefold.solver.core.api.domain.valuerange.ValueRangeProvider;
import ai.timefold.solver.core.api.domain.variable.PlanningVariable;
import dev.berth.solvers.timefold.IndexedSlot;

/**
 * The offset of one buffer of non-zero size, the planning variable. Its range holds the multiples of the
 * alignment in {@code [0, maxOffset]}, so every value respects the alignment and the capacity; a pinned
 * buffer's range is its fixed offset alone and Timefold never moves it.
 */
@PlanningEntity
public class OffsetSlot extends IndexedSlot {
    private long size;
    private long alignment;
    private long maxOffset;
    @PlanningPin
    private boolean pinned;
    @PlanningVariable
    private Long offset;

    /** For Timefold's cloner. */
    public OffsetSlot() {
    }

    OffsetSlot(int index, long size, long alignment, long maxOffset, boolean pinned, long offset) {
        super(index);
        this.size = size;
        this.alignment = alignment;
        this.maxOffset = maxOffset;
        this.pinned = pinned;
        this.offset = offset;
    }

    @ValueRangeProvider
    public ValueRange<Long> getOffsetRange() {
        if (pinned) {
            return ValueRangeFactory.createLongValueRange(offset, offset + 1);
        }
        return ValueRangeFactory.createLongValueRange(0, maxOffset + alignment, alignment);
    }

    public long getSize() {
        return size;
    }

    public long getAlignment() {
        return alignment;
    }

    public long getMaxOffset() {
        return maxOffset;
    }

    public boolean isPinned() {
        return pinned;
    }

    public Long getOffset() {
        return offset;
    }

    public void setOffset(Long offset) {
        this.offset = offset;
    }

    public long getTop() {
        return offset + size;
    }

    @Override
    public String toString() {
        return "slot" + getIndex() + "@" + offset;
    }
}
