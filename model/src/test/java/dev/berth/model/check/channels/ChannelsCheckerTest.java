package dev.berth.model.check.channels;

import dev.berth.model.Bound;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.ConcurrentDependences;
import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.channels.testing.TextsDependenceSet;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChannelsCheckerTest {
    static final ChannelsChecker CHECKER = new ChannelsChecker();
    static final long[] AT_ZERO = {0};

    /** Every sync id its own channel (1, 2, ...): safe under any semantics. */
    static int[] separate(ChannelsPlan plan) {
        int[] m = new int[plan.code().sync().size()];
        for (int r = 0; r < m.length; r++) {
            m[r] = r + 1;
        }
        return m;
    }

    @Test
    void oneChannelPerPairIsValidAndScoresItsCount() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        ChannelsPlan plan = ChannelsPlan.of(p, AT_ZERO, true);
        ChannelsSolution s = plan.solution(separate(plan));
        assertNull(CHECKER.violation(p, s));
        assertEquals(9, CHECKER.score(p, s).headline());
    }

    @Test
    void droppingANeededResourceDependenceIsCaught() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        ChannelsPlan plan = ChannelsPlan.of(p, AT_ZERO, true);
        ChannelsSolution s = plan.solution(separate(plan));
        String c3p4 = plan.code().dependences().stream().filter(d -> d.from().equals("s1:c:2") && d.to().equals("s2:p:0"))
                .map(Dependence::sync).findFirst().orElseThrow();
        List<Warp> without = s.warps().stream().map(w -> new Warp(w.id(), w.ops().stream()
                .filter(op -> op.kind() == OpKind.OTHER || !op.resource().equals(c3p4)).toList())).toList();
        Map<String, Integer> assignment = new HashMap<>(s.assignment());
        assignment.remove(c3p4);
        String v = CHECKER.violation(p, new ChannelsSolution(without, assignment, s.offsets(), s.dependences()));
        assertNotNull(v);
        assertTrue(v.contains("-> s2:p:0 (write after read on [") && v.contains("is not enforced"), v);
    }

    @Test
    void aWarpRunningItsInstancesOutOfOrderIsCaught() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        ChannelsPlan plan = ChannelsPlan.of(p, AT_ZERO, true);
        ChannelsSolution s = plan.solution(separate(plan));
        List<SyncOp> ops = new java.util.ArrayList<>(s.warps().get(0).ops());
        int a = ops.indexOf(SyncOp.parse("s1:p:0"));
        int b = ops.indexOf(SyncOp.parse("s1:p:1"));
        ops.set(a, SyncOp.parse("s1:p:1"));
        ops.set(b, SyncOp.parse("s1:p:0"));
        String v = CHECKER.violation(p, new ChannelsSolution(List.of(new Warp("w0", ops), s.warps().get(1)),
                s.assignment(), s.offsets(), s.dependences()));
        assertTrue(v != null && v.contains("not its instances in program order"), v);
    }

    @Test
    void anOffsetOtherThanTheInstancesIsCaught() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        ChannelsPlan plan = ChannelsPlan.of(p, AT_ZERO, true);
        ChannelsSolution s = plan.solution(separate(plan));
        String v = CHECKER.violation(p, new ChannelsSolution(s.warps(), s.assignment(), Map.of("pool", 4L), s.dependences()));
        assertTrue(v != null && v.contains("buffer pool is at 4"), v);
    }

    /** The text's allocation: data 1,2,3 reused per stage, resource 4,5 then 4,5,6, data 1 for p7→c7. */
    @ParameterizedTest
    @EnumSource(Semantics.class)
    void theTextsSixChannelAllocationIsValid(Semantics semantics) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        ChannelsPlan plan = ChannelsPlan.of(p, AT_ZERO, TextsDependenceSet.of(p));
        Map<String, Integer> texts = Map.ofEntries(
                Map.entry("s1:p:0>s1:c:0", 1), Map.entry("s1:p:1>s1:c:1", 2), Map.entry("s1:p:2>s1:c:2", 3),
                Map.entry("s1:c:1>s2:p:0", 4), Map.entry("s1:c:2>s2:p:0", 5),
                Map.entry("s2:p:0>s2:c:0", 1), Map.entry("s2:p:1>s2:c:1", 2), Map.entry("s2:p:2>s2:c:2", 3),
                Map.entry("s2:c:0>s3:p:0", 4), Map.entry("s2:c:1>s3:p:0", 5), Map.entry("s2:c:2>s3:p:0", 6),
                Map.entry("s3:p:0>s3:c:0", 1));
        int[] mapping = new int[plan.code().sync().size()];
        for (int r = 0; r < mapping.length; r++) {
            Dependence d = plan.code().dependenceOf(r);
            mapping[r] = texts.get(d.from() + ">" + d.to());
        }
        ChannelsSolution s = plan.solution(mapping);
        assertNull(CHECKER.violation(p, s));
        assertEquals(6, CHECKER.score(p, s).headline());
    }

    @Test
    void theWidthsAntichainProvesTheBoundWithAndWithoutASolution() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        ChannelsPlan plan = ChannelsPlan.of(p, AT_ZERO, true);
        Bound b = plan.bound();
        assertEquals(3, b.value());
        ChannelsSolution s = plan.solution(separate(plan));
        assertNull(CHECKER.boundViolation(p, s, b.certificate(), b.value()));
        assertNull(CHECKER.boundViolation(p, null, b.certificate(), b.value()));
        assertNotNull(CHECKER.boundViolation(p, null, b.certificate(), b.value() + 1));
        ConcurrentDependences c = (ConcurrentDependences) b.certificate();
        ConcurrentDependences withAnUnsyncedOne = new ConcurrentDependences(List.of(c.members().get(0),
                new Dependence("s1:c:1", "s2:p:0", c.members().get(0).kind(), null, List.of())));
        String v = CHECKER.boundViolation(p, s, withAnUnsyncedOne, 2);
        assertTrue(v != null && v.contains("no sync pair of its own"), v);
    }
}
