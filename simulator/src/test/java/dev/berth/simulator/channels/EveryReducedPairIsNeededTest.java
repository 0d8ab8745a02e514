package dev.berth.simulator.channels;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.check.channels.ChannelsChecker;
import dev.berth.model.sync.Semantics;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Each of the worked example's nine reduced pairs taken out of exact's answer, one at a time. The checker
 * rejects all nine (each is needed). The timed run sees an absence only where the example's cycles expose it,
 * and then as the pair's own kind of fault (a wrong read for a data pair, an unreleased overwrite for a
 * resource pair), never a channel fault: p2→c2, p3→c3, p5→c5 and p6→c6 stay hidden, because consumer i+1
 * becomes free at the very cycle producer i+1 ends (both take the stage's cycles), so it finds the data there
 * by coincidence. That is the limit of one fixed timing, stated in docs/channels.md.
 */
class EveryReducedPairIsNeededTest {
    @ParameterizedTest
    @EnumSource(Semantics.class)
    void theCheckerRejectsEveryAbsenceAndTheTimedRunTheOnesItsCyclesExpose(Semantics semantics) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        ChannelsSolution exact = ChannelsSimulatorTest.exact(semantics);
        List<Dependence> synced = exact.dependences().stream().filter(Dependence::enforced).toList();
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
            assertEquals(d.kind() == DependenceKind.DATA ? ChannelsViolation.Kind.WRONG_READ
                    : ChannelsViolation.Kind.UNRELEASED_OVERWRITE, r.violations().get(0).kind(), what + ": " + r.violations());
        }
        assertEquals(List.of("s1:p:0>s1:c:0", "s1:c:2>s2:p:0", "s2:p:0>s2:c:0", "s2:c:2>s3:p:0", "s3:p:0>s3:c:0"), caught);
    }
}
