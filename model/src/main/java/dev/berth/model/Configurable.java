package dev.berth.model;

import dev.berth.model.params.Param;

import java.util.List;

/**
 * Anything a run can name and configure: a strategy, an improver. Its parameters live under its name
 * ({@code -P exact.order=TWA}); a composite (a portfolio) also lists the parts it runs, so that a key for
 * one of them is accepted — and documented — wherever the composite runs.
 */
public interface Configurable {
    /** The name users pass to {@code --solver}, and the namespace of its parameters. */
    String name();

    /**
     * How its answers are labelled (the {@code solver} field, table rows): the name, or the name with the
     * settings that make a variant ("reference share=none").
     */
    default String label() {
        return name();
    }

    /** One line for {@code berth solvers}. */
    String description();

    /** The parameters it reads, with their types, defaults and meanings. */
    default List<Param<?>> params() {
        return List.of();
    }

    /** What it runs besides itself (a portfolio's members, an improver's start). */
    default List<? extends Configurable> parts() {
        return List.of();
    }
}
