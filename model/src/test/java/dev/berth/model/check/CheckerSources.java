package dev.berth.model.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** The main sources of a family's checker, for the tests that keep the checkers independent of the strategies. */
public final class CheckerSources {
    private CheckerSources() {
    }

    /** One source file: its path, its text and what it imports. */
    public record Source(Path file, String text) {
        /** The imported names, without {@code import}, {@code static} and the semicolon. */
        public List<String> imports() {
            return text.lines().map(String::strip).filter(t -> t.startsWith("import "))
                    .map(t -> t.substring("import ".length(), t.length() - 1).replace("static ", "").strip())
                    .toList();
        }
    }

    /** The Java files of {@code src/main/java/dev/berth/model/check/<family>} (the module's directory); never none. */
    public static List<Source> of(String family) throws IOException {
        Path dir = Path.of("src", "main", "java", "dev", "berth", "model", "check", family);
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        assertFalse(files.isEmpty(), dir + " has no sources");
        List<Source> out = new ArrayList<>();
        for (Path f : files) {
            out.add(new Source(f, Files.readString(f)));
        }
        return out;
    }
}
