package dev.berth.solvers.sync.timefold;

import ai.timefold.solver.core.api.domain.common.Lookup;
import ai.timefold.solver.core.preview.api.domain.metamodel.PlanningVariableMetaModel;
import ai.timefold.solver.core.preview.api.move.Move;
import ai.timefold.solver.core.preview.api.move.MutableSolutionView;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SequencedCollection;

/** Gives some slots new ids at once; every move of {@link IdMoves} is one. Timefold undoes it itself. */
final class SetIdsMove implements Move<IdSolution> {
    private final IdMoveKind kind;
    private final IdSlot[] slots;
    private final int[] ids;

    SetIdsMove(IdMoveKind kind, IdSlot[] slots, int[] ids) {
        this.kind = kind;
        this.slots = slots;
        this.ids = ids;
    }

    @Override
    public void execute(MutableSolutionView<IdSolution> view) {
        PlanningVariableMetaModel<IdSolution, IdSlot, Integer> variable = view.getSolutionMetaModel()
                .genuineEntity(IdSlot.class).basicVariable("id", Integer.class);
        for (int k = 0; k < slots.length; k++) {
            view.changeVariable(variable, slots[k], ids[k]);
        }
    }

    @Override
    public SetIdsMove rebase(Lookup lookup) {
        IdSlot[] rebased = new IdSlot[slots.length];
        for (int k = 0; k < slots.length; k++) {
            rebased[k] = lookup.lookUpWorkingObject(slots[k]);
        }
        return new SetIdsMove(kind, rebased, ids);
    }

    @Override
    public SequencedCollection<Object> getPlanningEntities() {
        return List.of((Object[]) slots);
    }

    @Override
    public SequencedCollection<Object> getPlanningValues() {
        List<Object> values = new ArrayList<>(ids.length);
        for (int id : ids) {
            values.add(id);
        }
        return values;
    }

    @Override
    public String describe() {
        return "SetIds(" + kind.name().toLowerCase(Locale.ROOT) + ")";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SetIdsMove m && kind == m.kind && Arrays.equals(slots, m.slots) && Arrays.equals(ids, m.ids);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * kind.hashCode() + Arrays.hashCode(slots)) + Arrays.hashCode(ids);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(kind.name().toLowerCase(Locale.ROOT)).append(' ');
        for (int k = 0; k < slots.length; k++) {
            s.append(k == 0 ? "" : ", ").append("slot").append(slots[k].getIndex()).append("->").append(ids[k]);
        }
        return s.toString();
    }
}
