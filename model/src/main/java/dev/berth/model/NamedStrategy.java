package dev.berth.model;

import dev.berth.model.params.Param;

import java.util.List;

/** A strategy whose name, description and parameters are fixed when it is made: what most strategies are. */
public abstract class NamedStrategy<P extends Problem, S> implements Strategy<P, S> {
    private final String name;
    private final String description;
    private final List<Param<?>> params;

    protected NamedStrategy(String name, String description, List<Param<?>> params) {
        this.name = name;
        this.description = description;
        this.params = List.copyOf(params);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final List<Param<?>> params() {
        return params;
    }
}
