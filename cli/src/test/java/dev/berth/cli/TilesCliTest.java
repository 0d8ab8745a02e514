package dev.berth.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.berth.cli.CliTest.assertOneLineError;
import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tiles family through the command line: solve, check, simulate, generate, bad input, Fig. 4b. */
class TilesCliTest {
    static final Path EXAMPLES = Path.of("..", "examples", "tiles");

    @TempDir
    Path dir;

    @Test
    void sharesTheVertexStateAndTheLayoutChecksAndSimulatesClean() throws IOException {
        Path out = dir.resolve("vs.json");
        String instance = EXAMPLES.resolve("vertex-state-sharing.json").toString();
        CliTest.Run r = berth("solve", instance, "--node-limit", "500", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("OPTIMAL", j.get("status").asText());
        assertEquals(1440, j.get("objective").asLong());
        assertTrue(j.get("assignment").get("vs0").get("shared").asBoolean());
        assertEquals(256, j.get("exchangeCycles").asLong());
        CliTest.Run check = berth("check", instance, out.toString());
        assertEquals(0, check.code(), check.out());
        assertTrue(check.out().contains("valid: largest tile peak 1440"), check.out());
        CliTest.Run sim = berth("simulate", instance, out.toString());
        assertEquals(0, sim.code(), sim.out());
        assertTrue(sim.out().contains("256 exchange cycles"), sim.out());
    }

    @Test
    void aMovedPointerTargetIsInvalidAndTheSimulatorSeesTheWrongRead() throws IOException {
        Path out = dir.resolve("vs.json");
        String instance = EXAMPLES.resolve("vertex-state-sharing.json").toString();
        assertEquals(0, berth("solve", instance, "--solver", "reference", "--out", out.toString()).code());
        ObjectNode sol = (ObjectNode) Json.MAPPER.readTree(Files.readString(out));
        ObjectNode a = (ObjectNode) sol.get("assignment");
        a.put("b", a.get("b").asLong() + 1024);
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, sol.toString());
        CliTest.Run check = berth("check", instance, broken.toString());
        assertEquals(ExitCodes.INVALID, check.code());
        assertTrue(check.out().contains("must share an address"), check.out());
        CliTest.Run sim = berth("simulate", instance, broken.toString());
        assertEquals(ExitCodes.INVALID, sim.code());
        assertTrue(sim.out().contains("violation"), sim.out());
    }

    @Test
    void fig4bIsInfeasibleNamingTheTwoVariablesOfTile1() throws IOException {
        CliTest.Run r = berth("solve", EXAMPLES.resolve("fig4b-inconsistent-sets.json").toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("INFEASIBLE", j.get("status").asText());
        assertTrue(j.get("reason").asText().contains("variables a and d of tile 1"), j.get("reason").asText());
    }

    @Test
    void badInputIsOneLineNamingTheField() throws IOException {
        Path f = dir.resolve("bad.json");
        Files.writeString(f, """
                {"family": "tiles", "machine": {"tiles": 2, "bytesPerTile": 256}, "steps": 2,
                 "variables": [ {"id": "a", "tile": 0, "size": 8}, {"id": "b", "tile": 1, "size": 8} ],
                 "structures": [ {"id": "s", "size": 8, "users": [0, 1],
                                  "pointers": [ {"format": "vector", "targets": {"0": "b", "1": "b"}} ]} ] }""");
        assertOneLineError(berth("solve", f.toString()), ExitCodes.BAD_INPUT, "structures[0].pointers[0].targets.0");
    }

    @Test
    void generatesAProgramThatSolves() throws IOException {
        CliTest.Run g = berth("generate", "tiles", "--tiles", "8", "--variables", "16", "--sets", "3", "--out", dir.toString());
        assertEquals(0, g.code(), g.err());
        Path instance;
        try (var files = Files.list(dir)) {
            instance = files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        CliTest.Run r = berth("solve", instance.toString(), "--node-limit", "300");
        assertEquals(0, r.code(), r.err());
        assertTrue(Json.MAPPER.readTree(r.out()).get("status").asText().matches("OPTIMAL|FEASIBLE"), r.out());
    }
}
