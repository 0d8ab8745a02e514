package dev.berth.cli;

import dev.berth.model.InputException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Expands command-line paths into instance files: a directory gives its .csv and .json files, sorted. */
final class InstanceFiles {
    private InstanceFiles() {
    }

    static List<Path> expand(List<Path> paths) {
        List<Path> out = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    List<Path> found = s.filter(f -> {
                        String n = f.getFileName().toString().toLowerCase();
                        return Files.isRegularFile(f) && (n.endsWith(".csv") || n.endsWith(".json"));
                    }).sorted().toList();
                    if (found.isEmpty()) {
                        throw new InputException(p.toString(), "directory has no .csv or .json instance");
                    }
                    out.addAll(found);
                } catch (IOException e) {
                    throw new InputException(p.toString(), "cannot list: " + e.getMessage());
                }
            } else if (!Files.exists(p)) {
                throw new InputException(p.toString(), "no such file or directory");
            } else {
                out.add(p);
            }
        }
        return out;
    }
}
