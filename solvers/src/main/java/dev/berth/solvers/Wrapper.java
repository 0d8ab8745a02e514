package dev.berth.solvers;

import dev.berth.model.Configurable;
import dev.berth.model.Problem;
import dev.berth.model.Strategy;
import dev.berth.model.params.Param;

import java.util.List;

/**
 * A strategy around another one (a gate, a preset, a size guard): it answers to the same name, label,
 * description and parameters, so that keys and tables see through it.
 */
public abstract class Wrapper<P extends Problem, S> implements Strategy<P, S> {
    protected final Strategy<P, S> inner;

    protected Wrapper(Strategy<P, S> inner) {
        this.inner = inner;
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public String label() {
        return inner.label();
    }

    @Override
    public String description() {
        return inner.description();
    }

    @Override
    public List<Param<?>> params() {
        return inner.params();
    }

    @Override
    public List<? extends Configurable> parts() {
        return inner.parts();
    }
}
