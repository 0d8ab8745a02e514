package dev.berth.solvers;

import dev.berth.model.Configurable;
import dev.berth.model.Family;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.Strategy;
import dev.berth.model.Traceable;
import dev.berth.model.params.ParamKeys;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A family's strategies, side by side, each behind the {@link Gate}; one of them is the default. Each
 * call builds fresh instances, so runs never share state.
 */
public final class StrategyRegistry<P extends Problem, S> {
    private final Family<P, S> family;
    private final String defaultName;
    private final List<Supplier<Strategy<P, S>>> factories;

    public StrategyRegistry(Family<P, S> family, String defaultName, List<Supplier<Strategy<P, S>>> factories) {
        this.family = family;
        this.defaultName = defaultName;
        this.factories = List.copyOf(factories);
    }

    public Family<P, S> family() {
        return family;
    }

    public String defaultName() {
        return defaultName;
    }

    /** Every strategy, gated, in the order tables list them. */
    public List<Strategy<P, S>> all() {
        return factories.stream().map(f -> Gate.of(family, f.get())).toList();
    }

    public List<String> names() {
        return all().stream().map(Strategy::name).toList();
    }

    /** The strategy named {@code name}, gated; an input error listing the names when there is none. */
    public Strategy<P, S> byName(String name) {
        for (Supplier<Strategy<P, S>> f : factories) {
            Strategy<P, S> s = f.get();
            if (s.name().equals(name)) {
                return Gate.of(family, s);
            }
        }
        throw new InputException("--solver", "unknown strategy '" + name + "' for the " + family.name()
                + " family (known: " + String.join(", ", names()) + ")");
    }

    /** The first strategy whose procedure can be traced ({@code --trace}), or null. */
    @SuppressWarnings("unchecked")
    public Traceable<P> traceable() {
        for (Supplier<Strategy<P, S>> f : factories) {
            Strategy<P, S> s = f.get();
            if (s instanceof Traceable<?> t) {
                return (Traceable<P>) t;
            }
        }
        return null;
    }

    /**
     * Checks the user's {@code -P} keys and values against what {@code run} declares (with its parts) and
     * the family's own parameters; an input error names the first bad key and lists the valid ones.
     */
    public void checkParams(Map<String, String> params, List<? extends Configurable> run) {
        ParamKeys.check(params, run, family.params());
    }
}
