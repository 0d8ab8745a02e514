package dev.berth.bench;

import dev.berth.model.Family;
import dev.berth.model.Problem;
import dev.berth.solvers.Plugins;
import dev.berth.solvers.StrategyRegistry;

import java.util.List;

/**
 * What every family's kit fixes when it is made: its family (whose strategies it runs, found through {@link Plugins}
 * as every other door finds them), what its bound is called, its complete searches.
 */
public abstract class KitBase<P extends Problem, S> implements BenchKit<P, S> {
    private final StrategyRegistry<P, S> registry;
    private final String boundName;
    private final List<String> complete;

    protected KitBase(Family<P, S> family, String boundName, List<String> completeStrategies) {
        this.registry = Plugins.of(family).strategies();
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
