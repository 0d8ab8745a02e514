package dev.berth.solvers.memory.timefold;

import ai.timefold.solver.core.api.domain.common.Lookup;
import ai.timefold.solver.core.preview.api.domain.metamodel.PlanningVariableMetaModel;
import ai.timefold.solver.core.preview.api.move.Move;
import ai.timefold.solver.core.preview.api.move.MutableSolutionView;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SequencedCollection;

/**
 * Gives some slots new offsets at once; every neighbourhood of {@link LayoutMoveFactory} produces one.
 * Timefold records the changes and undoes them itself.
 */
final class SetOffsetsMove implements Move<LayoutSolution> {
    private final MoveKind kind;
    private final OffsetSlot[] slots;
    private final long[] offsets;

    SetOffsetsMove(MoveKind kind, OffsetSlot[] slots, long[] offsets) {
        this.kind = kind;
        this.slots = slots;
        this.offsets = offsets;
    }

    @Override
    public void execute(MutableSolutionView<LayoutSolution> view) {
        PlanningVariableMetaModel<LayoutSolution, OffsetSlot, Long> variable = view.getSolutionMetaModel()
                .genuineEntity(OffsetSlot.class).basicVariable("offset", Long.class);
        for (int k = 0; k < slots.length; k++) {
            view.changeVariable(variable, slots[k], offsets[k]);
        }
    }

    @Override
    public SetOffsetsMove rebase(Lookup lookup) {
        OffsetSlot[] rebased = new OffsetSlot[slots.length];
        for (int k = 0; k < slots.length; k++) {
            rebased[k] = lookup.lookUpWorkingObject(slots[k]);
        }
        return new SetOffsetsMove(kind, rebased, offsets);
    }

    @Override
    public SequencedCollection<Object> getPlanningEntities() {
        return List.of((Object[]) slots);
    }

    @Override
    public SequencedCollection<Object> getPlanningValues() {
        List<Object> values = new ArrayList<>(offsets.length);
        for (long o : offsets) {
            values.add(o);
        }
        return values;
    }

    @Override
    public String describe() {
        return "SetOffsets(" + kind.name().toLowerCase(java.util.Locale.ROOT) + ")";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SetOffsetsMove m && kind == m.kind && Arrays.equals(slots, m.slots)
                && Arrays.equals(offsets, m.offsets);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * kind.hashCode() + Arrays.hashCode(slots)) + Arrays.hashCode(offsets);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(kind.name().toLowerCase(java.util.Locale.ROOT)).append(' ');
        for (int k = 0; k < slots.length; k++) {
            s.append(k == 0 ? "" : ", ").append("slot").append(slots[k].getIndex()).append("->").append(offsets[k]);
        }
        return s.toString();
    }
}
