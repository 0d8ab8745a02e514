package dev.berth.bench;

import dev.berth.model.Problem;
import dev.berth.solvers.StrategyRegistry;

import java.util.List;

/** What every family's kit fixes when it is made: its strategies, what its bound is called, its complete searches. */
public abstract class KitBase<P extends Problem, S> implements BenchKit<P, S> {
    private final StrategyRegistry<P, S> registry;
    private final String boundName;
    private final List<String> complete;

    protected KitBase(StrategyRegistry<P, S> registry, String boundName, List<String> completeStrategies) {
        this.registry = registry;
        this.boundName = boundName;
        this.complete = List.copyOf(completeStrategies);
    }

    @Override
    public final StrategyRegistry<P, S> registry() {
        return registry;
    }

    @Override
    public final String boundName() {
        return boundName;
    }

    @Override
    public final List<String> completeStrategies() {
        return complete;
    }
}
