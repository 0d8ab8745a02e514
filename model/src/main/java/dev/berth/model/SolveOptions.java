package dev.berth.model;

import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/**
 * Everything a strategy may be told. Technique switches and strategy parameters are entries of
 * {@code params} keyed {@code STRATEGY.NAME} (for example {@code greedy.order=area},
 * {@code choco.redundant-cumulative=false}) so a benchmark can flip each one and measure its effect; each
 * strategy reads its own through its declared {@link dev.berth.model.params.Param}s.
 *
 * @param timeLimit wall-clock limit; {@code null} for none
 * @param nodeLimit search nodes/steps a strategy may spend, for deterministic tests; {@code 0} for none
 * @param threads   worker threads a strategy may use
 * @param scope     the name of the strategy these options are handed to (the gate sets it), under which
 *                  its parameters are looked up; null when a strategy is called directly, and then its
 *                  parameters are plain names ({@code order=area})
 */
public record SolveOptions(Objective objective, Duration timeLimit, long seed, long nodeLimit, int threads,
                           Map<String, String> params, String scope) {

    public SolveOptions {
        if (objective == null) {
            objective = Objective.PEAK;
        }
        if (threads < 1) {
            threads = 1;
        }
        params = Map.copyOf(params == null ? Map.of() : params);
    }

    public SolveOptions(Objective objective, Duration timeLimit, long seed, long nodeLimit, int threads,
                        Map<String, String> params) {
        this(objective, timeLimit, seed, nodeLimit, threads, params, null);
    }

    /** The same options handed to the strategy named {@code name}. */
    public SolveOptions withScope(String name) {
        return new SolveOptions(objective, timeLimit, seed, nodeLimit, threads, params, name);
    }

    public static SolveOptions defaults() {
        return new SolveOptions(Objective.PEAK, Duration.ofSeconds(10), 1, 0,
                Runtime.getRuntime().availableProcessors(), Map.of());
    }

    public SolveOptions withObjective(Objective o) {
        return new SolveOptions(o, timeLimit, seed, nodeLimit, threads, params, scope);
    }

    public SolveOptions withTimeLimit(Duration d) {
        return new SolveOptions(objective, d, seed, nodeLimit, threads, params, scope);
    }

    public SolveOptions withSeed(long s) {
        return new SolveOptions(objective, timeLimit, s, nodeLimit, threads, params, scope);
    }

    public SolveOptions withNodeLimit(long n) {
        return new SolveOptions(objective, timeLimit, seed, n, threads, params, scope);
    }

    public SolveOptions withThreads(int t) {
        return new SolveOptions(objective, timeLimit, seed, nodeLimit, t, params, scope);
    }

    public SolveOptions withParam(String key, String value) {
        Map<String, String> p = new TreeMap<>(params);
        p.put(key, value);
        return new SolveOptions(objective, timeLimit, seed, nodeLimit, threads, p, scope);
    }
}
