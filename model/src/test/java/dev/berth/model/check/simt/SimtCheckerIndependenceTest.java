package dev.berth.model.check.simt;

import dev.berth.model.check.CheckerSources;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The checker's sources reach only java.*, the framework types, the simt records and the kernel IR — no I/O, no pass. */
class SimtCheckerIndependenceTest {
    private static final Set<String> RECORDS = Set.of("SimtProblem", "SimtSolution", "OriginalSize", "Launch");
    private static final Set<String> FRAMEWORK = Set.of("Checker", "Score", "Certificate", "Problem",
            "CurrentBudget"); // the checks stop at the caller's deadline

    @Test
    void importsOnlyTheRecords() throws IOException {
        for (CheckerSources.Source f : CheckerSources.of("simt")) {
            String file = f.file().getFileName().toString();
            for (String name : f.imports()) {
                String simple = name.substring(name.lastIndexOf('.') + 1);
                boolean ok = name.startsWith("java.")
                        || name.equals("dev.berth.model." + simple) && FRAMEWORK.contains(simple)
                        || name.equals("dev.berth.model.simt." + simple) && RECORDS.contains(simple)
                        || name.equals("dev.berth.model.simt.ir." + simple);
                assertTrue(ok, file + ": " + name);
            }
            assertFalse(f.text().contains("simt.io") || f.text().contains("heuristics"), file + " names the I/O or the pass");
        }
    }
}
