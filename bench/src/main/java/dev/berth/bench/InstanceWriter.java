package dev.berth.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.berth.model.Family;
import dev.berth.model.Problem;
import dev.berth.model.io.Json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where the generators put what they make: a file per instance, in any family's formats. */
public final class InstanceWriter {
    private InstanceWriter() {
    }

    /** {@code problem} as formats.md's JSON in {@code <dir>/<name>.json}; returns the file. */
    public static <P extends Problem> Path json(Family<P, ?> family, P problem, Path dir) {
        try {
            return text(dir.resolve(problem.name() + ".json"), Json.MAPPER.writeValueAsString(family.write(problem)) + "\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e); // a tree of plain nodes always serialises
        }
    }

    /** {@code text} in {@code file}, its directory made if missing; returns the file. */
    public static Path text(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
