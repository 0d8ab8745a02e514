package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The service's {@code check} of a solution that leaves something out: a result saying it is invalid and
 * naming what it leaves out, not a malformed request; an id the instance lacks is still one.
 */
class IncompleteSolutionServeTest {
    private static final String MEMORY = "{\"family\":\"memory\",\"capacity\":100,\"buffers\":["
            + "{\"id\":\"a\",\"start\":0,\"end\":2,\"size\":40},{\"id\":\"b\",\"start\":1,\"end\":3,\"size\":50}]}";
    private static final String SYNC = "{\"family\":\"sync\",\"warps\":[{\"id\":\"x\",\"ops\":[\"p1\",\"p2\"]},"
            + "{\"id\":\"y\",\"ops\":[\"c1\",\"c2\"]}]}";

    private static String check(int id, String instance, String solution) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"check\",\"params\":{\"instance\":" + instance
                + ",\"solution\":" + solution + "}}";
    }

    @Test
    void aSolutionThatLeavesSomethingOutIsInvalidNamingIt() throws Exception {
        try (ServerHarness s = new ServerHarness(1)) {
            s.send(check(1, MEMORY, "{\"assignment\":{\"a\":0}}"));
            JsonNode memory = s.next().get("result");
            assertFalse(memory.get("valid").asBoolean(), memory.toString());
            assertEquals("buffer b has no offset", memory.get("violation").asText());

            s.send(check(2, SYNC, "{\"assignment\":{\"1\":0}}"));
            JsonNode sync = s.next().get("result");
            assertFalse(sync.get("valid").asBoolean(), sync.toString());
            assertEquals("resource 2 has no physical id (neither assigned nor removed)", sync.get("violation").asText());

            s.send(check(3, MEMORY, "{\"assignment\":{\"a\":0,\"b\":40,\"c\":0}}"));
            JsonNode unknown = s.next();
            assertEquals(-32602, unknown.get("error").get("code").asInt(), unknown.toString());
            String message = unknown.get("error").get("message").asText();
            assertTrue(message.contains("buffer 'c' is not in the instance") && !message.contains("instance instance"),
                    message);
        }
    }
}
