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
 *
 * <p>Entries are names with factories, and a factory runs only when its strategy is asked for: a call that
 * uses one strategy never loads the classes of the others (Choco, OR-Tools, Timefold), which is most of what
 * a short {@code berth solve} would otherwise spend starting up. Factories should therefore be lambdas
 * ({@code () -> new X()}) rather than constructor references, which resolve {@code X} when the registry is
 * built.
 */
public final class StrategyRegistry<P extends Problem, S> {
    /** One strategy: the name it answers to (and must report) and how to build it. */
    public record Entry<P extends Problem, S>(String name, Supplier<Strategy<P, S>> factory) {
        public Entry {
            if (name == null || name.isBlank() || factory == null) {
                throw new IllegalArgumentException("a registry entry needs a name and a factory");
            }
        }
    }

    private final Family<P, S> family;
    private final String defaultName;
    private final List<Entry<P, S>> entries;

    public StrategyRegistry(Family<P, S> family, String defaultName, List<Entry<P, S>> entries) {
        if (entries.stream().map(Entry::name).distinct().count() != entries.size()) {
            throw new IllegalArgumentException("two strategies of the " + family.name() + " family share a name");
        }
        if (entries.stream().noneMatch(e -> e.name().equals(defaultName))) {
            throw new IllegalArgumentException("the default strategy '" + defaultName + "' is not registered");
        }
        this.family = family;
        this.defaultName = defaultName;
        this.entries = List.copyOf(entries);
    }

    /** An entry for {@link #StrategyRegistry}: {@code entry("greedy", () -> new Greedy())}. */
    public static <P extends Problem, S> Entry<P, S> entry(String name, Supplier<Strategy<P, S>> factory) {
        return new Entry<>(name, factory);
    }

    public Family<P, S> family() {
        return family;
    }

    public String defaultName() {
        return defaultName;
    }

    /** Every strategy, gated, in the order tables list them (builds each one). */
    public List<Strategy<P, S>> all() {
        return entries.stream().map(this::build).toList();
    }

    /** The names, in the order tables list them, without building any strategy. */
    public List<String> names() {
        return entries.stream().map(Entry::name).toList();
    }

    /** The strategy named {@code name}, gated; an input error listing the names when there is none. */
    public Strategy<P, S> byName(String name) {
        for (Entry<P, S> e : entries) {
            if (e.name().equals(name)) {
                return build(e);
            }
        }
        throw new InputException("--solver", "unknown strategy '" + name + "' for the " + family.name()
                + " family (known: " + String.join(", ", names()) + ")");
    }

    /** The first strategy whose procedure can be traced ({@code --trace}), or null. */
    @SuppressWarnings("unchecked")
    public Traceable<P> traceable() {
        for (Entry<P, S> e : entries) {
            Strategy<P, S> s = e.factory().get();
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

    /** The entry's strategy, gated; its own name must be the entry's, or lookups and listings disagree. */
    private Strategy<P, S> build(Entry<P, S> e) {
        Strategy<P, S> s = e.factory().get();
        if (!s.name().equals(e.name())) {
            throw new IllegalStateException("the " + family.name() + " registry's entry '" + e.name()
                    + "' builds a strategy named '" + s.name() + "'");
        }
        return Gate.of(family, s);
    }
}
