package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.api.domain.common.PlanningId;
import ai.timefold.solver.core.api.domain.entity.PlanningEntity;
import ai.timefold.solver.core.api.domain.variable.PlanningVariable;

/** One tile; its planning variable is the tile's {@link TileState} (block order and group addresses). */
@PlanningEntity
public class TileSlot {
    @PlanningId
    private Integer tile;
    @PlanningVariable(valueRangeProviderRefs = TileSearchSolution.STATES)
    private TileState state;

    /** For Timefold's cloner. */
    public TileSlot() {
    }

    TileSlot(int tile, TileState state) {
        this.tile = tile;
        this.state = state;
    }

    public Integer getTile() {
        return tile;
    }

    public TileState getState() {
        return state;
    }

    public void setState(TileState state) {
        this.state = state;
    }

    @Override
    public String toString() {
        return "tile" + tile;
    }
}
