package dev.berth.solvers.channels.timefold;

import dev.berth.solvers.channels.OffsetGrid;
import ai.timefold.solver.core.api.domain.entity.PlanningEntity;
import ai.timefold.solver.core.api.domain.valuerange.ValueRange;
import ai.timefold.solver.core.api.domain.valuerange.ValueRangeFactory;
import ai.timefold.solver.core.api.domain.valuerange.ValueRangeProvider;
import ai.timefold.solver.core.api.domain.variable.PlanningVariable;
import dev.berth.solvers.timefold.IndexedSlot;

/**
 * The offset of one buffer the instance leaves unplaced, the planning variable. Its range is the multiples of
 * the grid's step in {@code [0, capacity − size]} ({@link OffsetGrid}), so every value keeps the buffer inside
 * the pool: that hard constraint holds by construction.
 */
@PlanningEntity
public class PlacementSlot extends IndexedSlot {
    private int buffer;
    private long size;
    private long step;
    private long maxOffset;
    @PlanningVariable
    private Long offset;

    /** For Timefold's cloner. */
    public PlacementSlot() {
    }

    PlacementSlot(int index, int buffer, long size, long step, long maxOffset, long offset) {
        super(index);
        this.buffer = buffer;
        this.size = size;
        this.step = step;
        this.maxOffset = maxOffset;
        this.offset = offset;
    }

    @ValueRangeProvider
    public ValueRange<Long> getOffsetRange() {
        return ValueRangeFactory.createLongValueRange(0, maxOffset + step, step);
    }

    /** The buffer's index in the problem. */
    public int getBuffer() {
        return buffer;
    }

    public long getSize() {
        return size;
    }

    public long getMaxOffset() {
        return maxOffset;
    }

    public Long getOffset() {
        return offset;
    }

    public void setOffset(Long offset) {
        this.offset = offset;
    }

    @Override
    public String toString() {
        return "slot" + getIndex() + "@" + offset;
    }
}
