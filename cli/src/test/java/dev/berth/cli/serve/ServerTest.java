package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.Berth;
import dev.berth.bench.memory.MemoryTraceGenerator;
import dev.berth.bench.memory.MemoryTraceSpec;
import dev.berth.model.io.Json;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.io.MemoryJson;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerTest {
    private static final String INSTANCE = "{\"family\":\"memory\",\"capacity\":100,\"buffers\":["
            + "{\"id\":\"a\",\"start\":0,\"end\":2,\"size\":40},{\"id\":\"b\",\"start\":1,\"end\":3,\"size\":50},"
            + "{\"id\":\"c\",\"start\":2,\"end\":4,\"size\":30}]}";

    private static String request(Object id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + (id instanceof String s ? "\"" + s + "\"" : id) + ",\"method\":\""
                + method + "\"" + (params == null ? "" : ",\"params\":" + params) + "}";
    }

    @Test
    void solveAnswersTheSolutionBerthSolvePrintsAndItChecksValid() throws Exception {
        try (ServerHarness s = new ServerHarness(2)) {
            s.send(request(1, "solve", "{\"instance\":" + INSTANCE + ",\"timeLimit\":5,\"params\":{\"greedy.order\":\"area\"}}"));
            JsonNode r = s.next();
            assertEquals(1, r.get("id").asInt());
            JsonNode solution = r.get("result");
            assertEquals("OPTIMAL", solution.get("status").asText());
            assertEquals(90, solution.get("objective").asLong());
            assertEquals(90, solution.get("bound").asLong());
            assertEquals("certificate", solution.get("proof").asText());
            assertFalse(s.notifications().isEmpty(), "a progress notification before the answer");
            JsonNode p = s.notifications().get(0).get("params");
            assertEquals(1, p.get("id").asInt());
            assertEquals(90, p.get("objective").asLong());

            s.send(request("c1", "check", "{\"instance\":" + INSTANCE + ",\"solution\":" + solution + "}"));
            JsonNode c = s.next();
            assertEquals("c1", c.get("id").asText());
            assertTrue(c.get("result").get("valid").asBoolean(), c.toString());

            ObjectNode wrong = solution.deepCopy();
            ((ObjectNode) wrong.get("assignment")).put("a", 10);
            s.send(request(2, "check", "{\"instance\":" + INSTANCE + ",\"solution\":" + wrong + "}"));
            JsonNode bad = s.next().get("result");
            assertFalse(bad.get("valid").asBoolean());
            assertTrue(bad.get("violation").asText().contains("overlap"), bad.toString());

            s.send(request(3, "simulate", "{\"instance\":" + INSTANCE + ",\"solution\":" + solution + "}"));
            JsonNode sim = s.next().get("result");
            assertTrue(sim.get("clean").asBoolean(), sim.toString());
            assertTrue(sim.get("lines").size() > 0);
        }
    }

    @Test
    void everyBadRequestIsAnsweredWithItsCodeAndTheServerGoesOn() throws Exception {
        try (ServerHarness s = new ServerHarness(1)) {
            s.send("this is not json");
            assertError(s.next(), null, -32700, "invalid JSON");
            s.send("[1, 2]");
            assertError(s.next(), null, -32600, "batches are not supported");
            s.send("{\"jsonrpc\":\"1.0\",\"id\":4,\"method\":\"solvers\"}");
            assertError(s.next(), 4, -32600, "jsonrpc");
            s.send("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":7}");
            assertError(s.next(), 5, -32600, "method");
            s.send(request(6, "allocate", "{}"));
            assertError(s.next(), 6, -32601, "unknown method 'allocate'");
            s.send(request(7, "solve", "{\"instance\":{\"family\":\"memory\",\"capacity\":10,\"buffers\":[{\"id\":\"x\",\"start\":0,\"end\":1,\"size\":-3}]}}"));
            assertError(s.next(), 7, -32602, "buffers[0]");
            s.send(request(8, "solve", "{\"instance\":" + INSTANCE + ",\"timelimit\":3}"));
            assertError(s.next(), 8, -32602, "unknown field of solve");
            s.send(request(9, "solve", "{\"instance\":" + INSTANCE + ",\"timeLimit\":-1}"));
            assertError(s.next(), 9, -32602, "timeLimit");
            s.send(request(10, "solve", "{\"instance\":" + INSTANCE + ",\"solver\":\"magic\"}"));
            assertError(s.next(), 10, -32602, "unknown strategy 'magic'");
            s.send(request(11, "solve", "{\"instance\":" + INSTANCE + ",\"params\":{\"order\":\"area\"}}"));
            assertError(s.next(), 11, -32602, "order");
            s.send(request(12, "solve", "{}"));
            assertError(s.next(), 12, -32602, "missing field 'instance'");
            s.send(request(13, "check", "{\"instance\":" + INSTANCE + ",\"solution\":{\"assignment\":{\"a\":\"zero\"}}}"));
            assertError(s.next(), 13, -32602, "a");
            s.send(request(14, "solve", "{\"instance\":{\"family\":\"memory\",\"buffers\":[]}}"));
            assertError(s.next(), 14, -32602, "capacity");
            // a notification (no id) is never answered, even when it fails
            s.send("{\"jsonrpc\":\"2.0\",\"method\":\"allocate\"}");
            s.send(request(15, "solvers", null));
            JsonNode ok = s.next();
            assertEquals(15, ok.get("id").asInt());
            assertNull(ok.get("error"));
        }
    }

    @Test
    void solversListsEveryFamilyWithItsParameterSchema() throws Exception {
        try (ServerHarness s = new ServerHarness(1)) {
            s.send(request(1, "solvers", "{}"));
            JsonNode families = s.next().get("result").get("families");
            assertEquals(Berth.strategies().size(), families.size());
            JsonNode memory = families.get(0);
            assertEquals("memory", memory.get("name").asText());
            assertEquals("portfolio", memory.get("defaultStrategy").asText());
            boolean exactOrder = false;
            for (JsonNode st : memory.get("strategies")) {
                for (JsonNode p : st.get("params")) {
                    exactOrder |= p.get("key").asText().equals("exact.order") && p.has("type") && p.has("meaning");
                }
            }
            assertTrue(exactOrder, memory.toString());
            java.io.StringWriter text = new java.io.StringWriter();
            assertEquals(0, dev.berth.cli.Berth.run(new String[]{"solvers", "--json"}, new java.io.PrintWriter(text, true),
                    new java.io.PrintWriter(new java.io.StringWriter())));
            assertEquals(Json.MAPPER.readTree(text.toString()).get("families"), families,
                    "berth solvers --json and the service give one schema");
        }
    }

    @Test
    void pipelinedRequestsAreEachAnsweredOnce() throws Exception {
        try (ServerHarness s = new ServerHarness(2)) {
            int n = 40;
            for (int i = 0; i < n; i++) {
                s.send(request(i, i % 4 == 3 ? "solvers" : "solve", i % 4 == 3 ? null
                        : "{\"instance\":" + INSTANCE + ",\"solver\":\"" + (i % 2 == 0 ? "greedy" : "exact") + "\"}"));
            }
            Set<Integer> ids = new HashSet<>();
            for (int i = 0; i < n; i++) {
                JsonNode r = s.next();
                assertNull(r.get("error"), r.toString());
                assertTrue(ids.add(r.get("id").asInt()), "answered twice: " + r.get("id"));
            }
            assertEquals(n, ids.size());
        }
    }

    @Test
    void cancelStopsARunningSolveWhichAnswersWithItsBestSoFar() throws Exception {
        MemoryProblem big = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(2000, 7));
        String instance = Json.MAPPER.writeValueAsString(MemoryJson.write(big));
        try (ServerHarness s = new ServerHarness(2)) {
            // timefold searches this instance until its limit: only the cancel can end it within the test's timeout
            s.send(request("long", "solve", "{\"instance\":" + instance + ",\"solver\":\"timefold\",\"timeLimit\":3000}"));
            s.send(request("long", "solve", "{\"instance\":" + INSTANCE + "}"));
            assertError(s.next(), "long", -32600, "already in use");
            s.send(request("c", "cancel", "{\"id\":\"long\"}"));
            JsonNode cancel = s.next(m -> m.get("id").asText().equals("c"));
            assertTrue(cancel.get("result").get("cancelled").asBoolean());
            JsonNode message = s.next(m -> m.get("id").asText().equals("long"));
            if (message.get("error") != null) {
                // on a busy machine the cancel can arrive before the solve has left the queue: that is answered
                // as the protocol says, -32800, and nothing ran
                assertEquals(-32800, message.get("error").get("code").asInt(), message.toString());
                return;
            }
            JsonNode answer = message.get("result");
            String status = answer.get("status").asText();
            assertTrue(status.equals("FEASIBLE") || status.equals("UNKNOWN"), answer.toString());
            if (status.equals("FEASIBLE")) {
                MemoryLayout layout = Berth.readSolution(big, "answer", answer.toString());
                assertTrue(Berth.check(big, layout).valid());
            }
            s.send(request("c2", "cancel", "{\"id\":\"long\"}"));
            assertFalse(s.next().get("result").get("cancelled").asBoolean(), "nothing runs under that id any more");
        }
    }

    @Test
    void shutdownFinishesWhatRunsThenExitsZero() throws Exception {
        ServerHarness s = new ServerHarness(1);
        s.send(request(1, "solve", "{\"instance\":" + INSTANCE + ",\"solver\":\"exact\"}"));
        s.send(request(2, "shutdown", null));
        JsonNode first = s.next();
        assertEquals(1, first.get("id").asInt(), "the running solve answers before the shutdown does");
        assertEquals("OPTIMAL", first.get("result").get("status").asText());
        JsonNode second = s.next();
        assertEquals(2, second.get("id").asInt());
        assertEquals(0, s.exitCode());
        s.close();
    }

    @Test
    void theEndOfTheInputCancelsEverythingAndEndsTheServerWithZero() throws Exception {
        MemoryProblem big = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(2000, 7));
        String instance = Json.MAPPER.writeValueAsString(MemoryJson.write(big));
        ServerHarness s = new ServerHarness(1);
        s.send(request("long", "solve", "{\"instance\":" + instance + ",\"solver\":\"timefold\",\"timeLimit\":3000}"));
        s.send(request("queued", "solve", "{\"instance\":" + INSTANCE + ",\"timeLimit\":3000}"));
        s.close();
        assertEquals(0, s.exitCode(), "the server ends although both asked for 3000 s");
        JsonNode queued = s.next(m -> m.get("id").asText().equals("queued"));
        assertError(queued, "queued", Server.REQUEST_CANCELLED, "cancelled before it started");
    }

    @Test
    void aCancelReachesAQueuedRequestBehindAFullQueueAtOnce() throws Exception {
        MemoryProblem big = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(2000, 7));
        String instance = Json.MAPPER.writeValueAsString(MemoryJson.write(big));
        try (ServerHarness s = new ServerHarness(1, 3)) {
            for (int i = 0; i < 4; i++) {
                s.send(request("q" + i, "solve", "{\"instance\":" + instance + ",\"solver\":\"timefold\",\"timeLimit\":3000}"));
            }
            // the queue is full (three accepted) and the fourth waits past it: the reader still takes the cancels
            s.send(request("c3", "cancel", "{\"id\":\"q3\"}"));
            assertTrue(s.next(m -> m.get("id").asText().equals("c3")).get("result").get("cancelled").asBoolean());
            assertError(s.next(m -> m.get("id").asText().equals("q3")), "q3", Server.REQUEST_CANCELLED, "before it started");
            for (int i = 0; i < 3; i++) {
                s.send(request("c" + i, "cancel", "{\"id\":\"q" + i + "\"}"));
            }
            for (int i = 0; i < 3; i++) {
                String id = "q" + i;
                JsonNode answer = s.next(m -> m.get("id").asText().equals(id));
                assertTrue(answer.has("result") || answer.get("error").get("code").asInt() == Server.REQUEST_CANCELLED,
                        answer.toString());
            }
            s.send(request(9, "solvers", null));
            assertEquals(9, s.next(m -> m.get("id").asInt() == 9).get("id").asInt());
        }
    }

    @Test
    void requestsAfterAShutdownAreRefusedNamingIt() throws Exception {
        ServerHarness s = new ServerHarness(1);
        s.send(request(1, "solve", "{\"instance\":" + INSTANCE + ",\"solver\":\"exact\"}"));
        s.send(request(2, "shutdown", null));
        s.send(request(3, "solve", "{\"instance\":" + INSTANCE + "}"));
        assertError(s.next(m -> m.get("id").asInt() == 3), 3, -32000, "shutting down");
        assertEquals("OPTIMAL", s.next(m -> m.get("id").asInt() == 1).get("result").get("status").asText());
        assertTrue(s.next(m -> m.get("id").asInt() == 2).get("result").get("shutdown").asBoolean());
        assertEquals(0, s.exitCode());
        s.close();
    }

    @Test
    void aSolveWithoutAnIdIsNotRunButAnInvalidEnvelopeIsStillAnswered() throws Exception {
        MemoryProblem big = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(2000, 7));
        String instance = Json.MAPPER.writeValueAsString(MemoryJson.write(big));
        try (ServerHarness s = new ServerHarness(1)) {
            // were it run, it would hold the only worker for 3000 s and the next solve would never answer
            s.send("{\"jsonrpc\":\"2.0\",\"method\":\"solve\",\"params\":{\"instance\":" + instance
                    + ",\"solver\":\"timefold\",\"timeLimit\":3000}}");
            s.send("{}");
            assertError(s.next(), null, -32600, "jsonrpc");
            s.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"solvers\"} // a comment");
            assertError(s.next(), null, -32700, "invalid JSON");
            s.send("{\"jsonrpc\":2.0,\"id\":2,\"method\":\"solvers\"}");
            assertError(s.next(), 2, -32600, "string");
            s.send("{\"jsonrpc\":\"2.0\",\"id\":1e400,\"method\":\"solvers\"}");
            assertError(s.next(), null, -32600, "2^53");
            s.send(request(3, "solve", "{\"instance\":" + INSTANCE + ",\"solver\":\"exact\"}"));
            assertEquals("OPTIMAL", s.next().get("result").get("status").asText());
        }
    }

    @Test
    void aLineLongerThanTheLimitIsAnsweredAndTheNextOneServed() throws Exception {
        try (ServerHarness s = new ServerHarness(1, 64, 4096)) {
            s.send(request(1, "solve", "{\"instance\":\"" + "x".repeat(100_000) + "\"}"));
            assertError(s.next(), null, -32600, "--max-request-bytes");
            s.send(request(2, "solvers", null));
            assertEquals(2, s.next().get("id").asInt());
        }
    }

    private static void assertError(JsonNode m, Object id, int code, String text) {
        JsonNode e = m.get("error");
        assertTrue(e != null, "expected an error, got " + m);
        assertEquals(code, e.get("code").asInt(), m.toString());
        assertTrue(e.get("message").asText().contains(text), m.toString());
        if (id == null) {
            assertTrue(m.get("id").isNull(), m.toString());
        } else {
            assertEquals(String.valueOf(id), m.get("id").asText());
        }
    }
}
