package dev.berth.solvers.memory;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

import java.util.Map;

/**
 * A strategy with some params preset (the user's own params still win), so a portfolio member or a
 * starting heuristic can run in a particular configuration without changing what the user asked for.
 */
public final class ConfiguredAllocator implements MemoryAllocator {
    private final MemoryAllocator inner;
    private final Map<String, String> defaults;

    public ConfiguredAllocator(MemoryAllocator inner, Map<String, String> defaults) {
        this.inner = inner;
        this.defaults = Map.copyOf(defaults);
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public String description() {
        return inner.description() + " " + defaults;
    }

    @Override
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        SolveOptions o = options;
        for (Map.Entry<String, String> e : defaults.entrySet()) {
            if (!options.params().containsKey(e.getKey())) {
                o = o.withParam(e.getKey(), e.getValue());
            }
        }
        return inner.allocate(problem, o, budget);
    }
}
