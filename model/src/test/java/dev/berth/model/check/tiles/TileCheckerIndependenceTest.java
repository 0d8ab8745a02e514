package dev.berth.model.check.tiles;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The checker's sources reach only java.*, the framework types and the tiles records — never the strategies' code. */
class TileCheckerIndependenceTest {
    private static final Set<String> RECORDS = Set.of("TileProblem", "Machine", "TileVariable", "ReadOnlyStructure",
            "StructurePointer", "PointerFormat", "StructureKind", "BlockKind", "Steps", "TileLayout", "StructureLayout",
            "StructurePlan", "TileNeed", "LinkedSets");
    private static final Set<String> FRAMEWORK = Set.of("Checker", "Score", "Certificate", "Problem");
    private static final Pattern STRATEGY_CLASSES = Pattern.compile("\\b(TileBlocks?|EqualAddressGroups|AddressConflict"
            + "|ExchangeSchedule|TileLowerBound|TileInfeasibility|TileObjective|TileValidator|TileJson|TileSolutions)\\b");

    @Test
    void importsOnlyWhatTheBriefAllows() throws IOException {
        Path dir = Path.of("src", "main", "java", "dev", "berth", "model", "check", "tiles");
        List<Path> sources;
        try (Stream<Path> s = Files.list(dir)) {
            sources = s.filter(f -> f.toString().endsWith(".java")).toList();
        }
        assertFalse(sources.isEmpty());
        for (Path f : sources) {
            String text = Files.readString(f);
            for (String line : text.lines().filter(l -> l.startsWith("import ")).toList()) {
                String name = line.substring("import ".length(), line.length() - 1).trim();
                String simple = name.substring(name.lastIndexOf('.') + 1);
                boolean ok = name.startsWith("java.")
                        || name.equals("dev.berth.model." + simple) && FRAMEWORK.contains(simple)
                        || name.equals("dev.berth.model.tiles." + simple) && RECORDS.contains(simple);
                assertTrue(ok, f.getFileName() + ": " + line);
            }
            assertFalse(text.contains("tiles.analysis") || text.contains("tiles.io") || text.contains("model.io"),
                    f.getFileName() + " names a package of the strategies or the I/O");
            assertFalse(STRATEGY_CLASSES.matcher(text).find(), f.getFileName() + " names a strategies' class");
            assertFalse(text.contains("offsetOf("), f.getFileName() + " calls TileLayout.offsetOf");
        }
    }
}
