package dev.berth.solvers.channels;

import dev.berth.model.Result;
import dev.berth.model.Status;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.berth.solvers.channels.ExactChannelsAllocatorTest.OPTIONS;
import static dev.berth.solvers.channels.ExactChannelsAllocatorTest.solve;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code exact.serialize}: the worked example under flag needs 4 channels; with 3 usable it is INFEASIBLE for the
 * code the dependences need, and FEASIBLE once ordering is added, at a makespan cost the stats report.
 */
class SerializeChannelsTest {
    static ChannelsProblem threeUsable() {
        return ChannelsExamples.workedExample(Semantics.FLAG)
                .withSync(new ResourceClass(ResourceClass.DEFAULT, 4, List.of(0), Semantics.FLAG));
    }

    @Test
    void extraOrderingFitsTheLimitAtAReportedCost() {
        ChannelsProblem p = threeUsable();
        Result<ChannelsSolution> r = solve(p, OPTIONS.withParam("exact.serialize", "true"));
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertTrue(r.objective() <= 3, "channels " + r.objective());
        assertEquals(0, r.bound(), "the family's bound is the code's without the extra ordering");
        assertNull(ChannelsFamily.INSTANCE.checker().violation(p, r.solution()));

        long serialized = ((Number) r.stats().get("serialized")).longValue();
        List<Dependence> added = r.solution().dependences().stream()
                .filter(d -> d.kind() == DependenceKind.SERIALIZE).toList();
        assertTrue(serialized >= 1);
        assertEquals(serialized, added.size());
        added.forEach(d -> assertTrue(d.enforced(), d + " has a sync pair of its own"));
        long makespan = ((Number) r.stats().get("makespan")).longValue();
        long before = ((Number) r.stats().get("makespanUnserialized")).longValue();
        assertEquals(200, before, "the unserialised code's makespan (docs/channels.md, the simulator's golden)");
        assertTrue(makespan >= before, makespan + " < " + before);
        assertEquals(4, ((Number) r.stats().get("width")).intValue());
    }

    @Test
    void withoutTheFlagTheAnswerStaysInfeasible() {
        Result<ChannelsSolution> r = solve(threeUsable(), OPTIONS.withParam("exact.serialize", "false"));
        assertEquals(Status.INFEASIBLE, r.status(), r.reason());
        assertFalse(r.stats().containsKey("makespan"));
    }

    @Test
    void codeThatFitsIsNotSerialised() {
        ChannelsProblem p = ChannelsExamples.workedExample(Semantics.FLAG);
        Result<ChannelsSolution> r = solve(p, OPTIONS.withParam("exact.serialize", "true"));
        assertEquals(Status.OPTIMAL, r.status(), r.reason());
        assertEquals(4, r.objective());
        assertEquals(0, ((Number) r.stats().get("serialized")).intValue());
        assertEquals(200L, ((Number) r.stats().get("makespan")).longValue());
        assertTrue(r.solution().dependences().stream().noneMatch(d -> d.kind() == DependenceKind.SERIALIZE));
    }

    /** With a single usable channel nothing brings the width down that far; the answer says how far it got. */
    @Test
    void whenNoOrderingFitsTheInfeasibilityStands() {
        ChannelsProblem p = ChannelsExamples.workedExample(Semantics.FLAG)
                .withSync(new ResourceClass(ResourceClass.DEFAULT, 2, List.of(0), Semantics.FLAG));
        Result<ChannelsSolution> r = solve(p, OPTIONS.withParam("exact.serialize", "true"));
        assertEquals(Status.INFEASIBLE, r.status(), r.reason());
        assertTrue(r.reason().contains("-P exact.serialize"), r.reason());
    }
}
