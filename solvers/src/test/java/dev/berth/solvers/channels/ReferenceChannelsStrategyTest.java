package dev.berth.solvers.channels;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.sync.Semantics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The text's procedure through the registry, so behind the gate: six channels where exact proves the minimum. */
class ReferenceChannelsStrategyTest {
    static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(1).withTimeLimit(Duration.ofSeconds(30));

    /**
     * The bound is the family's (the width of the reduced code), which the gate keeps only when its antichain
     * is one in the answer's own code too. Under flag it is not — in the text's code, with its three extra
     * pairs, two of its members may hand a channel over (the checker says which) — so that answer carries none.
     */
    @ParameterizedTest
    @CsvSource({"GENERATION, 3, 3", "PARITY, 3, 3", "FLAG, 4, 0"})
    void sixChannelsOnTheWorkedExamplePassTheGate(Semantics semantics, int minimum, long bound) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        Result<ChannelsSolution> r = ChannelsStrategies.REGISTRY.byName("reference").solve(p, OPTIONS);
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertEquals(6, r.objective());
        assertEquals(bound, r.bound());
        assertNull(r.stats().get(Result.REJECTED));
        assertNull(ChannelsFamily.INSTANCE.checker().violation(p, r.solution()));
        Result<ChannelsSolution> exact = ChannelsStrategies.REGISTRY.byName("exact").solve(p, OPTIONS);
        assertEquals(minimum, exact.objective());
    }

    @Test
    void thePortfolioIsTheDefaultAndReferenceTraces() {
        assertEquals("portfolio", ChannelsStrategies.REGISTRY.defaultName());
        assertNotNull(ChannelsStrategies.REGISTRY.traceable());
    }
}
