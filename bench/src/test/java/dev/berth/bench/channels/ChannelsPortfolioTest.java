package dev.berth.bench.channels;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.analysis.Unrolled;
import dev.berth.solvers.channels.ChannelsStrategies;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The default strategy answers by one member per program: exact on placed programs (which it settles, so nothing
 * else runs) and on unplaced ones its joint search covers, timefold on larger unplaced ones (the other member
 * answering UNKNOWN, out of its range).
 */
class ChannelsPortfolioTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(null).withThreads(1).withSeed(1)
            .withNodeLimit(40);

    private static Result<ChannelsSolution> solve(ChannelsProblem p) {
        return ChannelsStrategies.REGISTRY.byName(ChannelsStrategies.REGISTRY.defaultName()).solve(p, OPTIONS);
    }

    private static ChannelsProblem program(ChannelsProgramShape shape, int stages, int tiles) {
        return ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(shape, stages, 4, tiles, 1));
    }

    @Test
    void placedProgramsAreSettledByExact() {
        Result<ChannelsSolution> r = solve(program(ChannelsProgramShape.GEMM, 16, 4));
        assertEquals(Status.OPTIMAL, r.status(), r.reason());
        assertEquals("exact", r.stats().get("winner"));
        assertEquals(Status.OPTIMAL.name(), member(r, "exact"));
    }

    @Test
    void smallUnplacedProgramsGoToTheJointSearch() {
        Result<ChannelsSolution> r = solve(program(ChannelsProgramShape.UNPLACED, 4, 2));
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertEquals(Status.FEASIBLE.name(), member(r, "exact"));
        assertEquals(Status.UNKNOWN.name(), member(r, "timefold"));
    }

    @Test
    void largeUnplacedProgramsGoToTimefold() {
        ChannelsProblem p = program(ChannelsProgramShape.UNPLACED, 50, 4);
        assertTrue(Unrolled.count(p) > 400);
        Result<ChannelsSolution> r = solve(p);
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertEquals(Status.UNKNOWN.name(), member(r, "exact"));
        assertEquals(Status.FEASIBLE.name(), member(r, "timefold"));
    }

    /** The status the portfolio's stats give a member. */
    @SuppressWarnings("unchecked")
    private static String member(Result<ChannelsSolution> r, String name) {
        Object members = r.stats().get("members");
        assertTrue(members instanceof Map<?, ?>, "the portfolio lists its members: " + r.stats());
        Object m = ((Map<String, Object>) members).get(name);
        assertTrue(m instanceof Map<?, ?>, name + " in " + members);
        return String.valueOf(((Map<String, Object>) m).get("status"));
    }
}
