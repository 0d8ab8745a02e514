package dev.berth.solvers.channels;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.ConcurrentDependences;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.channels.testing.TextsDependenceSet;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncMapping;
import dev.berth.solvers.sync.ExactSyncAllocator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** parallelize.md's table of widths, through the registry (so every answer passed the gate and the checker). */
class ExactChannelsAllocatorTest {
    static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(1).withTimeLimit(Duration.ofSeconds(30));

    static Result<ChannelsSolution> solve(ChannelsProblem p, SolveOptions o) {
        Strategy<ChannelsProblem, ChannelsSolution> exact = ChannelsStrategies.REGISTRY.byName("exact");
        return exact.solve(p, o);
    }

    @ParameterizedTest
    @CsvSource({"GENERATION, 3, 5, 3", "PARITY, 3, 5, 3", "FLAG, 4, 6, 0"})
    void theWorkedExampleNeedsTheWidthOfItsCode(Semantics semantics, int reduced, int whole, int wholeBound) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        Result<ChannelsSolution> r = solve(p, OPTIONS);
        assertEquals(Status.OPTIMAL, r.status(), r.reason());
        assertEquals(reduced, r.objective());
        assertEquals(reduced, r.bound());
        assertEquals(9, r.solution().assignment().size());
        assertNull(ChannelsFamily.INSTANCE.checker().violation(p, r.solution()));

        // the unreduced code needs its own width, the minimum for that code only. The reduced code's bound stands
        // for it where its antichain is still one in this code (generation, parity); under flag the extra pairs
        // order two of its members, so no bound is certified for this answer
        Result<ChannelsSolution> all = solve(p, OPTIONS.withParam("channels.reduce", "false"));
        assertEquals(Status.FEASIBLE, all.status(), all.reason());
        assertEquals(whole, all.objective());
        assertEquals(whole, ((Number) all.stats().get("width")).intValue());
        assertEquals(wholeBound, all.bound());
        assertEquals(14, all.solution().assignment().size());
    }

    /** The text's 12 pairs need as many as the reduced 9: the sync engine on that code. */
    @ParameterizedTest
    @CsvSource({"GENERATION, 3", "PARITY, 3", "FLAG, 4"})
    void theTextsTwelvePairsNeedAsMany(Semantics semantics, int width) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        ChannelsPlan plan = ChannelsPlan.of(p, new long[] {0}, TextsDependenceSet.of(p));
        assertEquals(12, plan.code().sync().size());
        assertEquals(width, plan.width().width());
        Result<SyncMapping> r = new ExactSyncAllocator().solve(plan.code().sync(), OPTIONS);
        assertEquals(Status.OPTIMAL, r.status());
        assertNull(ChannelsFamily.INSTANCE.checker().violation(p, plan.solution(r.solution().ids())));
    }

    @Test
    void aLimitBelowTheWidthIsInfeasibleWithTheConcurrentSet() {
        ChannelsProblem base = ChannelsExamples.workedExample(Semantics.FLAG);
        ChannelsProblem p = base.withSync(new ResourceClass(ResourceClass.DEFAULT, 4, List.of(0), Semantics.FLAG));
        Result<ChannelsSolution> r = solve(p, OPTIONS);
        assertEquals(Status.INFEASIBLE, r.status(), r.reason());
        ConcurrentDependences c = (ConcurrentDependences) r.proof().certificate();
        assertEquals(4, c.size());
        assertTrue(r.reason().contains("3 channels are usable"), r.reason());
        assertNull(ChannelsFamily.INSTANCE.checker().infeasibilityViolation(p, c));
        assertEquals(c, ChannelsFamily.INSTANCE.quickInfeasibility(p));

        ChannelsProblem fits = base.withSync(new ResourceClass(ResourceClass.DEFAULT, 5, List.of(0), Semantics.FLAG));
        assertEquals(Status.OPTIMAL, solve(fits, OPTIONS).status());
    }

    @Test
    void unplacedBuffersArePlacedByTheJointSearchAndClaimNoBoundOnTheHeadline() {
        ChannelsProblem placed = ChannelsExamples.workedExample();
        ChannelsProblem p = ChannelsExamples.read("worked-example-unplaced.json");
        Result<ChannelsSolution> r = solve(p, OPTIONS);
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertEquals(0, r.bound());
        assertEquals(Map.of("pool", 0L), r.solution().offsets());
        assertEquals(solve(placed, OPTIONS).objective(), r.objective());
        assertEquals("joint", r.stats().get("placed"));
        assertEquals(200L, r.stats().get("makespan"));
        assertEquals(true, r.stats().get("makespanProven"));
        assertEquals(true, r.stats().get("channelsProven"));
    }

    @Test
    void pastTheJointLimitUnplacedBuffersKeepTheFirstFit() {
        ChannelsProblem p = ChannelsExamples.read("worked-example-unplaced.json");
        Result<ChannelsSolution> r = solve(p, OPTIONS.withParam("exact.joint-instances", "10"));
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertEquals("first-fit", r.stats().get("placed"));
        assertEquals(Map.of("pool", 0L), r.solution().offsets());
    }
}
