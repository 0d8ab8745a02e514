package dev.berth.solvers;

import dev.berth.model.Budget;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.params.Param;

import java.util.Map;
import java.util.TreeMap;

/**
 * A strategy run with some of its parameters preset, labelled with them ("reference share=none"), so a
 * portfolio can run a variant of it. The user's own setting of a key wins over a preset: an explicit
 * request always takes effect, and the label then shows only the presets that still apply.
 */
public final class Configured<P extends Problem, S> extends Wrapper<P, S> {
    private final Map<String, String> presets;

    public Configured(Strategy<P, S> inner, Map<String, String> presets) {
        super(inner);
        this.presets = new TreeMap<>(presets);
        presets.keySet().forEach(this::declared);
    }

    private Param<?> declared(String name) {
        return inner.params().stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(inner.name() + " declares no parameter " + name));
    }

    @Override
    public String label() {
        StringBuilder b = new StringBuilder(inner.label());
        presets.forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
        return b.toString();
    }

    @Override
    public Result<S> solve(P problem, SolveOptions options, Budget budget) {
        SolveOptions o = options;
        StringBuilder label = new StringBuilder(inner.label());
        for (Map.Entry<String, String> e : presets.entrySet()) {
            String key = declared(e.getKey()).key(options.scope());
            if (!options.params().containsKey(key)) {
                o = o.withParam(key, e.getValue());
                label.append(' ').append(e.getKey()).append('=').append(e.getValue());
            }
        }
        Result<S> r = inner.solve(problem, o, budget);
        return r.solver() == null ? r.withSolver(label.toString()) : r;
    }
}
