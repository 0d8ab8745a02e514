package dev.berth.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;

import static dev.berth.cli.CliTest.assertOneLineError;
import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The channels instances of {@code bombs/} (README there): the worked example repeated past reason, every access on one address. */
class ChannelsBombsTest {
    private static Path bomb(String name) throws URISyntaxException {
        return Path.of(ChannelsBombsTest.class.getResource("/bombs/" + name).toURI());
    }

    @Test
    void aMillionRepeatsAreRefusedNamingTheLimit() throws Exception {
        assertOneLineError(berth("solve", bomb("channels-repeat-million.json").toString(), "--time-limit", "2"),
                ExitCodes.BAD_INPUT, "channels.instances");
    }

    @Test
    void twoThousandRepeatsAreSolvedWithTheirTwoChannels() throws Exception {
        CliTest.Run r = berth("solve", bomb("channels-repeat-2000.json").toString(), "--time-limit", "20");
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("OPTIMAL", j.get("status").asText(), r.out());
        assertEquals(2, j.get("objective").asLong());
    }
}
