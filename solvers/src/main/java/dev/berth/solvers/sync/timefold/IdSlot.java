package dev.berth.solvers.sync.timefold;

import ai.timefold.solver.core.api.domain.entity.PlanningEntity;
import ai.timefold.solver.core.api.domain.entity.PlanningPin;
import ai.timefold.solver.core.api.domain.valuerange.ValueRangeProvider;
import ai.timefold.solver.core.api.domain.variable.PlanningVariable;
import dev.berth.solvers.timefold.IndexedSlot;

import java.util.List;

/**
 * The physical id of one kept logical resource, the planning variable. Its range is the ids its class
 * offers (usable: below the limit, not reserved), so limits and reserved ids hold by construction; a pinned
 * resource is pinned in Timefold too and never moves.
 */
@PlanningEntity
public class IdSlot extends IndexedSlot {
    private int classIndex;
    @PlanningPin
    private boolean pinned;
    private List<Integer> range;
    @PlanningVariable(valueRangeProviderRefs = "ids")
    private Integer id;

    /** For Timefold's cloner. */
    public IdSlot() {
    }

    IdSlot(int index, int classIndex, boolean pinned, List<Integer> range, int id) {
        super(index);
        this.classIndex = classIndex;
        this.pinned = pinned;
        this.range = range;
        this.id = id;
    }

    @ValueRangeProvider(id = "ids")
    public List<Integer> getRange() {
        return range;
    }

    public int getClassIndex() {
        return classIndex;
    }

    public boolean isPinned() {
        return pinned;
    }

    public Integer getId() {
        return id;
    }

    public void setId(Integer id) {
        this.id = id;
    }

    @Override
    public String toString() {
        return "slot" + getIndex() + "@" + id;
    }
}
