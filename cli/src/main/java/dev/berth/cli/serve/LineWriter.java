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
    private volatile boolean broken;

    LineWriter(OutputStream out, ObjectMapper mapper) {
        this.out = out;
        this.mapper = mapper;
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
            }
        }
    }
}
