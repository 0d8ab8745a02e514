package dev.berth.solvers.timefold;

import ai.timefold.solver.core.api.domain.common.Lookup;

/**
 * Gives some slots new values of their one planning variable at once (memory's offsets, sync's ids). A
 * family's subclass only names its variable, so a rebased copy is of this class: it sets the same values.
 */
public class SetSlotsMove<S, E extends IndexedSlot, V, K extends Enum<K>> extends SetValuesMove<S, K> {
    private final Assignments<S, E, V> values;

    protected SetSlotsMove(String name, K kind, Assignments<S, E, V> values) {
        super(name, kind, values);
        this.values = values;
    }

    @Override
    public SetSlotsMove<S, E, V, K> rebase(Lookup lookup) {
        return new SetSlotsMove<>(name(), kind(), values.rebase(lookup));
    }

    @Override
    public String toString() {
        return kindName() + ' ' + values.describe(s -> "slot" + s.getIndex(), ", ");
    }
}
