package dev.berth.model.channels.analysis;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.testing.ChannelsExamples;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The names come from the dependence each sync id enforces; without it the listing says only wait/signal. */
class RingListingTest {
    static ChannelsSolution oneChannelEach(ChannelsProblem p) {
        ChannelsPlan plan = ChannelsPlan.of(p, new long[] {0}, true);
        int[] m = new int[plan.code().sync().size()];
        for (int r = 0; r < m.length; r++) {
            m[r] = 10 + r;
        }
        return plan.solution(m);
    }

    @Test
    void theProducersFirstLinesAreQueueAndAcquire() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        List<String> w0 = RingListing.of(p, oneChannelEach(p)).get("w0");
        assertEquals(List.of("s1:p:0  writes pool[0, 10)", "queue(10)  // to s1:c:0"), w0.subList(0, 2));
        assertEquals("acquire(13)  // from s1:c:2", w0.get(6));
    }

    @Test
    void withoutItsDependenceASyncIdIsAPlainWaitOrSignal() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        ChannelsSolution s = oneChannelEach(p);
        ChannelsSolution bare = new ChannelsSolution(s.warps(), s.assignment(), s.offsets(), List.of());
        List<String> w1 = RingListing.of(p, bare).get("w1");
        assertEquals(List.of("wait(10)  // sync 1", "s1:c:0  reads pool[0, 10)"), w1.subList(0, 2));
    }
}
