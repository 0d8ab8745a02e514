package dev.berth.model.check.tiles;

import dev.berth.model.check.CheckerSources;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Set;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The checker's sources reach only java.*, the framework types and the tiles records — never the strategies' code. */
class TileCheckerIndependenceTest {
    private static final Set<String> RECORDS = Set.of("TileProblem", "Machine", "TileVariable", "ReadOnlyStructure",
            "StructurePointer", "PointerFormat", "StructureKind", "BlockKind", "Steps", "TileLayout", "StructureLayout",
            "StructurePlan", "TileNeed", "LinkedSets");
    private static final Set<String> FRAMEWORK = Set.of("Checker", "Score", "Certificate", "Problem",
            "CurrentBudget"); // the checks stop at the caller's deadline
    private static final Pattern STRATEGY_CLASSES = Pattern.compile("\\b(TileBlocks?|EqualAddressGroups|AddressConflict"
            + "|ExchangeSchedule|TileLowerBound|TileInfeasibility|TileObjective|TileValidator|TileJson|TileSolutions)\\b");

    @Test
    void importsOnlyWhatTheBriefAllows() throws IOException {
        for (CheckerSources.Source f : CheckerSources.of("tiles")) {
            String file = f.file().getFileName().toString();
            for (String name : f.imports()) {
                String simple = name.substring(name.lastIndexOf('.') + 1);
                boolean ok = name.startsWith("java.")
                        || name.equals("dev.berth.model." + simple) && FRAMEWORK.contains(simple)
                        || name.equals("dev.berth.model.tiles." + simple) && RECORDS.contains(simple);
                assertTrue(ok, file + ": " + name);
            }
            String text = f.text();
            assertFalse(text.contains("tiles.analysis") || text.contains("tiles.io") || text.contains("model.io"),
                    file + " names a package of the strategies or the I/O");
            assertFalse(STRATEGY_CLASSES.matcher(text).find(), file + " names a strategies' class");
            assertFalse(text.contains("offsetOf("), file + " calls TileLayout.offsetOf");
        }
    }
}
