package dev.berth.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The channels family through the existing commands, which dispatch by family. */
class ChannelsCliTest {
    static final Path WORKED = Path.of("..", "examples", "channels", "worked-example.json");

    @TempDir
    Path dir;

    @Test
    void solveAndCheckTheWorkedExample() throws IOException {
        Path out = dir.resolve("s.json");
        CliTest.Run r = berth("solve", WORKED.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("channels", j.get("family").asText());
        assertEquals("OPTIMAL", j.get("status").asText());
        assertEquals(3, j.get("objective").asInt());
        assertEquals(2, j.get("warps").size());
        assertEquals(9, j.get("assignment").size());
        assertEquals(0, j.get("offsets").get("pool").asInt());
        assertEquals(3, j.get("certificate").size());
        boolean c1p7 = false;
        for (JsonNode d : j.get("dependences")) {
            if (d.get("from").asText().equals("s1:c:0") && d.get("to").asText().equals("s3:p:0")) {
                c1p7 = true;
                assertTrue(d.get("sync").isNull());
                assertEquals("resource", d.get("kind").asText());
                assertEquals(7, d.get("implied_by").size());
            }
        }
        assertTrue(c1p7, "c1 -> p7 is listed with the path that implies it");
        CliTest.Run check = berth("check", WORKED.toString(), out.toString());
        assertEquals(0, check.code(), check.out());
        assertTrue(check.out().contains("channels 3"), check.out());
    }

    /** The text's procedure from the command line: six channels, its steps traced, the warps listed as a ring. */
    @Test
    void referenceSolvesWithSixChannelsAndTracesItsSteps() throws IOException {
        Path out = dir.resolve("s.json");
        Path trace = dir.resolve("t.json");
        CliTest.Run r = berth("solve", WORKED.toString(), "--solver", "reference", "--trace", trace.toString(),
                "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("FEASIBLE", j.get("status").asText());
        assertEquals(6, j.get("objective").asInt());
        assertEquals(3, j.get("bound").asInt());
        assertEquals(12, j.get("assignment").size());
        assertEquals("acquire(4)  // from s1:c:1", j.get("listing").get("w0").get(6).asText());
        assertEquals("release(6)  // to s3:p:0", j.get("listing").get("w1").get(16).asText());
        JsonNode t = Json.MAPPER.readTree(Files.readString(trace));
        assertEquals("s1:c:0", t.get("removed").get(0).get("from").asText());
        assertEquals(6, t.get("used").asInt());
        assertEquals(0, berth("check", WORKED.toString(), out.toString()).code());
    }

    /** A request the strategies cannot take fails before any work: no trace is written for an unknown solver. */
    @Test
    void anUnknownSolverFailsBeforeTheTraceIsWritten() {
        Path trace = dir.resolve("t.json");
        CliTest.Run r = berth("solve", WORKED.toString(), "--solver", "nope", "--trace", trace.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("unknown strategy 'nope'"), r.err());
        assertTrue(Files.notExists(trace), "no trace for a request refused");
    }

    /** A study setting the study cannot take is refused before the bench runs: no results are written. */
    @Test
    void aBadCapacityIsRefusedBeforeAnyRun() {
        Path out = dir.resolve("bench");
        CliTest.Run r = berth("bench", WORKED.toString(), "--solvers", "reference", "--capacities", "0",
                "--out", out.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--capacities") && r.err().contains("got 0"), r.err());
        assertTrue(Files.notExists(out.resolve("results.csv")), "nothing benched for a refused request");
    }

    @Test
    void checkRejectsASolutionWithoutANeededResourcePair() throws IOException {
        Path out = dir.resolve("s.json");
        assertEquals(0, berth("solve", WORKED.toString(), "--out", out.toString()).code());
        ObjectNode s = (ObjectNode) Json.MAPPER.readTree(Files.readString(out));
        String sync = null;
        for (JsonNode d : s.get("dependences")) {
            if (d.get("from").asText().equals("s2:c:2") && d.get("to").asText().equals("s3:p:0")) {
                sync = d.get("sync").asText();
            }
        }
        for (JsonNode w : s.get("warps")) {
            ArrayNode ops = (ArrayNode) w.get("ops");
            for (int i = ops.size() - 1; i >= 0; i--) {
                if (ops.get(i).asText().equals("p" + sync) || ops.get(i).asText().equals("c" + sync)) {
                    ops.remove(i);
                }
            }
        }
        ((ObjectNode) s.get("assignment")).remove(sync);
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, s.toString());
        CliTest.Run r = berth("check", WORKED.toString(), bad.toString());
        assertEquals(ExitCodes.INVALID, r.code(), r.out());
        assertTrue(r.out().contains("-> s3:p:0") && r.out().contains("not enforced"), r.out());
    }

    /** Exact's own answer under each semantics, simulated: clean in 200 cycles (the hand computation is in
     *  the simulator's ChannelsSimulatorTest), 1.25 times faster than the 250 sequential cycles. */
    @ParameterizedTest
    @ValueSource(strings = {"generation", "parity", "flag"})
    void exactsAnswerSimulatesCleanWithItsMakespan(String semantics) throws IOException {
        Path instance = dir.resolve("worked-" + semantics + ".json");
        Files.writeString(instance, Files.readString(WORKED).replace("\"generation\"", "\"" + semantics + "\""));
        Path out = dir.resolve("s.json");
        CliTest.Run solved = berth("solve", instance.toString(), "--out", out.toString());
        assertEquals(0, solved.code(), solved.err());
        assertEquals(semantics.equals("flag") ? 4 : 3, Json.MAPPER.readTree(solved.out()).get("objective").asInt());
        CliTest.Run r = berth("simulate", instance.toString(), out.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("makespan 200 cycles, sequential 250 cycles, speed-up 1.25"), r.out());
        assertTrue(r.out().contains("every reachable state explored"), r.out());
    }

    /** --jitter spreads the random-tie runs' durations (default 4), 1 turns it off, below 1 is a bad input. */
    @Test
    void jitterIsTheSpreadOfTheRandomisedRunsDurations() throws IOException {
        Path out = dir.resolve("s.json");
        assertEquals(0, berth("solve", WORKED.toString(), "--out", out.toString()).code());
        CliTest.Run jittered = berth("simulate", WORKED.toString(), out.toString(), "--schedules", "50");
        assertEquals(0, jittered.code(), jittered.out() + jittered.err());
        assertTrue(jittered.out().contains("50 timed runs with random ties and cycles jittered by a factor in [1/4, 4]"
                + " (seeds 1..50): clean, makespan "), jittered.out());
        CliTest.Run fixed = berth("simulate", WORKED.toString(), out.toString(), "--schedules", "50", "--jitter", "1");
        assertTrue(fixed.out().contains("50 timed runs with random ties (seeds 1..50): clean, makespan 200 in each"),
                fixed.out());
        CliTest.Run bad = berth("simulate", WORKED.toString(), out.toString(), "--jitter", "0.5");
        assertEquals(ExitCodes.BAD_INPUT, bad.code(), bad.out() + bad.err());
        assertTrue(bad.err().contains("--jitter"), bad.err());
    }

    @Test
    void reduceFalseIsATypedFamilyParameter() throws IOException {
        CliTest.Run r = berth("solve", WORKED.toString(), "-P", "channels.reduce=false");
        assertEquals(0, r.code(), r.err());
        assertEquals(5, Json.MAPPER.readTree(r.out()).get("objective").asInt());
        CliTest.Run bad = berth("solve", WORKED.toString(), "-P", "channels.reduce=maybe");
        assertEquals(ExitCodes.BAD_INPUT, bad.code());
        assertTrue(bad.err().contains("channels.reduce"), bad.err());
    }
}
