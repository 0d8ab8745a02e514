package dev.berth.bench;

import dev.berth.model.Families;
import dev.berth.solvers.FamilyPlugin;
import dev.berth.solvers.Plugins;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * A family is reached through three lists — the model's (reading instances), the plug-ins (strategies and
 * simulator: solve, check, simulate, serve) and the bench kits (bench, demo, cluster) — so a family added to one
 * and not the others is caught here rather than by a command that cannot find it.
 */
class PluginListsTest {
    @Test
    void everyListNamesTheSameFamiliesInTheSameOrder() {
        List<String> families = Families.names();
        assertEquals(families, Plugins.all().stream().map(p -> p.family().name()).toList());
        assertEquals(families, BenchKits.all().stream().map(k -> k.family().name()).toList());
    }

    @Test
    void aBenchKitSolvesWithItsFamilysPlugInAndLookUpsFindTheirOwn() {
        for (BenchKit<?, ?> k : BenchKits.all()) {
            FamilyPlugin<?, ?> p = Plugins.named(k.family().name());
            assertSame(p.strategies(), k.registry(), k.family().name());
            assertSame(p, Plugins.of(p.family()));
            assertSame(Families.byName(k.family().name()), p.family());
        }
    }
}
