package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.api.domain.common.PlanningId;
import ai.timefold.solver.core.api.domain.entity.PlanningEntity;
import ai.timefold.solver.core.api.domain.variable.PlanningVariable;

/**
 * The decision of one shareable structure: its planning variable is the master tile, {@link #REPLICATED}
 * when every user keeps a copy.
 */
@PlanningEntity
public class DecisionSlot {
    static final int REPLICATED = -1;
    @PlanningId
    private Integer structure;
    @PlanningVariable(valueRangeProviderRefs = TileSearchSolution.MASTERS)
    private Integer master;

    /** For Timefold's cloner. */
    public DecisionSlot() {
    }

    DecisionSlot(int structure, int master) {
        this.structure = structure;
        this.master = master;
    }

    public Integer getStructure() {
        return structure;
    }

    public Integer getMaster() {
        return master;
    }

    public void setMaster(Integer master) {
        this.master = master;
    }

    @Override
    public String toString() {
        return "structure" + structure + (master < 0 ? " replicated" : " on " + master);
    }
}
