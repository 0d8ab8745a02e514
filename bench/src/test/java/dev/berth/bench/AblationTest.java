package dev.berth.bench;

import dev.berth.bench.memory.MemoryBenchKit;
import dev.berth.bench.memory.MemoryTraceGenerator;
import dev.berth.bench.memory.MemoryTraceSpec;
import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.testing.FirstFitStrategy;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.params.Param;
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

class AblationTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(5))
            .withParam("other.key", "kept");
    private static final Param<Boolean> BY_SIZE = Param.flag("by-size", false, "first fit by size");
    private static final Param<Boolean> ENABLED = Param.flag("enabled", true, "works at all");

    /** First fit by size when "by-size" is on; it refuses to work when "enabled" is off. Records what it saw. */
    private static Strategy<MemoryProblem, MemoryLayout> switchable(List<Map<String, String>> seen) {
        return new Strategy<>() {
            @Override
            public String name() {
                return "switchable";
            }

            @Override
            public String description() {
                return "test";
            }

            @Override
            public List<Param<?>> params() {
                return List.of(BY_SIZE, ENABLED, Param.whole("level", 1, 0, 9, "not a switch"));
            }

            @Override
            public Result<MemoryLayout> solve(MemoryProblem p, SolveOptions o, Budget b) {
                SolveOptions scoped = o.withScope(name());
                seen.add(o.params());
                if (!ENABLED.from(scoped)) {
                    return Result.unknown("disabled");
                }
                return new FirstFitStrategy(BY_SIZE.from(scoped) ? "size" : "start").solve(p, SolveOptions.defaults());
            }
        };
    }

    @Test
    void runsAllOnThenEachSwitchOff(@TempDir Path dir) throws Exception {
        List<Map<String, String>> seen = Collections.synchronizedList(new ArrayList<>());
        List<MemoryProblem> instances = List.of(TinyMemoryInstances.miniMallocExample(),
                MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(200, 4).withSlack(0.3)));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Ablation<MemoryProblem, MemoryLayout> ablation = new Ablation<>(new MemoryBenchKit(), switchable(seen),
                List.of("by-size", "enabled"), OPTIONS);
        BenchReport report = ablation.run(instances, dir, out, false);

        assertEquals(List.of("all-on", "no-by-size", "no-enabled"), ablation.labels());
        assertEquals(List.of("all-on", "no-by-size", "no-enabled", "all-on", "no-by-size", "no-enabled"),
                report.rows().stream().map(BenchRow::strategy).toList());
        assertEquals(Map.of("switchable.by-size", "true", "switchable.enabled", "true", "other.key", "kept"), seen.get(0));
        assertEquals(Map.of("switchable.by-size", "false", "switchable.enabled", "true", "other.key", "kept"), seen.get(1));
        assertEquals(Map.of("switchable.by-size", "true", "switchable.enabled", "false", "other.key", "kept"), seen.get(2));
        assertEquals(List.of(2, 2, 0), report.summaries().stream().map(BenchSummary::solved).toList());
        assertEquals(BenchStatus.UNKNOWN, report.rows().get(2).status());

        String printed = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(printed.startsWith("ablation of switchable over 2 instance(s)\n"), printed);
        assertTrue(printed.matches("(?s).*input\\.12\\.csv +1\\.0000\\* \\d+\\.\\d{3}s +1\\.0000\\* \\d+\\.\\d{3}s +UNKNOWN \\d+\\.\\d{3}s\n.*"),
                printed);
        assertTrue(Files.readAllLines(dir.resolve("ablation.csv")).get(0).contains(",config,status"));
        assertEquals(7, Files.readAllLines(dir.resolve("ablation.csv")).size());
        assertTrue(Files.size(dir.resolve("ablation-seconds.png")) > 1000);
        assertTrue(Files.size(dir.resolve("ablation-ratio.png")) > 1000);
    }

    @Test
    void switchesMustBeDeclaredFlags() {
        Strategy<MemoryProblem, MemoryLayout> s = switchable(new ArrayList<>());
        assertThrows(InputException.class, () -> new Ablation<>(new MemoryBenchKit(), s, List.of("by-size", "by-size"), OPTIONS));
        InputException e = assertThrows(InputException.class,
                () -> new Ablation<>(new MemoryBenchKit(), s, List.of("level"), OPTIONS));
        assertTrue(e.getMessage().contains("its switches: by-size, enabled"), e.getMessage());
        assertThrows(InputException.class, () -> new Ablation<>(new MemoryBenchKit(), s, List.of("nope"), OPTIONS));
        Ablation<MemoryProblem, MemoryLayout> a = new Ablation<>(new MemoryBenchKit(), s, List.of("by-size", "enabled"), OPTIONS);
        assertEquals(Map.of("switchable.by-size", "true", "switchable.enabled", "false", "other.key", "kept"),
                a.optionsFor("enabled").params());
    }
}
