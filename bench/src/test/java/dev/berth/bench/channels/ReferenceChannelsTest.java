package dev.berth.bench.channels;

import dev.berth.model.Result;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.testing.TestStrategies;
import dev.berth.solvers.StrategyRegistry;
import dev.berth.solvers.channels.ChannelsStrategies;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static dev.berth.solvers.StrategyRegistry.entry;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reference column: absent while no strategy is named so, the checked answer's channels once one is. */
class ReferenceChannelsTest {
    private static final ChannelsProblem GEMM = ChannelsProgramGenerator.generate(
            ChannelsProgramSpec.of(ChannelsProgramShape.GEMM, 8, 2, 2, 1));

    @Test
    void withoutAReferenceStrategyThereIsNoColumn() {
        ReferenceChannels r = new ReferenceChannels(ChannelsStrategies.REGISTRY);
        assertEquals(ChannelsStrategies.REGISTRY.names().contains("reference"), r.available());
        if (!r.available()) {
            assertNull(r.of(GEMM));
        }
    }

    /** A stand-in named reference (exact without the reduction): its count, computed once per program. */
    @Test
    void aRegisteredReferenceIsSolvedOncePerProgram() {
        AtomicInteger calls = new AtomicInteger();
        StrategyRegistry<ChannelsProblem, ChannelsSolution> withReference = new StrategyRegistry<>(ChannelsFamily.INSTANCE,
                "reference", List.of(entry("reference", () -> TestStrategies.<ChannelsProblem, ChannelsSolution>of(
                        "reference", (p, o) -> {
                            calls.incrementAndGet();
                            Result<ChannelsSolution> r = ChannelsStrategies.REGISTRY.byName("exact")
                                    .solve(p, o.withScope(null).withParam("channels.reduce", "false"));
                            return Result.feasible(r.solution());
                        }))));
        ReferenceChannels r = new ReferenceChannels(withReference);
        assertTrue(r.available());
        Object first = r.of(GEMM);
        assertEquals(first, r.of(GEMM));
        assertEquals(1, calls.get());
        assertEquals(ChannelsFamily.INSTANCE.lowerBound(GEMM).value(), ((Number) first).longValue(),
                "a GEMM's dependences are all needed, so the unreduced code needs as many as the width");
    }
}
