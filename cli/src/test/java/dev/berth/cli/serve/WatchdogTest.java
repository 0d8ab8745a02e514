package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.function.BiConsumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A request whose method ignores its limit is answered by the watchdog, and its worker's place is taken. */
class WatchdogTest {
    private static final String SMALL = "{\"family\":\"memory\",\"capacity\":100,\"buffers\":["
            + "{\"id\":\"a\",\"start\":0,\"end\":2,\"size\":40},{\"id\":\"b\",\"start\":1,\"end\":3,\"size\":50}]}";

    /** Methods whose solve of a memory instance with capacity 7 never returns (until the test ends). */
    private static final class Stuck extends Methods {
        final CountDownLatch release = new CountDownLatch(1);

        Stuck(ServeSettings settings) {
            super(settings, Json.MAPPER);
        }

        @Override
        JsonNode run(Job job, ObjectMapper protocol, BiConsumer<Job, Duration> watch) {
            JsonNode request = job.takeRequest(line -> Protocol.parse(protocol, line));
            JsonNode params = request.get("params");
            if (params.get("instance").path("capacity").asLong() == 7) {
                watch.accept(job, Duration.ofMillis(200));
                try {
                    release.await(); // ignores every budget, as a strategy with a bug would
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return Json.MAPPER.createObjectNode().put("late", true);
            }
            return super.run(new Job(job.id, job.key, job.method, new byte[0], request, job.tracked), protocol, watch);
        }
    }

    @Test
    void aMethodThatNeverReturnsIsAnsweredForAndTheNextRequestStillRuns() throws Exception {
        Stuck[] stuck = new Stuck[1];
        try (ServerHarness s = new ServerHarness(1, 64, ServeSettings.DEFAULT_MAX_REQUEST_BYTES,
                settings -> stuck[0] = new Stuck(settings))) {
            s.send("{\"jsonrpc\":\"2.0\",\"id\":\"stuck\",\"method\":\"solve\",\"params\":{\"instance\":"
                    + "{\"family\":\"memory\",\"capacity\":7,\"buffers\":[]}}}");
            s.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"solve\",\"params\":{\"instance\":" + SMALL + "}}");
            JsonNode first = s.next(m -> m.get("id").asText().equals("stuck"));
            assertEquals(RpcError.INTERNAL, first.get("error").get("code").asInt(), first.toString());
            assertTrue(first.get("error").get("message").asText().contains("did not answer within its time limit"),
                    first.toString());
            // the only worker is still inside the stuck method: the next request runs on another thread
            JsonNode second = s.next(m -> m.get("id").asText().equals("2"));
            assertEquals("OPTIMAL", second.get("result").get("status").asText(), second.toString());
            stuck[0].release.countDown();
            s.send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"solvers\"}");
            assertEquals(3, s.next(m -> m.get("id").asText().equals("3")).get("id").asInt());
            s.send("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"solvers\"}");
            assertEquals(4, s.next(m -> m.get("id").asText().equals("4")).get("id").asInt());
            assertTrue(s.untaken().isEmpty(), "the stuck method's late result is never sent: " + s.untaken());
        }
    }
}
