package dev.berth.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static dev.berth.cli.CliTest.assertOneLineError;
import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code berth generate channels}: one file per setting, each solvable; bad settings are one-line errors. */
class GenerateChannelsCliTest {
    @TempDir
    Path dir;

    @Test
    void writesEveryShapeAndTheGemmSolvesToItsRingsWidth() throws Exception {
        CliTest.Run r = berth("generate", "channels", "--shape", "gemm,attention,multi,unplaced", "--stages", "4",
                "--slots", "2", "--tiles", "1", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(4, r.out().lines().count(), r.out());
        Path gemm = dir.resolve("gemm-k4-s2-n1-generation-s1.json");
        assertTrue(r.out().contains(gemm + "  10 instances, 3 buffers, generation, width 2"), r.out());
        assertTrue(r.out().contains("(4 unplaced)"), r.out());
        CliTest.Run solved = berth("solve", gemm.toString());
        assertEquals(0, solved.code(), solved.err());
        JsonNode j = Json.MAPPER.readTree(solved.out());
        assertEquals("OPTIMAL", j.get("status").asText());
        assertEquals(2, j.get("objective").asInt());
        assertTrue(Files.exists(dir.resolve("unplaced-k4-s2-n1-generation-s1.json")));
    }

    @Test
    void aLimitAndSemanticsNameTheFile() {
        CliTest.Run r = berth("generate", "channels", "--shape", "multi", "--semantics", "parity", "--limit", "0",
                "--seed", "3", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.exists(dir.resolve("multi-k8-s4-n2-parity-s3-nolim.json")), r.out());
    }

    @Test
    void badSettingsAreOneLineErrors() {
        assertOneLineError(berth("generate", "channels", "--shape", "conv", "--out", dir.toString()), ExitCodes.BAD_INPUT,
                "--shape");
        assertOneLineError(berth("generate", "channels", "--slots", "0", "--out", dir.toString()), ExitCodes.BAD_INPUT,
                "slots must be at least 1");
    }
}
