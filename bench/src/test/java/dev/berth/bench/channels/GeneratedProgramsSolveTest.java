package dev.berth.bench.channels;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.sync.Semantics;
import dev.berth.solvers.channels.ChannelsStrategies;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every shape under every semantics, small to 1,000+ intrinsics, through the registry's gate: valid for the
 * checker and the channel simulator, at the width of its code — or, where that width exceeds the 15 usable
 * named barriers, INFEASIBLE with a certificate the checker accepts. Limited by search nodes, never by the clock.
 */
class GeneratedProgramsSolveTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(null).withNodeLimit(1_000_000)
            .withThreads(1);

    static Stream<Arguments> programs() {
        List<Arguments> all = new ArrayList<>();
        for (ChannelsProgramShape shape : ChannelsProgramShape.values()) {
            for (Semantics semantics : Semantics.values()) {
                all.add(Arguments.of(ChannelsProgramSpec.of(shape, 3, 2, 2, 3).withSemantics(semantics)));
                all.add(Arguments.of(ChannelsProgramSpec.of(shape, 9, 4, 3, 4).withSemantics(semantics)));
            }
            all.add(Arguments.of(ChannelsProgramSpec.of(shape, 64, 4, 8, 5)));
        }
        return all.stream();
    }

    @ParameterizedTest
    @MethodSource("programs")
    void solvesAndChecksValidAtTheWidthOfItsCode(ChannelsProgramSpec spec) {
        ChannelsProblem p = ChannelsProgramGenerator.generate(spec);
        Result<ChannelsSolution> r = ChannelsStrategies.REGISTRY.byName("exact").solve(p, OPTIONS);
        long width = ChannelsFamily.INSTANCE.lowerBound(p).value();
        if (width > p.sync().capacity()) {
            // two consumers under flag keep more pairs in flight than 15 named barriers: no code without extra ordering
            assertEquals(Status.INFEASIBLE, r.status(), r.reason());
            assertNull(ChannelsFamily.INSTANCE.checker().infeasibilityViolation(p, r.certificate()));
            return;
        }
        assertTrue(r.hasSolution(), r.status() + ": " + r.reason());
        assertNull(ChannelsFamily.INSTANCE.checker().violation(p, r.solution()));
        assertNull(new ChannelsBenchKit().secondOpinion(p, r.solution()), "the simulator runs the channels");
        assertEquals(ChannelsBenchKit.widthAt(p, r.solution()), r.objective(), "channels = width");
        assertEquals(p.placed() ? Status.OPTIMAL : Status.FEASIBLE, r.status(),
                "a bound is claimed only where the instance fixed the offsets");
    }
}
