package dev.berth.cluster;

import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;

import java.io.Serializable;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/** {@link SolveOptions} as they travel to a member (the scope is the gate's business there, as here). */
record RunOptions(String objective, long timeLimitMillis, long seed, long nodeLimit, int threads,
                  TreeMap<String, String> params) implements Serializable {

    static RunOptions of(SolveOptions o) {
        return new RunOptions(o.objective().name(), o.timeLimit() == null ? -1 : o.timeLimit().toMillis(), o.seed(),
                o.nodeLimit(), o.threads(), new TreeMap<>(o.params()));
    }

    SolveOptions toOptions() {
        return new SolveOptions(Objective.valueOf(objective), timeLimitMillis < 0 ? null : Duration.ofMillis(timeLimitMillis),
                seed, nodeLimit, threads, Map.copyOf(params));
    }
}
