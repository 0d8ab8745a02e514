package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.api.domain.entity.PlanningEntity;
import ai.timefold.solver.core.api.domain.variable.PlanningVariable;
import dev.berth.solvers.timefold.IndexedSlot;

/**
 * The decision of one shareable structure (its index): its planning variable is the master tile,
 * {@link #REPLICATED} when every user keeps a copy.
 */
@PlanningEntity
public class DecisionSlot extends IndexedSlot {
    static final int REPLICATED = -1;
    @PlanningVariable(valueRangeProviderRefs = TileSearchSolution.MASTERS)
    private Integer master;

    /** For Timefold's cloner. */
    public DecisionSlot() {
    }

    DecisionSlot(int structure, int master) {
        super(structure);
        this.master = master;
    }

    public Integer getMaster() {
        return master;
    }

    public void setMaster(Integer master) {
        this.master = master;
    }

    @Override
    public String toString() {
        return "structure" + getIndex() + (master < 0 ? " replicated" : " on " + master);
    }
}
