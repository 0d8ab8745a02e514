package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.api.domain.entity.PlanningEntity;
import ai.timefold.solver.core.api.domain.variable.PlanningVariable;
import dev.berth.solvers.timefold.IndexedSlot;

/** One tile (its index); its planning variable is the tile's {@link TileState} (block order and group addresses). */
@PlanningEntity
public class TileSlot extends IndexedSlot {
    @PlanningVariable(valueRangeProviderRefs = TileSearchSolution.STATES)
    private TileState state;

    /** For Timefold's cloner. */
    public TileSlot() {
    }

    TileSlot(int tile, TileState state) {
        super(tile);
        this.state = state;
    }

    public TileState getState() {
        return state;
    }

    public void setState(TileState state) {
        this.state = state;
    }

    @Override
    public String toString() {
        return "tile" + getIndex();
    }
}
