package dev.berth.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Path;

import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simt and tiles instances of bombs/ that Berth refuses, and two it answers, as its README says. */
class SimtTilesBombsTest {
    static final Path BOMBS = Path.of("src", "test", "resources", "bombs");

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "simt-instructions.json, simt.instructions",
            "simt-registers.json, simt.registerWords",
            "simt-warp-registers.json, simt.warpRegisters",
            "simt-shared.json, simt.sharedWords",
            "simt-loop-nest.json, simt.loopBlocks",
            "tiles-tiles.json, tiles.tiles",
            "tiles-steps.json, tiles.steps",
            "tiles-bytes.json, tiles.bytes",
            "tiles-blocks-per-tile.json, tiles.blocksPerTile",
            "tiles-intervals-per-block.json, tiles.intervalsPerBlock",
            "tiles-pointers.json, tiles.pointersPerStructure",
            "tiles-structures.json, tiles.structures"})
    void isRefusedInOneLineNamingTheLimit(String file, String limit) {
        CliTest.Run r = berth("solve", BOMBS.resolve(file).toString(), "--time-limit", "2");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        String err = r.err().strip();
        assertTrue(err.endsWith("(limit " + limit + ")"), err);
        assertTrue(err.indexOf('\n') < 0, err);
        assertTrue(err.contains(file), "names the file: " + err);
    }

    @Test
    void theChainWithAConflictAtItsFarEndIsInfeasibleWithItsWholeChain() throws IOException {
        CliTest.Run r = berth("solve", BOMBS.resolve("tiles-chain-conflict.json").toString(), "--time-limit", "5");
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("INFEASIBLE", j.get("status").asText());
        assertEquals(5952, j.get("certificate").get("chain").size());
        assertTrue(j.get("reason").asText().contains("(5952 sets in all)"), j.get("reason").asText());
    }

    @Test
    void coprimeAlignmentsPutTheGroupAtAddressZero() throws IOException {
        CliTest.Run r = berth("solve", BOMBS.resolve("tiles-alignment.json").toString(), "--time-limit", "5");
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("OPTIMAL", j.get("status").asText());
        assertEquals(0, j.get("assignment").get("v39").asLong());
    }
}
