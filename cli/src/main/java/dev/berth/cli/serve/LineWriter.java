package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The server's half of the line protocol: one JSON object per line, whole lines only, whatever thread
 * writes — answers of concurrent requests and progress notifications interleave by line, never inside one.
 */
final class LineWriter {
    private final OutputStream out;
    private final ObjectMapper mapper;
    private final Runnable onBroken;
    private volatile boolean broken;

    /** @param onBroken called once, when a write finds that the client stopped reading */
    LineWriter(OutputStream out, ObjectMapper mapper, Runnable onBroken) {
        this.out = out;
        this.mapper = mapper;
        this.onBroken = onBroken;
    }

    /** Whether the client stopped reading (its end of the pipe closed). */
    boolean broken() {
        return broken;
    }

    void write(JsonNode message) {
        byte[] line;
        try {
            line = (mapper.writeValueAsString(message) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        synchronized (this) {
            if (broken) {
                return;
            }
            try {
                out.write(line);
                out.flush();
            } catch (IOException e) {
                broken = true; // the client went away: nobody is left to answer
                onBroken.run();
            }
        }
    }
}
