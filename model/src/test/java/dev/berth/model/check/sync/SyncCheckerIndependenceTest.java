package dev.berth.model.check.sync;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The checker's main code imports only java.*, the framework types and the sync records. */
class SyncCheckerIndependenceTest {
    private static final Set<String> ALLOWED = Set.of("dev.berth.model.Checker", "dev.berth.model.Score",
            "dev.berth.model.Certificate", "dev.berth.model.Problem", "dev.berth.model.Status",
            "dev.berth.model.sync.SyncProblem", "dev.berth.model.sync.Warp", "dev.berth.model.sync.SyncOp",
            "dev.berth.model.sync.OpKind", "dev.berth.model.sync.LogicalResource",
            "dev.berth.model.sync.ResourceClass", "dev.berth.model.sync.Semantics",
            "dev.berth.model.sync.SyncMapping", "dev.berth.model.sync.Antichain", "dev.berth.model.sync.PinnedClash");

    @Test
    void importsOnlyTheRecordsAndTheFramework() throws IOException {
        Path dir = Path.of("src/main/java/dev/berth/model/check/sync");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(f -> f.toString().endsWith(".java")).toList();
        }
        assertFalse(files.isEmpty());
        for (Path f : files) {
            String text = Files.readString(f);
            for (String line : text.lines().toList()) {
                String t = line.strip();
                if (t.startsWith("import ")) {
                    String name = t.substring(7, t.length() - 1).replace("static ", "");
                    assertTrue(name.startsWith("java.") || ALLOWED.contains(name), f + ": " + t);
                }
            }
            // no fully qualified use that would dodge the imports
            assertFalse(text.contains("sync.analysis") && !text.contains("{@code sync.analysis}")
                    || text.contains("sync.io.") || text.contains("analysis.HappensBefore"), f.toString());
        }
    }
}
