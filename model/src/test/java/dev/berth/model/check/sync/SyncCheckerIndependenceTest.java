package dev.berth.model.check.sync;

import dev.berth.model.check.CheckerSources;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker's main code imports only java.*, the framework types (with the thread's budget, which a check
 * stops at) and the sync records.
 */
class SyncCheckerIndependenceTest {
    private static final Set<String> ALLOWED = Set.of("dev.berth.model.Checker", "dev.berth.model.Score",
            "dev.berth.model.Certificate", "dev.berth.model.Problem", "dev.berth.model.Status",
            "dev.berth.model.sync.SyncProblem", "dev.berth.model.sync.Warp", "dev.berth.model.sync.SyncOp",
            "dev.berth.model.sync.OpKind", "dev.berth.model.sync.LogicalResource",
            "dev.berth.model.sync.ResourceClass", "dev.berth.model.sync.Semantics",
            "dev.berth.model.sync.SyncMapping", "dev.berth.model.sync.Antichain", "dev.berth.model.sync.PinnedClash",
            "dev.berth.model.CurrentBudget");

    @Test
    void importsOnlyTheRecordsAndTheFramework() throws IOException {
        for (CheckerSources.Source f : CheckerSources.of("sync")) {
            for (String name : f.imports()) {
                assertTrue(name.startsWith("java.") || ALLOWED.contains(name), f.file() + ": " + name);
            }
            // no fully qualified use that would dodge the imports
            String text = f.text();
            assertFalse(text.contains("sync.analysis") && !text.contains("{@code sync.analysis}")
                    || text.contains("sync.io.") || text.contains("analysis.HappensBefore"), f.file().toString());
        }
    }
}
