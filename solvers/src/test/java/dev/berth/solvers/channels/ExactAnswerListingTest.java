package dev.berth.solvers.channels;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.analysis.RingListing;
import dev.berth.model.channels.testing.ChannelsExamples;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The text's Fig. 9 for the worked example, from exact's three-channel answer (generation semantics): the
 * 9 pairs of the reduced code, channel 3 handed from p3→c3 to c3→p4 to p4→c4, channel 1 from p6→c6 to
 * c6→p7 to p7→c7.
 */
class ExactAnswerListingTest {
    @Test
    void theWorkedExamplesWarpsReadAsARing() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        Result<ChannelsSolution> r = ChannelsStrategies.REGISTRY.byName("exact")
                .solve(p, SolveOptions.defaults().withThreads(1).withTimeLimit(Duration.ofSeconds(30)));
        assertEquals(Status.OPTIMAL, r.status(), r.reason());
        Map<String, List<String>> listing = RingListing.of(p, r.solution());
        assertEquals(List.of("w0", "w1"), List.copyOf(listing.keySet()));
        assertEquals(List.of(
                "s1:p:0  writes pool[0, 10)", "queue(1)  // to s1:c:0",
                "s1:p:1  writes pool[10, 20)", "queue(2)  // to s1:c:1",
                "s1:p:2  writes pool[20, 30)", "queue(3)  // to s1:c:2",
                "acquire(3)  // from s1:c:2", "s2:p:0  writes pool[15, 30)", "queue(3)  // to s2:c:0",
                "s2:p:1  writes pool[30, 45)", "queue(2)  // to s2:c:1",
                "s2:p:2  writes pool[45, 60)", "queue(1)  // to s2:c:2",
                "acquire(1)  // from s2:c:2", "s3:p:0  writes pool[0, 50)", "queue(1)  // to s3:c:0"),
                listing.get("w0"));
        assertEquals(List.of(
                "dequeue(1)  // from s1:p:0", "s1:c:0  reads pool[0, 10)",
                "dequeue(2)  // from s1:p:1", "s1:c:1  reads pool[10, 20)",
                "dequeue(3)  // from s1:p:2", "s1:c:2  reads pool[20, 30)", "release(3)  // to s2:p:0",
                "dequeue(3)  // from s2:p:0", "s2:c:0  reads pool[15, 30)",
                "dequeue(2)  // from s2:p:1", "s2:c:1  reads pool[30, 45)",
                "dequeue(1)  // from s2:p:2", "s2:c:2  reads pool[45, 60)", "release(1)  // to s3:p:0",
                "dequeue(1)  // from s3:p:0", "s3:c:0  reads pool[0, 50)"),
                listing.get("w1"));
    }
}
