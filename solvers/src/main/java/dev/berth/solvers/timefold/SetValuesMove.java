package dev.berth.solvers.timefold;

import ai.timefold.solver.core.api.domain.common.Lookup;
import ai.timefold.solver.core.preview.api.move.Move;
import ai.timefold.solver.core.preview.api.move.MutableSolutionView;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SequencedCollection;
import java.util.function.BiConsumer;

/**
 * A move that gives some entities new values of one or more planning variables at once, each variable's
 * part in the order given (a family whose calculator needs one change before another lists it first). Every
 * neighbourhood of the families produces one; Timefold records the changes and undoes them itself.
 *
 * @param <K> the family's move kinds, named in {@link #describe()} (Timefold's statistics per move type)
 */
public abstract class SetValuesMove<S, K extends Enum<K>> implements Move<S> {
    private final String name;
    private final K kind;
    private final List<Assignments<S, ?, ?>> parts;

    @SafeVarargs
    protected SetValuesMove(String name, K kind, Assignments<S, ?, ?>... parts) {
        this.name = name;
        this.kind = kind;
        this.parts = List.of(parts);
    }

    /** What {@link #describe()} calls moves of this class, whatever their kind. */
    protected final String name() {
        return name;
    }

    protected final K kind() {
        return kind;
    }

    protected final String kindName() {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /** The same move on the working solution's copies of the entities, for Timefold's other threads. */
    @Override
    public abstract SetValuesMove<S, K> rebase(Lookup lookup);

    @Override
    public final void execute(MutableSolutionView<S> view) {
        for (Assignments<S, ?, ?> part : parts) {
            part.applyTo(view);
        }
    }

    @Override
    public final SequencedCollection<Object> getPlanningEntities() {
        return collect(Assignments::addEntitiesTo);
    }

    @Override
    public final SequencedCollection<Object> getPlanningValues() {
        return collect(Assignments::addValuesTo);
    }

    private List<Object> collect(BiConsumer<Assignments<S, ?, ?>, List<Object>> add) {
        List<Object> out = new ArrayList<>();
        for (Assignments<S, ?, ?> part : parts) {
            add.accept(part, out);
        }
        return out;
    }

    @Override
    public final String describe() {
        return name + "(" + kindName() + ")";
    }

    @Override
    public final boolean equals(Object o) {
        return o != null && o.getClass() == getClass() && kind == ((SetValuesMove<?, ?>) o).kind
                && parts.equals(((SetValuesMove<?, ?>) o).parts);
    }

    @Override
    public final int hashCode() {
        return 31 * kind.hashCode() + parts.hashCode();
    }
}
