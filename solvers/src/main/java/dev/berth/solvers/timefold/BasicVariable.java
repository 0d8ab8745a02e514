package dev.berth.solvers.timefold;

import ai.timefold.solver.core.preview.api.domain.metamodel.PlanningVariableMetaModel;
import ai.timefold.solver.core.preview.api.move.MutableSolutionView;

/**
 * A basic planning variable as Timefold's metamodel names it: the entity class, the annotated field's name and
 * the value type. Moves change it through the metamodel so that Timefold records each change and can undo it.
 */
public record BasicVariable<S, E, V>(Class<E> entityClass, String name, Class<V> valueClass) {

    PlanningVariableMetaModel<S, E, V> in(MutableSolutionView<S> view) {
        return view.getSolutionMetaModel().genuineEntity(entityClass).basicVariable(name, valueClass);
    }
}
