package dev.berth.solvers.timefold;

import ai.timefold.solver.core.api.domain.common.PlanningId;

/**
 * What the planning entities of every family have: an index, which numbers an entity among those of its
 * class (a slot, a tile, a structure) and is its planning id, by which Timefold matches it with its clones.
 * Deliberately not annotated as an entity and without a planning variable: Timefold would make an annotated
 * superclass an entity class of its own (and reject it for having no variable), and it reads a variable's
 * type from the declaring field, where a type parameter would be erased.
 */
public abstract class IndexedSlot {
    @PlanningId
    private Integer index;

    /** For Timefold's cloner. */
    protected IndexedSlot() {
    }

    protected IndexedSlot(int index) {
        this.index = index;
    }

    public Integer getIndex() {
        return index;
    }
}
