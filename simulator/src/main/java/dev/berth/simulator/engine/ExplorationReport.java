package dev.berth.simulator.engine;

import java.util.Optional;

/**
 * The outcome of an exhaustive exploration. {@code states} counts distinct states reached (including the
 * initial one), {@code transitions} the steps taken out of them, {@code endStates} the states with no step
 * left. Without a violation every reachable state was visited, so the counts do not depend on the search
 * order; after a violation they count what was visited up to it.
 */
public record ExplorationReport(UnitConfiguration configuration, long states, long transitions, long endStates,
                                Optional<Violation> violation) {
    public boolean clean() {
        return violation.isEmpty();
    }
}
