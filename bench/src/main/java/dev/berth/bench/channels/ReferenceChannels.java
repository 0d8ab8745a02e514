package dev.berth.bench.channels;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.solvers.StrategyRegistry;

import java.time.Duration;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The channels the text's own procedure uses on a program, for a column beside every strategy's answer —
 * when the registry has a strategy named {@value #NAME} (the published procedure as a baseline; without one the
 * column is absent, not faked). Each program is solved once, through the registry's gate, so the answer was checked.
 */
final class ReferenceChannels {
    static final String NAME = "reference";
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(1).withTimeLimit(Duration.ofSeconds(60));

    private final StrategyRegistry<ChannelsProblem, ChannelsSolution> registry;
    private final Map<ChannelsProblem, Object> seen = Collections.synchronizedMap(new WeakHashMap<>());

    ReferenceChannels(StrategyRegistry<ChannelsProblem, ChannelsSolution> registry) {
        this.registry = registry;
    }

    boolean available() {
        return registry.names().contains(NAME);
    }

    /** Its channel count, or its status when it gave no valid answer; null when there is no such strategy. */
    Object of(ChannelsProblem p) {
        if (!available()) {
            return null;
        }
        return seen.computeIfAbsent(p, q -> {
            Result<ChannelsSolution> r = registry.byName(NAME).solve(q, OPTIONS);
            return r.hasSolution() ? (Object) r.objective() : r.status().name();
        });
    }
}
