package dev.berth.model.channels.analysis;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.testing.ChannelsExamples;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The worked example's timings by hand (docs/channels.md, the simulator's golden), with and without extra ordering. */
class CodeMakespanTest {
    static final long[] AT_ZERO = {0};

    /** The reduced code with B's producer waiting for A's consumer for each {@code {A.to, B.from}} by position. */
    static GeneratedCode code(ChannelsProblem p, int[]... extra) {
        Unrolled program = Unrolled.of(p, AT_ZERO);
        List<Edge> all = new ArrayList<>(AddressDependences.of(program));
        for (int[] e : extra) {
            all.add(new Edge(e[0], e[1], DependenceKind.SERIALIZE));
        }
        all.sort(Comparator.comparingInt(Edge::from).thenComparingInt(Edge::to));
        return ChannelsPlan.of(p, AT_ZERO, TransitiveReduction.of(program, all, true)).code();
    }

    @Test
    void theReducedCodeEndsAtTwoHundred() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        GeneratedCode c = code(p);
        assertEquals(200, CodeMakespan.of(c.reduced().program(), c.sync().warps()));
    }

    /**
     * p2 waiting for c1 and p5 for c4 (positions: s1 p/c at 0..5, s2 at 6..11, s3 at 12, 13): p4 starts at 50
     * instead of 40 and p5 at 80, so p7 runs 125–175 and c7 ends at 225.
     */
    @Test
    void aProducerHeldForAConsumerDelaysTheRest() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        GeneratedCode c = code(p, new int[] {1, 2}, new int[] {7, 8});
        assertEquals(11, c.sync().size());
        assertEquals(225, CodeMakespan.of(c.reduced().program(), c.sync().warps()));
    }
}
