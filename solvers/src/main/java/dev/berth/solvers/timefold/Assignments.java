package dev.berth.solvers.timefold;

import ai.timefold.solver.core.api.domain.common.Lookup;
import ai.timefold.solver.core.preview.api.domain.metamodel.PlanningVariableMetaModel;
import ai.timefold.solver.core.preview.api.move.MutableSolutionView;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/**
 * New values of one planning variable for some entities, the k-th value for the k-th entity: what a
 * {@link SetValuesMove} sets. The arrays are taken as they are and never written.
 */
public final class Assignments<S, E, V> {
    private final BasicVariable<S, E, V> variable;
    private final E[] entities;
    private final V[] values;

    public Assignments(BasicVariable<S, E, V> variable, E[] entities, V[] values) {
        if (entities.length != values.length) {
            throw new IllegalArgumentException(entities.length + " entities but " + values.length + " values");
        }
        this.variable = variable;
        this.entities = entities;
        this.values = values;
    }

    public List<E> entities() {
        return Collections.unmodifiableList(Arrays.asList(entities));
    }

    void applyTo(MutableSolutionView<S> view) {
        // a move may set another variable only; then this one's metamodel need not be looked up
        if (entities.length == 0) {
            return;
        }
        PlanningVariableMetaModel<S, E, V> meta = variable.in(view);
        for (int k = 0; k < entities.length; k++) {
            view.changeVariable(meta, entities[k], values[k]);
        }
    }

    /** The same values for the working solution's copies of the entities (the values are not entities). */
    public Assignments<S, E, V> rebase(Lookup lookup) {
        E[] rebased = entities.clone();
        for (int k = 0; k < rebased.length; k++) {
            rebased[k] = lookup.lookUpWorkingObject(entities[k]);
        }
        return new Assignments<>(variable, rebased, values);
    }

    void addEntitiesTo(List<Object> out) {
        out.addAll(Arrays.asList(entities));
    }

    void addValuesTo(List<Object> out) {
        out.addAll(Arrays.asList(values));
    }

    /** {@code label->value} for each entity, with {@code separator} between them. */
    public String describe(Function<? super E, ?> label, String separator) {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < entities.length; k++) {
            s.append(k == 0 ? "" : separator).append(label.apply(entities[k])).append("->").append(values[k]);
        }
        return s.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Assignments<?, ?, ?> a && variable.equals(a.variable) && Arrays.equals(entities, a.entities)
                && Arrays.equals(values, a.values);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(entities) + Arrays.hashCode(values);
    }
}
