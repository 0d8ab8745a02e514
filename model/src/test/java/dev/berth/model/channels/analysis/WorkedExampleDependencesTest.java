package dev.berth.model.channels.analysis;

import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.testing.ChannelsExamples;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The golden figures of parallelize.md's worked example: 14 overlap pairs across warps, 9 after the reduction. */
class WorkedExampleDependencesTest {
    static final String P1 = "s1:p:0", P2 = "s1:p:1", P3 = "s1:p:2", P4 = "s2:p:0", P5 = "s2:p:1", P6 = "s2:p:2", P7 = "s3:p:0";
    static final String C1 = "s1:c:0", C2 = "s1:c:1", C3 = "s1:c:2", C4 = "s2:c:0", C5 = "s2:c:1", C6 = "s2:c:2", C7 = "s3:c:0";
    static final Set<String> DATA = Set.of(P1 + ">" + C1, P2 + ">" + C2, P3 + ">" + C3, P4 + ">" + C4, P5 + ">" + C5,
            P6 + ">" + C6, P7 + ">" + C7);
    static final Set<String> RESOURCE = Set.of(C2 + ">" + P4, C3 + ">" + P4, C1 + ">" + P7, C2 + ">" + P7,
            C4 + ">" + P7, C5 + ">" + P7, C6 + ">" + P7);

    static Reduced reduced(boolean reduce) {
        Unrolled program = Unrolled.of(ChannelsExamples.workedExample());
        return TransitiveReduction.of(program, AddressDependences.of(program), reduce);
    }

    static Set<String> pairs(Reduced r, List<Edge> edges, DependenceKind kind) {
        Set<String> s = new TreeSet<>();
        edges.stream().filter(e -> kind == null || e.kind() == kind).filter(e -> OrderPaths.crossWarp(r.program(), e))
                .forEach(e -> s.add(r.program().get(e.from()).name() + ">" + r.program().get(e.to()).name()));
        return s;
    }

    @Test
    void theOverlapRuleGivesSevenDataAndSevenResourcePairsAcrossWarps() {
        Reduced r = reduced(false);
        assertEquals(new TreeSet<>(DATA), pairs(r, r.found(), DependenceKind.DATA));
        assertEquals(new TreeSet<>(RESOURCE), pairs(r, r.found(), DependenceKind.RESOURCE));
        assertEquals(14, pairs(r, r.found(), null).size(), "no output dependence crosses warps here");
        assertEquals(14, r.synced().size());
    }

    @Test
    void transitivityLeavesTheDataPairsPlusC3P4AndC6P7() {
        Reduced r = reduced(true);
        Set<String> expected = new TreeSet<>(DATA);
        expected.add(C3 + ">" + P4);
        expected.add(C6 + ">" + P7);
        assertEquals(expected, pairs(r, r.synced(), null));
    }

    @Test
    void everyDroppedDependenceNamesThePathThatImpliesIt() {
        GeneratedCode code = SyncCode.of("x", ChannelsExamples.workedExample().sync(), reduced(true));
        Dependence c2p4 = find(code, C2, P4);
        assertEquals(null, c2p4.sync());
        assertEquals(List.of(C2, C3, P4), c2p4.impliedBy());
        assertEquals(List.of(C1, C2, C3, C4, C5, C6, P7), find(code, C1, P7).impliedBy());
        Dependence waw = find(code, P1, P7);
        assertEquals(DependenceKind.OUTPUT, waw.kind());
        assertEquals(P1, waw.impliedBy().get(0));
        assertEquals(P7, waw.impliedBy().get(waw.impliedBy().size() - 1));
        assertEquals(9, code.sync().size());
    }

    @Test
    void theWarpsWaitJustBeforeAndSignalJustAfter() {
        GeneratedCode code = SyncCode.of("x", ChannelsExamples.workedExample().sync(), reduced(true));
        String c3p4 = find(code, C3, P4).sync();
        String p4c4 = find(code, P4, C4).sync();
        List<String> w0 = code.sync().warps().get(0).ops().stream().map(op -> op.text()).toList();
        int at = w0.indexOf(P4);
        assertEquals("c" + c3p4, w0.get(at - 1));
        assertEquals("p" + p4c4, w0.get(at + 1));
        List<String> w1 = code.sync().warps().get(1).ops().stream().map(op -> op.text()).toList();
        assertEquals("p" + c3p4, w1.get(w1.indexOf(C3) + 1));
    }

    static Dependence find(GeneratedCode code, String from, String to) {
        return code.dependences().stream().filter(d -> d.from().equals(from) && d.to().equals(to)
                && d.kind() != DependenceKind.ORDER).findFirst().orElseThrow(() -> new AssertionError(from + ">" + to));
    }
}
