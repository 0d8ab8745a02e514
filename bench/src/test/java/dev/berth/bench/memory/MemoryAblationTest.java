package dev.berth.bench.memory;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.bench.BenchStatus;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Json;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MemoryAblationTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(5))
            .withParam("unrelated", "kept");

    /** First fit by size when "by-size" is on; it refuses to work when "enabled" is off. Records what it saw. */
    private static MemoryAllocator switchable(List<Map<String, String>> seen) {
        FirstFitAllocator ff = new FirstFitAllocator();
        return TestAllocators.of("switchable", (p, o) -> {
            seen.add(o.params());
            if (!o.flag("enabled", true)) {
                return MemoryResult.unknown("disabled", 0, "switchable");
            }
            return ff.allocate(p, o.withParam("order", o.flag("by-size", false) ? "size" : "start"));
        });
    }

    @Test
    void runsAllOnThenEachSwitchOff(@TempDir Path dir) throws Exception {
        List<Map<String, String>> seen = Collections.synchronizedList(new ArrayList<>());
        List<MemoryProblem> instances = List.of(TinyMemoryInstances.miniMallocExample(),
                MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(200, 4).withSlack(0.3)));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        MemoryAblationReport report = new MemoryAblation(switchable(seen), List.of("by-size", "enabled"), instances,
                OPTIONS, dir, out, false).run();

        assertEquals(List.of("all-on", "no-by-size", "no-enabled"), report.configs());
        assertEquals(6, report.rows().size());
        assertEquals(List.of("all-on", "no-by-size", "no-enabled", "all-on", "no-by-size", "no-enabled"),
                report.rows().stream().map(MemoryBenchRow::strategy).toList());
        assertEquals(Map.of("by-size", "true", "enabled", "true", "unrelated", "kept"), seen.get(0));
        assertEquals(Map.of("by-size", "false", "enabled", "true", "unrelated", "kept"), seen.get(1));
        assertEquals(Map.of("by-size", "true", "enabled", "false", "unrelated", "kept"), seen.get(2));

        List<StrategySummary> s = report.summaries();
        assertEquals(List.of(2, 2, 0), s.stream().map(StrategySummary::solved).toList());
        assertEquals(BenchStatus.UNKNOWN, report.rows().get(2).status());

        String printed = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(printed.startsWith("ablation of switchable over 2 instance(s)\nconfig "), printed);
        assertTrue(printed.contains("instance      all-on"), printed);
        assertTrue(printed.matches("(?s).*input\\.12\\.csv +1\\.0000\\* \\d+\\.\\d{3}s +1\\.0000\\* \\d+\\.\\d{3}s +UNKNOWN \\d+\\.\\d{3}s\n.*"),
                printed);

        List<String> csv = Files.readAllLines(dir.resolve("ablation.csv"));
        assertTrue(csv.get(0).startsWith("instance,buffers,capacity,config,status"), csv.get(0));
        assertEquals(7, csv.size());
        JsonNode json = Json.MAPPER.readTree(dir.resolve("ablation.json").toFile());
        assertEquals("switchable", json.get("strategy").asText());
        assertEquals(2, json.get("switches").size());
        assertEquals(6, json.get("rows").size());
        assertTrue(Files.size(dir.resolve("ablation-seconds.png")) > 1000);
        assertTrue(Files.size(dir.resolve("ablation-peak-ratio.png")) > 1000);
    }

    @Test
    void optionsForAConfiguration() {
        MemoryAblation a = new MemoryAblation(new FirstFitAllocator(), List.of("x", "y"), List.of(), OPTIONS, null,
                new PrintStream(PrintStream.nullOutputStream()), false);
        assertEquals(Map.of("x", "true", "y", "true", "unrelated", "kept"), a.optionsFor(null).params());
        assertEquals(Map.of("x", "true", "y", "false", "unrelated", "kept"), a.optionsFor("y").params());
        assertThrows(IllegalArgumentException.class, () -> new MemoryAblation(new FirstFitAllocator(),
                List.of("x", "x"), List.of(), OPTIONS, null, System.out, false));
    }
}
