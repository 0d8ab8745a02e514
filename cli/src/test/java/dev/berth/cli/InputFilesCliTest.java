package dev.berth.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static dev.berth.cli.CliTest.assertOneLineError;
import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** What the command does with inputs that are not regular files: refused at once, except standard input as -. */
class InputFilesCliTest {
    @TempDir
    Path dir;

    @Test
    void aFifoOrADeviceIsRefusedAtOnceWithExitTwo() throws Exception {
        Path fifo = dir.resolve("instance.json");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        // were it opened, nobody writes to it and the command would block for ever
        assertOneLineError(berth("solve", fifo.toString()), 2, "not a regular file");
        assertOneLineError(berth("solve", "/dev/zero"), 2, "not a regular file");
        Path instance = java.nio.file.Files.writeString(dir.resolve("i.csv"), CliTest.EXAMPLE);
        assertOneLineError(berth("check", instance.toString(), "/dev/zero"), 2, "not a regular file");
        assertOneLineError(berth("solve", ""), 2, "empty path");
    }

    @Test
    void dashReadsTheInstanceFromStandardInput() throws Exception {
        Run run = withStdin("id,lower,upper,size\nb1,0,3,4\nb2,1,9,4\n", "solve", "-", "--solver", "greedy",
                "--capacity", "100");
        assertEquals(0, run.code(), run.err());
        JsonNode j = Json.MAPPER.readTree(run.out());
        assertEquals(8, j.get("objective").asLong());
        assertEquals("stdin", j.get("instance").asText());
        Run json = withStdin("{\"family\":\"memory\",\"capacity\":9,\"buffers\":[{\"id\":\"a\",\"start\":0,\"end\":1,\"size\":4}]}",
                "solve", "-", "--solver", "greedy");
        assertEquals(0, json.code(), json.err());
        assertOneLineError(withStdin("{}", "check", "-", "-").asRun(), 2, "only one of INSTANCE and SOLUTION");
    }

    private record Run(int code, String out, String err) {
        CliTest.Run asRun() {
            return new CliTest.Run(code, out, err);
        }
    }

    private static Run withStdin(String text, String... args) {
        InputStream before = System.in;
        System.setIn(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        try {
            CliTest.Run r = berth(args);
            return new Run(r.code(), r.out(), r.err());
        } finally {
            System.setIn(before);
        }
    }
}
