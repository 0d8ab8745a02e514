package dev.berth.simulator.channels;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.channels.testing.TextsDependenceSet;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The worked example (p1..p7 on w0, c1..c7 on w1, one pool of 60) on the timed simulator: exact's answers and
 * the text's allocation run clean with the hand-computed makespan; a dropped dependence, a channel reused too
 * early and a cyclic wait are each caught.
 */
class ChannelsSimulatorTest {
    static final long[] AT_ZERO = {0};

    /**
     * Exact's answers as {@code berth solve} gives them for the reduced code (sync ids 1..9 in the order of
     * the synced dependences: 1-3 p1..p3→c1..c3, 4 c3→p4, 5-7 p4..p6→c4..c6, 8 c6→p7, 9 p7→c7): 3 channels
     * under generation and parity, 4 under flag.
     */
    static final Map<String, Integer> EXACT_GENERATION = Map.of("1", 1, "2", 2, "3", 3, "4", 3, "5", 3, "6", 2,
            "7", 1, "8", 1, "9", 1);
    static final Map<String, Integer> EXACT_FLAG = Map.of("1", 1, "2", 2, "3", 3, "4", 4, "5", 3, "6", 4,
            "7", 2, "8", 1, "9", 2);

    static ChannelsSolution exact(Semantics semantics) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        ChannelsSolution s = ChannelsPlan.of(p, AT_ZERO, true).solution(new int[9]);
        return new ChannelsSolution(s.warps(), semantics == Semantics.FLAG ? EXACT_FLAG : EXACT_GENERATION,
                s.offsets(), s.dependences());
    }

    /** The sync id of the dependence from → to in a solution. */
    static String syncOf(ChannelsSolution s, String from, String to) {
        return s.dependences().stream().filter(d -> d.from().equals(from) && d.to().equals(to))
                .map(Dependence::sync).findFirst().orElseThrow();
    }

    /** The solution with sync pair {@code id} taken out of the code and the assignment. */
    static ChannelsSolution without(ChannelsSolution s, String id) {
        List<Warp> warps = s.warps().stream().map(w -> new Warp(w.id(), w.ops().stream()
                .filter(op -> op.kind() == OpKind.OTHER || !op.resource().equals(id)).toList())).toList();
        Map<String, Integer> assignment = new HashMap<>(s.assignment());
        assignment.remove(id);
        return new ChannelsSolution(warps, assignment, s.offsets(), s.dependences());
    }

    /**
     * Sync ops take no cycle, so each warp runs back to back except where a wait holds it:
     * w0: p1 [0,10) p2 [10,20) p3 [20,30); c4 waits for c3's end → p4 [40,55) p5 [55,70) p6 [70,85); c8 waits
     * for c6's end → p7 [100,150).
     * w1: c1 waits for p1 → [10,20), c2 [20,30), c3 [30,40); c4 [55,70), c5 [70,85), c6 waits for p6 → [85,100);
     * c7 waits for p7 → [150,200).
     * Makespan 200; sequentially 3·(10+10) + 3·(15+15) + 50+50 = 250 cycles: a speed-up of 1.25.
     */
    @ParameterizedTest
    @EnumSource(Semantics.class)
    void exactsAnswerRunsCleanInTheHandComputedMakespan(Semantics semantics) {
        ChannelsSimulationReport r = ChannelsSimulator.run(ChannelsExamples.workedExample(semantics), exact(semantics));
        assertTrue(r.clean(), r.violations().toString());
        assertTrue(r.completed());
        assertEquals(14, r.intrinsicsRun());
        assertEquals(List.of(150L, 200L), r.warpEnds());
        assertEquals(200, r.makespan());
        assertEquals(250, r.sequentialCycles());
        assertEquals(1.25, r.speedUp(), 1e-12);
    }

    /** The text's allocation (12 pairs, six channels) orders nothing more on this timing: the same 200 cycles. */
    @ParameterizedTest
    @EnumSource(Semantics.class)
    void theTextsSixChannelAllocationRunsClean(Semantics semantics) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        ChannelsSimulationReport r = ChannelsSimulator.run(p, texts(p));
        assertTrue(r.clean(), r.violations().toString());
        assertEquals(200, r.makespan());
    }

    /** The text's own dependence set and six-channel allocation on the worked example. */
    static ChannelsSolution texts(ChannelsProblem p) {
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
        return plan.solution(mapping);
    }

    /**
     * Without c3→p4, p4 starts at cycle 30 as soon as p3 is done, over [15, 30) while c3 (which reads [20, 30))
     * has not started: at one cycle w0 steps before w1.
     */
    @ParameterizedTest
    @EnumSource(Semantics.class)
    void droppingTheResourcePairC3P4IsAnOverwriteOfUnreleasedAddresses(Semantics semantics) {
        ChannelsSolution s = exact(semantics);
        ChannelsSimulationReport r = ChannelsSimulator.run(ChannelsExamples.workedExample(semantics),
                without(s, syncOf(s, "s1:c:2", "s2:p:0")));
        assertFalse(r.clean());
        ChannelsViolation v = r.violations().get(0);
        assertEquals(ChannelsViolation.Kind.UNRELEASED_OVERWRITE, v.kind(), v.message());
        assertEquals("s2:p:0", v.instance());
        assertEquals(30, v.cycle());
        assertTrue(v.message().contains("[20, 30) still to be read by s1:c:2 (not started)"), v.message());
        assertFalse(r.trace().isEmpty());
        assertEquals(new TimedEvent(30, "w0", "start s2:p:0"), r.trace().get(r.trace().size() - 1));
    }

    /** Without p1→c1, c1 starts at cycle 0 and reads the pool before p1 wrote it. */
    @Test
    void droppingADataPairIsAWrongRead() {
        ChannelsSolution s = exact(Semantics.GENERATION);
        ChannelsSimulationReport r = ChannelsSimulator.run(ChannelsExamples.workedExample(),
                without(s, syncOf(s, "s1:p:0", "s1:c:0")));
        ChannelsViolation v = r.violations().get(0);
        assertEquals(ChannelsViolation.Kind.WRONG_READ, v.kind(), v.message());
        assertEquals(0, v.cycle());
        assertEquals("s1:c:0 starting at cycle 0 reads wrong data: [0, 10) holds nothing (initial contents)'s data,"
                + " not s1:p:0's", v.message());
    }

    /**
     * Generation's 3-channel answer under flag: c3→p4 (id 4) shares channel 3 with p3→c3 (id 3). At cycle 30
     * w0 signals p3 and goes straight on to wait c4 on channel 3, whose flag p3 just raised for c3: an untagged
     * flag lets it pass — id 4 reused the channel before id 3's consumer was done.
     */
    @Test
    void aChannelReusedTooEarlyIsCaught() {
        ChannelsSolution generationsAnswer = exact(Semantics.GENERATION);
        ChannelsSimulationReport r = ChannelsSimulator.run(ChannelsExamples.workedExample(Semantics.FLAG),
                generationsAnswer);
        ChannelsViolation v = r.violations().get(0);
        assertEquals(ChannelsViolation.Kind.CHANNEL, v.kind(), v.message());
        assertEquals("w0:c4", v.instance());
        assertEquals(30, v.cycle());
        assertTrue(v.message().contains("woke on default:3"), v.message());
        assertEquals(1, r.violations().size(), "a channel fault stops the run");
        assertFalse(r.completed());
        assertEquals(0, r.speedUp());
    }

    /** w0 first waits on a signal w1 gives only at its end, while w1 waits for p1: neither moves. */
    @Test
    void aCyclicWaitIsADeadlockWithATrace() {
        ChannelsSolution s = exact(Semantics.GENERATION);
        List<SyncOp> w0 = new ArrayList<>(s.warps().get(0).ops());
        List<SyncOp> w1 = new ArrayList<>(s.warps().get(1).ops());
        w0.add(0, SyncOp.consume("90"));
        w1.add(SyncOp.produce("90"));
        Map<String, Integer> assignment = new HashMap<>(s.assignment());
        assignment.put("90", 5);
        ChannelsSimulationReport r = ChannelsSimulator.run(ChannelsExamples.workedExample(), new ChannelsSolution(
                List.of(new Warp("w0", w0), new Warp("w1", w1)), assignment, s.offsets(), s.dependences()));
        ChannelsViolation v = r.violations().get(0);
        assertEquals(ChannelsViolation.Kind.DEADLOCK, v.kind());
        assertTrue(v.message().startsWith("deadlock at cycle 0: w0:c90 (op 0) waiting since cycle 0,"
                + " w1:c1 (op 0) waiting since cycle 0"), v.message());
        assertEquals(List.of(new TimedEvent(0, "w0", "issue c90"), new TimedEvent(0, "w1", "issue c1")), r.trace());
        assertEquals(0, r.intrinsicsRun());
    }

    @Test
    void seededRandomTiesRepeatAndStayCleanOnAValidAnswer() {
        ChannelsProblem p = ChannelsExamples.workedExample(Semantics.PARITY);
        ChannelsSolution s = exact(Semantics.PARITY);
        for (long seed = 0; seed < 50; seed++) {
            ChannelsSimulationReport r = ChannelsSimulator.run(p, s, seed);
            assertTrue(r.clean(), "seed " + seed + ": " + r.violations());
            assertEquals(200, r.makespan(), "seed " + seed);
        }
        ChannelsSolution broken = without(s, syncOf(s, "s1:c:2", "s2:p:0"));
        assertEquals(ChannelsSimulator.run(p, broken, 7), ChannelsSimulator.run(p, broken, 7));
    }

    @Test
    void anInstructionThatIsNoInstanceIsBadCode() {
        ChannelsSolution s = exact(Semantics.GENERATION);
        List<SyncOp> w1 = new ArrayList<>(s.warps().get(1).ops());
        w1.set(w1.indexOf(SyncOp.parse("s3:c:0")), SyncOp.parse("s3:c:1"));
        ChannelsSimulationReport r = ChannelsSimulator.run(ChannelsExamples.workedExample(), new ChannelsSolution(
                List.of(s.warps().get(0), new Warp("w1", w1)), s.assignment(), s.offsets(), s.dependences()));
        ChannelsViolation v = r.violations().get(0);
        assertEquals(ChannelsViolation.Kind.BAD_CODE, v.kind());
        assertEquals("w1:s3:c:1 is no instance of the program (instances are STAGE:ID:I)", v.message());
        assertEquals(250, r.sequentialCycles());
    }

    @Test
    void thePlugInPrintsTheTimingAndExploresTheChannels() {
        SimulationOutcome o = new ChannelsSimulation().run(ChannelsExamples.workedExample(), exact(Semantics.GENERATION),
                new SimulationOptions(20, 1, 0.5, 10_000, null, 4));
        assertTrue(o.clean(), o.lines().toString());
        assertEquals("timed run, ties by warp index: makespan 200 cycles, sequential 250 cycles, speed-up 1.25"
                + " (w0 ends at 150, w1 ends at 200)", o.lines().get(0));
        assertTrue(o.lines().get(2).matches("20 timed runs with random ties and cycles jittered by a factor in \\[1/4, 4]"
                + " \\(seeds 1\\.\\.20\\): clean, makespan \\d+\\.\\.\\d+"), o.lines().get(2));
        SimulationOutcome ties = new ChannelsSimulation().run(ChannelsExamples.workedExample(), exact(Semantics.GENERATION),
                new SimulationOptions(20, 1, 0.5, 10_000, null, 1));
        assertEquals("20 timed runs with random ties (seeds 1..20): clean, makespan 200 in each", ties.lines().get(2));
        assertTrue(o.lines().get(o.lines().size() - 1).contains("every reachable state explored"), o.lines().toString());
        ChannelsSolution s = exact(Semantics.GENERATION);
        String second = new ChannelsSimulation().secondOpinion(ChannelsExamples.workedExample(),
                without(s, syncOf(s, "s2:c:2", "s3:p:0")));
        assertTrue(second != null && second.startsWith("s3:p:0 starts writing at cycle 85 over addresses not yet released"),
                second);
    }
}
