package dev.berth.solvers;

import dev.berth.model.InputException;
import dev.berth.model.Strategy;
import dev.berth.solvers.memory.MemoryStrategies;
import dev.berth.solvers.sync.SyncStrategies;
import dev.berth.solvers.tiles.TileStrategies;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The registries build only what is asked for. Which classes a call loads is read from the JVM's own class
 * loading log in a fresh process, since this test JVM has long loaded everything.
 */
class LazyRegistryTest {
    /** Classes a solve with exact must not load: the other strategies and the libraries behind them. */
    private static final List<String> OTHERS = List.of("org.chocosolver.", "com.google.ortools.", "ai.timefold.",
            "dev.berth.solvers.memory.choco.", "dev.berth.solvers.memory.cpsat.", "dev.berth.solvers.memory.timefold.",
            "dev.berth.solvers.sync.choco.", "dev.berth.solvers.sync.timefold.", "dev.berth.solvers.tiles.choco.",
            "dev.berth.solvers.tiles.timefold.", "dev.berth.solvers.portfolio.", "dev.berth.algorithms.");

    @Test
    void resolvingExactLoadsNoOtherStrategy() throws Exception {
        List<String> loaded = classesLoadedBy("exact");
        assertTrue(loaded.contains("dev.berth.solvers.memory.exact.ExactMemoryAllocator"),
                "the probe builds exact (and the log is read): " + loaded.size() + " classes");
        for (String prefix : OTHERS) {
            List<String> hits = loaded.stream().filter(c -> c.startsWith(prefix)).toList();
            assertTrue(hits.isEmpty(), "resolving exact loaded " + hits);
        }
    }

    @Test
    void resolvingChocoLoadsChocoButNotTheOthers() throws Exception {
        List<String> loaded = classesLoadedBy("choco");
        assertTrue(loaded.contains("dev.berth.solvers.memory.choco.ChocoMemoryAllocator"));
        for (String prefix : List.of("com.google.ortools.", "ai.timefold.", "dev.berth.solvers.memory.exact.",
                "dev.berth.solvers.memory.cpsat.", "dev.berth.solvers.memory.timefold.")) {
            assertTrue(loaded.stream().noneMatch(c -> c.startsWith(prefix)), "resolving choco loaded " + prefix + "*");
        }
    }

    @Test
    void everyEntryBuildsTheStrategyItIsNamedFor() {
        for (StrategyRegistry<?, ?> r : List.of(MemoryStrategies.REGISTRY, SyncStrategies.REGISTRY, TileStrategies.REGISTRY)) {
            assertEquals(r.names(), r.all().stream().map(Strategy::name).toList(), r.family().name());
            for (String name : r.names()) {
                assertEquals(name, r.byName(name).name());
            }
            assertTrue(r.names().contains(r.defaultName()));
        }
    }

    @Test
    void badRegistriesAndNamesAreRefused() {
        InputException unknown = assertThrows(InputException.class, () -> MemoryStrategies.REGISTRY.byName("magic"));
        assertTrue(unknown.getMessage().contains(String.join(", ", MemoryStrategies.REGISTRY.names())), unknown.getMessage());
        var family = MemoryStrategies.REGISTRY.family();
        assertThrows(IllegalArgumentException.class, () -> new StrategyRegistry<>(family, "greedy", List.of(
                StrategyRegistry.entry("greedy", () -> MemoryStrategies.REGISTRY.byName("greedy")),
                StrategyRegistry.entry("greedy", () -> MemoryStrategies.REGISTRY.byName("greedy")))));
        assertThrows(IllegalArgumentException.class, () -> new StrategyRegistry<>(family, "portfolio", List.of(
                StrategyRegistry.entry("greedy", () -> MemoryStrategies.REGISTRY.byName("greedy")))));
        var misnamed = new StrategyRegistry<>(family, "fast", List.of(
                StrategyRegistry.entry("fast", () -> MemoryStrategies.REGISTRY.byName("greedy"))));
        assertThrows(IllegalStateException.class, () -> misnamed.byName("fast"));
    }

    private static List<String> classesLoadedBy(String strategy) throws IOException, InterruptedException {
        Path log = Files.createTempFile(Path.of("target"), "class-load", ".log");
        try {
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xlog:class+load=info:file=" + log, "-cp", System.getProperty("java.class.path"),
                    LazyRegistryProbe.class.getName(), strategy)
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the probe JVM finished");
            assertEquals(0, p.exitValue(), "the probe JVM's exit code");
            // lines read "[0.123s][info][class,load] java.lang.Object source: ..."
            return Files.readAllLines(log).stream().map(l -> l.split(" "))
                    .filter(w -> w.length > 1 && w[0].contains("class,load")).map(w -> w[1]).toList();
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
