package dev.berth.cli;

import dev.berth.model.InputException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The files commands write: a failure is an input error naming the option that named the file. */
final class OutputFiles {
    private OutputFiles() {
    }

    static void write(Path file, String option, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputException(option, "cannot write " + file + ": " + e.getMessage());
        }
    }
}
