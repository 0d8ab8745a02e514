package dev.berth.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.Json;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;

import static dev.berth.cli.CliTest.assertOneLineError;
import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The memory and sync instances of {@code bombs/} (README there): small files that made Berth build or wait a
 * lot. Each is refused naming its limit, or answered as its README line says. How long they take is measured
 * by hand, not here.
 */
class MemorySyncBombsTest {

    private static Path bomb(String name) throws URISyntaxException {
        java.net.URL url = MemorySyncBombsTest.class.getResource("/bombs/" + name);
        assertNotNull(url, name);
        return Path.of(url.toURI());
    }

    @ParameterizedTest
    @CsvSource({"memory-stacked-bytes.json, memory.bytes", "memory-group-members.json, memory.group",
            "sync-reach.json, sync.reach"})
    void refusedNamingTheLimit(String name, String limit) throws URISyntaxException {
        assertOneLineError(berth("solve", bomb(name).toString(), "--time-limit", "2"), ExitCodes.BAD_INPUT,
                "(limit " + limit + ")");
    }

    @ParameterizedTest
    @CsvSource({"memory-group-staggered.json, 1063", "memory-near-limits.json, 9007199254740992",
            "sync-classes.json, 3999"})
    void answeredWithItsOptimum(String name, long optimum) throws IOException, URISyntaxException {
        CliTest.Run r = berth("solve", bomb(name).toString(), "--time-limit", "10");
        assertEquals(ExitCodes.OK, r.code(), r.err() + r.out());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("OPTIMAL", j.get("status").asText(), r.out());
        assertEquals(optimum, j.get("objective").asLong());
    }
}
