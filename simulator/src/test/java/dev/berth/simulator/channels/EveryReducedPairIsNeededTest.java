package dev.berth.simulator.channels;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.check.channels.ChannelsChecker;
import dev.berth.model.sync.Semantics;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each of the worked example's nine reduced pairs taken out of exact's answer, one at a time. The checker
 * rejects all nine (each is needed). The deterministic timed run sees an absence only where the example's
 * cycles expose it: p2→c2, p3→c3, p5→c5 and p6→c6 stay hidden, because consumer i+1 becomes free at the very
 * cycle producer i+1 ends (both take the stage's cycles), so it finds the data there by coincidence. With
 * jittered durations the randomised runs catch all nine within {@link #SEEDS} seeds. Either way an absence is
 * the pair's own kind of fault (a wrong read for a data pair, an unreleased overwrite for a resource pair),
 * never a channel fault.
 */
class EveryReducedPairIsNeededTest {
    /**
     * Seeds 1..10 with the default spread, as {@code berth simulate --schedules 10} runs them. The hidden pairs
     * are caught in roughly a third to a half of the runs each (consumer i must end before producer i+1 does);
     * the first catch here is at seed 1, 2 or 3.
     */
    static final int SEEDS = 10;

    @ParameterizedTest
    @EnumSource(Semantics.class)
    void theCheckerRejectsEveryAbsenceAndTheTimedRunTheOnesItsCyclesExpose(Semantics semantics) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        ChannelsSolution exact = ChannelsSimulatorTest.exact(semantics);
        List<Dependence> synced = synced(exact);
        assertEquals(9, synced.size());
        List<String> caught = new ArrayList<>();
        for (Dependence d : synced) {
            ChannelsSolution without = ChannelsSimulatorTest.without(exact, d.sync());
            String what = d.from() + ">" + d.to();
            assertNotNull(new ChannelsChecker().violation(p, without), what);
            ChannelsSimulationReport r = ChannelsSimulator.run(p, without);
            if (r.clean()) {
                continue;
            }
            caught.add(what);
            assertEquals(ownKind(d), r.violations().get(0).kind(), what + ": " + r.violations());
        }
        assertEquals(List.of("s1:p:0>s1:c:0", "s1:c:2>s2:p:0", "s2:p:0>s2:c:0", "s2:c:2>s3:p:0", "s3:p:0>s3:c:0"), caught);
    }

    /** Every absence is caught by some seed, as its own kind, and that seed repeats the run exactly. */
    @ParameterizedTest
    @EnumSource(Semantics.class)
    void withJitterTheRandomisedRunsCatchAllNine(Semantics semantics) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        ChannelsSolution exact = ChannelsSimulatorTest.exact(semantics);
        List<String> caught = new ArrayList<>();
        for (Dependence d : synced(exact)) {
            ChannelsSolution without = ChannelsSimulatorTest.without(exact, d.sync());
            String what = d.from() + ">" + d.to();
            for (long seed = 1; seed <= SEEDS; seed++) {
                ChannelsSimulationReport r = ChannelsSimulator.run(p, without, seed, Jitter.defaults());
                if (r.clean()) {
                    continue;
                }
                caught.add(what);
                assertEquals(ownKind(d), r.violations().get(0).kind(), what + ", seed " + seed + ": " + r.violations());
                assertFalse(r.trace().isEmpty(), what);
                assertEquals(r, ChannelsSimulator.run(p, without, seed, Jitter.defaults()), what + ", seed " + seed);
                break;
            }
        }
        assertEquals(synced(exact).stream().map(d -> d.from() + ">" + d.to()).toList(), caught);
    }

    /**
     * p2→c2 through the plug-in: the report names the seed, and that seed alone ({@code --seed S --schedules 1})
     * gives the same violation and trace.
     */
    @ParameterizedTest
    @EnumSource(Semantics.class)
    void thePlugInNamesASeedThatReproducesAHiddenRace(Semantics semantics) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        ChannelsSolution exact = ChannelsSimulatorTest.exact(semantics);
        ChannelsSolution without = ChannelsSimulatorTest.without(exact, ChannelsSimulatorTest.syncOf(exact, "s1:p:1", "s1:c:1"));
        SimulationOutcome o = new ChannelsSimulation().run(p, without, new SimulationOptions(SEEDS, 1, 0.5, 10_000, null,
                Jitter.DEFAULT_SPREAD));
        assertFalse(o.clean());
        assertTrue(o.lines().get(1).startsWith("clean"), "the deterministic run misses it: " + o.lines());
        String failed = o.lines().get(2);
        String prefix = "timed run with random ties and cycles jittered by a factor in [1/4, 4], seed ";
        assertTrue(failed.startsWith(prefix), failed);
        long seed = Long.parseLong(failed.substring(prefix.length(), failed.indexOf(':', prefix.length())));
        assertTrue(o.lines().get(3).startsWith("violation (wrong read): s1:c:1 starting at cycle "), o.lines().get(3));
        assertTrue(timed(o).get(timed(o).size() - 1).startsWith("trace "), o.lines().toString());
        SimulationOutcome again = new ChannelsSimulation().run(p, without, new SimulationOptions(1, seed, 0.5, 10_000, null,
                Jitter.DEFAULT_SPREAD));
        assertEquals(timed(o).subList(2, timed(o).size()), timed(again).subList(2, timed(again).size()));
    }

    /** The report's lines up to the untimed part. */
    private static List<String> timed(SimulationOutcome o) {
        return o.lines().stream().takeWhile(l -> !l.startsWith("channels on the sync machine")).toList();
    }

    private static List<Dependence> synced(ChannelsSolution s) {
        return s.dependences().stream().filter(Dependence::enforced).toList();
    }

    private static ChannelsViolation.Kind ownKind(Dependence d) {
        return d.kind() == DependenceKind.DATA ? ChannelsViolation.Kind.WRONG_READ : ChannelsViolation.Kind.UNRELEASED_OVERWRITE;
    }
}
