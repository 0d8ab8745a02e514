package dev.berth.bench.channels;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.simulator.channels.ChannelsSimulator;
import dev.berth.solvers.channels.ChannelsStrategies;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code timefold} on the generator's {@code unplaced} GEMM programs, limited by steps with a fixed seed: valid
 * for the checker and the channel simulator, and never slower in the simulator's timed run than first fit's
 * placement ({@code exact}'s answer without its joint search), nor with more channels than its width there.
 */
class TimefoldUnplacedProgramsTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(null).withThreads(1).withSeed(1);

    @ParameterizedTest
    @CsvSource({"4, 2, 2", "16, 4, 4"})
    void noSlowerThanFirstFitInTheSimulator(int stages, int slots, int tiles) {
        ChannelsProblem p = ChannelsProgramGenerator.generate(
                ChannelsProgramSpec.of(ChannelsProgramShape.UNPLACED, stages, slots, tiles, 5));
        Result<ChannelsSolution> firstFit = ChannelsStrategies.REGISTRY.byName("exact")
                .solve(p, OPTIONS.withParam("exact.joint-instances", "0"));
        Result<ChannelsSolution> r = ChannelsStrategies.REGISTRY.byName("timefold")
                .solve(p, OPTIONS.withParam("timefold.steps", "40"));
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertNull(ChannelsFamily.INSTANCE.checker().violation(p, r.solution()));
        assertNull(new ChannelsBenchKit().secondOpinion(p, r.solution()), "the simulator runs the channels");
        long makespan = ChannelsSimulator.run(p, r.solution()).makespan();
        long firstFitMakespan = ChannelsSimulator.run(p, firstFit.solution()).makespan();
        assertTrue(makespan <= firstFitMakespan, makespan + " > first fit's " + firstFitMakespan);
        assertEquals(((Number) r.stats().get("makespan")).longValue(), makespan, "the simulator agrees with CodeMakespan");
        // lexicographic: channels count only at an equal makespan
        assertTrue(makespan < firstFitMakespan || r.objective() <= firstFit.objective(), r.stats().toString());
    }
}
