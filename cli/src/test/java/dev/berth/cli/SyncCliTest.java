package dev.berth.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.berth.cli.CliTest.assertOneLineError;
import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sync family through the command line: solve, check, bad input, infeasible limits. */
class SyncCliTest {
    static final Path EXAMPLES = Path.of("..", "examples", "sync");

    @TempDir
    Path dir;

    Path file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @ParameterizedTest
    @CsvSource({"example1.json, 2", "example2.json, 6", "example2-parity.json, 7"})
    void solvesTheWorkedExamplesToTheirWidth(String name, int width) throws IOException {
        Path out = dir.resolve("s.json");
        CliTest.Run r = berth("solve", EXAMPLES.resolve(name).toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("OPTIMAL", j.get("status").asText());
        assertEquals(width, j.get("objective").asInt());
        assertEquals(width, j.get("certificate").size());
        CliTest.Run check = berth("check", EXAMPLES.resolve(name).toString(), out.toString());
        assertEquals(0, check.code(), check.out());
        assertTrue(check.out().contains("valid: " + width + " physical resources, width " + width), check.out());
    }

    @Test
    void checkRejectsThePublishedMappingUnderParity() {
        String published = EXAMPLES.resolve("example2.published-mapping.json").toString();
        assertEquals(0, berth("check", EXAMPLES.resolve("example2.json").toString(), published).code());
        CliTest.Run r = berth("check", EXAMPLES.resolve("example2-parity.json").toString(), published);
        assertEquals(ExitCodes.INVALID, r.code());
        assertTrue(r.out().contains("in flight at once under parity"), r.out());
    }

    @Test
    void aLimitBelowTheWidthIsInfeasibleWithTheConcurrentSet() throws IOException {
        CliTest.Run r = berth("solve", EXAMPLES.resolve("too-few-barriers.json").toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("INFEASIBLE", j.get("status").asText());
        assertEquals(6, j.get("certificate").size());
        assertTrue(j.get("reason").asText().contains("5 usable ids"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"family\":\"sync\",\"warps\":[{\"id\":\"a\",\"ops\":[\"c2\",\"p1\"]},{\"id\":\"b\",\"ops\":[\"c1\",\"p2\"]}]}|cyclic program (it would deadlock): a:c2 -> a:p1 -> b:c1 -> b:p2 -> a:c2",
            "{\"family\":\"sync\",\"warps\":[{\"id\":\"a\",\"ops\":[\"p1\"]}]}|resource 1 is produced but never consumed",
            "{\"family\":\"sync\",\"warps\":[{\"id\":\"a\",\"ops\":[\"p1\",\"c1\",\"c1\"]}]}|resource 1 is consumed twice",
            "{\"family\":\"sync\",\"physical\":{\"semantics\":\"lifo\"},\"warps\":[]}|unknown semantics 'lifo'",
            "{\"family\":\"sync\",\"physical\":{\"limit\":-2},\"warps\":[]}|physical.limit: must be at least 0, got -2",
    })
    void badInputIsOneLineAndExitTwo(String json, String message) throws IOException {
        assertOneLineError(berth("solve", file("bad.json", json).toString()), ExitCodes.BAD_INPUT, message);
    }

    @Test
    void aMappingThatLeavesAResourceOutIsInvalidNotBadInput() throws IOException {
        Path partial = file("partial.json", "{\"assignment\":{\"1\":1,\"2\":2,\"3\":1,\"4\":2,\"5\":1}}");
        CliTest.Run check = berth("check", EXAMPLES.resolve("example1.json").toString(), partial.toString());
        assertEquals(ExitCodes.INVALID, check.code(), check.err());
        assertEquals("invalid: resource 6 has no physical id (neither assigned nor removed)", check.out().strip());
        CliTest.Run simulate = berth("simulate", EXAMPLES.resolve("example1.json").toString(), partial.toString());
        assertEquals(ExitCodes.INVALID, simulate.code(), simulate.err());
        assertTrue(simulate.out().contains("resource 6 has no physical id"), simulate.out());
    }

    @Test
    void badSolutionFilesAreOneLineAndExitTwo() throws IOException {
        Path sol = file("sol.json", "{\"assignment\":{\"1\":0,\"99\":1}}");
        assertOneLineError(berth("check", EXAMPLES.resolve("example1.json").toString(), sol.toString()),
                ExitCodes.BAD_INPUT, "resource '99' is not in the instance");
        assertOneLineError(berth("solve", EXAMPLES.resolve("example1.json").toString(), "--solver", "nope"),
                ExitCodes.BAD_INPUT, "unknown strategy 'nope' for the sync family");
    }
}
