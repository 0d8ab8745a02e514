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

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MemoryBenchTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(5));

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    private static List<MemoryProblem> instances() {
        return List.of(TinyMemoryInstances.miniMallocExample(),
                MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(120, 1)),
                MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(90, 2).withUnboundedCapacity()));
    }

    private String printed() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    @Test
    void oneRowPerInstanceAndStrategyInOrder(@TempDir Path dir) {
        List<MemoryAllocator> strategies = List.of(new FirstFitAllocator(), TestAllocators.unknown());
        MemoryBenchReport report = new MemoryBench(instances(), strategies, OPTIONS, dir, out, false).run();
        assertEquals(6, report.rows().size());
        for (int i = 0; i < 3; i++) {
            for (int s = 0; s < 2; s++) {
                MemoryBenchRow r = report.rows().get(2 * i + s);
                assertEquals(instances().get(i).name(), r.instance());
                assertEquals(strategies.get(s).name(), r.strategy());
            }
        }
        MemoryBenchRow ff = report.rows().get(0);
        assertEquals(BenchStatus.OPTIMAL, ff.status(), "first fit meets the bound 12 on the MiniMalloc example");
        assertEquals(12, ff.peak());
        assertEquals(12, ff.bound());
        assertEquals(1.0, ff.ratio());
        assertEquals(12L, ff.capacity());
        MemoryBenchRow unknown = report.rows().get(1);
        assertEquals(BenchStatus.UNKNOWN, unknown.status());
        assertEquals(-1, unknown.peak());
        assertEquals(123456789L, unknown.overCapacityPeak());
        assertNull(report.rows().get(4).capacity(), "unbounded instance");
        assertTrue(report.invalid().isEmpty());
        assertTrue(report.errors().isEmpty());
        assertEquals(List.of("first-fit", "always-unknown"),
                report.summaries().stream().map(StrategySummary::strategy).toList());
        MemoryBenchRow tight = report.rows().get(2);
        assertEquals(BenchStatus.UNKNOWN, tight.status(), "first fit misses the 5 % slack of trace-120-s1");
        assertTrue(tight.overCapacityPeak() > tight.capacity());
        assertEquals(2, report.summaries().get(0).solved());
        assertEquals(0, report.summaries().get(1).solved());
        assertTrue(report.rows().stream().allMatch(r -> r.heapPeakBytes() > 0 && r.heapBaseBytes() > 0));
    }

    @Test
    void rejectedLayoutsAreInvalidAndFlaggedLoudly() {
        List<MemoryProblem> unbounded = instances().stream().map(p -> p.withCapacity(MemoryProblem.UNBOUNDED)).toList();
        List<MemoryAllocator> strategies = List.of(TestAllocators.stacksAtZero(), TestAllocators.liesAboutPeak());
        MemoryBenchReport report = new MemoryBench(unbounded, strategies, OPTIONS, null, out, false).run();
        for (MemoryBenchRow r : report.rows()) {
            assertEquals(BenchStatus.INVALID, r.status(), r.toString());
            assertEquals(-1, r.peak());
        }
        assertTrue(report.rows().get(0).message().contains("overlap in memory"), report.rows().get(0).message());
        assertTrue(report.rows().get(1).message().startsWith("reported peak"), report.rows().get(1).message());
        assertTrue(printed().contains("!!! 6 INVALID result(s)"), printed());
        assertEquals(3, report.summaries().get(0).invalid());
        assertEquals(List.of(), report.files());

        MemoryBenchRow overCapacity = new MemoryBenchRunner().run(TinyMemoryInstances.miniMallocExample().withCapacity(11),
                TestAllocators.liesAboutPeak(), OPTIONS);
        assertEquals(BenchStatus.INVALID, overCapacity.status());
        assertTrue(overCapacity.message().contains("beyond the capacity 11"), overCapacity.message());
    }

    @Test
    void claimsRefutedByAnotherRunAreInvalid() {
        List<MemoryAllocator> strategies = List.of(TestAllocators.claimsInfeasible(), new FirstFitAllocator(),
                TestAllocators.of("bound-too-high", (p, o) -> MemoryResult.unknown("no", Long.MAX_VALUE / 2, "x")),
                TestAllocators.of("optimal-too-high", (p, o) -> {
                    long[] offsets = new long[p.size()];
                    long top = 0;
                    for (int i = 0; i < p.size(); i++) {
                        offsets[i] = top;
                        top += p.buffer(i).size();
                    }
                    return MemoryResult.solved(true, offsets, top, 0, "optimal-too-high");
                }));
        MemoryProblem p = TinyMemoryInstances.miniMallocExample().withCapacity(MemoryProblem.UNBOUNDED);
        List<MemoryBenchRow> rows = new MemoryBench(List.of(p), strategies, OPTIONS, null, out, false).run().rows();
        assertEquals(List.of(BenchStatus.INVALID, BenchStatus.OPTIMAL, BenchStatus.INVALID, BenchStatus.INVALID),
                rows.stream().map(MemoryBenchRow::status).toList());
        assertTrue(rows.get(0).message().contains("first-fit found a valid layout with peak 12"), rows.get(0).message());
        assertTrue(rows.get(2).message().startsWith("bound "), rows.get(2).message());
        assertTrue(rows.get(3).message().startsWith("claimed OPTIMAL with peak 20"), rows.get(3).message());
    }

    @Test
    void extraCheckersCanRejectWhatTheValidatorAccepts() {
        MemoryBench bench = new MemoryBench(List.of(TinyMemoryInstances.miniMallocExample()),
                List.of(new FirstFitAllocator()), OPTIONS, null, out, false)
                .withChecker((p, offsets) -> null)
                .withChecker((p, offsets) -> offsets[0] == 0 ? "simulated fault at buffer " + p.buffer(0).id() : null);
        MemoryBenchRow row = bench.run().rows().get(0);
        assertEquals(BenchStatus.INVALID, row.status());
        assertTrue(row.message().contains("checker 3: simulated fault at buffer b1"), row.message());
    }

    @Test
    void strategyFailuresBecomeErrorRowsAndTheBenchGoesOn() {
        List<MemoryAllocator> strategies = List.of(TestAllocators.throwing(), new FirstFitAllocator(),
                TestAllocators.returnsNull(), TestAllocators.of("out-of-memory", (p, o) -> {
                    throw new OutOfMemoryError("simulated");
                }));
        MemoryBenchReport report = new MemoryBench(instances(), strategies, OPTIONS, null, out, false).run();
        assertEquals(12, report.rows().size());
        for (int i = 0; i < 3; i++) {
            MemoryBenchRow thrown = report.rows().get(4 * i);
            assertEquals(BenchStatus.ERROR, thrown.status());
            assertTrue(thrown.message().startsWith("IllegalStateException: boom on "), thrown.message());
            assertEquals("first-fit", report.rows().get(4 * i + 1).strategy());
            assertTrue(report.rows().get(4 * i + 1).status() != BenchStatus.ERROR);
            assertEquals("returned no result", report.rows().get(4 * i + 2).message());
            assertTrue(report.rows().get(4 * i + 3).message().startsWith("OutOfMemoryError: simulated"));
        }
        assertEquals(9, report.errors().size());
        assertTrue(printed().contains("!! 9 ERROR run(s):"), printed());
    }

    @Test
    void aStrategyThatIgnoresItsTimeLimitIsCancelled() {
        MemoryAllocator stubborn = new MemoryAllocator() {
            @Override
            public String name() {
                return "ignores-time";
            }

            @Override
            public String description() {
                return "spins until cancelled";
            }

            @Override
            public MemoryResult allocate(MemoryProblem problem, SolveOptions options, dev.berth.model.Budget budget) {
                while (!budget.cancelled()) {
                    Thread.onSpinWait();
                }
                return MemoryResult.unknown("cancelled", 0, name());
            }
        };
        MemoryBenchRunner runner = new MemoryBenchRunner(List.of(), Duration.ofMillis(100));
        MemoryBenchRow row = runner.run(TinyMemoryInstances.miniMallocExample(), stubborn,
                OPTIONS.withTimeLimit(Duration.ofMillis(100)));
        assertEquals(BenchStatus.UNKNOWN, row.status());
        assertEquals("cancelled", row.message());
        assertTrue(row.seconds() >= 0.2, "ran until the limit and the grace were over: " + row.seconds());
    }

    @Test
    void aStrategyThatNeverReturnsIsAbandonedAsError() throws Exception {
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        MemoryAllocator stuck = TestAllocators.of("stuck", (p, o) -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return MemoryResult.unknown("released", 0, "stuck");
        });
        MemoryBenchRunner runner = new MemoryBenchRunner(List.of(), Duration.ofMillis(100));
        MemoryBenchRow row = runner.run(TinyMemoryInstances.miniMallocExample(), stuck,
                OPTIONS.withTimeLimit(Duration.ofMillis(100)));
        release.countDown();
        assertEquals(BenchStatus.ERROR, row.status());
        assertTrue(row.message().startsWith("did not return "), row.message());
        assertTrue(row.message().contains("abandoned"), row.message());
    }

    @Test
    void filesAreWrittenAndReadable(@TempDir Path dir) throws Exception {
        List<MemoryAllocator> strategies = List.of(new FirstFitAllocator(), TestAllocators.unknown(),
                TestAllocators.throwing());
        MemoryBenchReport report = new MemoryBench(instances(), strategies, OPTIONS, dir.resolve("out"), out, false).run();
        Set<String> names = report.files().stream().map(f -> f.getFileName().toString()).collect(Collectors.toSet());
        assertEquals(Set.of("results.csv", "results.json", "seconds.png", "peak-ratio.png"), names);

        List<String> csv = Files.readAllLines(dir.resolve("out/results.csv"));
        assertEquals(String.join(",", MemoryBenchFiles.CSV_COLUMNS), csv.get(0));
        assertEquals(10, csv.size());
        assertTrue(csv.get(1).startsWith("input.12.csv,5,12,first-fit,OPTIMAL,12,12,1.000000,,"), csv.get(1));
        assertTrue(csv.get(3).contains(",ERROR,,"), csv.get(3));

        JsonNode json = Json.MAPPER.readTree(dir.resolve("out/results.json").toFile());
        assertEquals(9, json.get("rows").size());
        assertEquals("OPTIMAL", json.get("rows").get(0).get("status").asText());
        assertTrue(json.get("rows").get(1).get("peak").isNull());
        assertEquals(123456789L, json.get("rows").get(1).get("overCapacityPeak").asLong());
        assertEquals(5.0, json.get("options").get("timeLimitSeconds").asDouble());
        assertEquals(3, json.get("summary").size());

        for (String png : List.of("seconds.png", "peak-ratio.png")) {
            Path f = dir.resolve("out").resolve(png);
            assertTrue(Files.size(f) > 1000, png);
            BufferedImage img = ImageIO.read(f.toFile());
            assertNotNull(img, png + " decodes");
            assertTrue(img.getWidth() >= 800 && img.getHeight() == 600);
        }
        assertTrue(printed().contains("wrote " + dir.resolve("out/results.csv")));
    }

    @Test
    void theTableAndSummaryArePrinted() {
        MemoryBench bench = new MemoryBench(List.of(TinyMemoryInstances.miniMallocExample()),
                List.of(new FirstFitAllocator(), TestAllocators.unknown()), OPTIONS, null, out, false);
        bench.run();
        String[] lines = printed().split("\n");
        assertTrue(lines[0].matches("instance +strategy +status +peak +bound +peak/bound +seconds +over capacity"), lines[0]);
        assertTrue(lines[2].matches("input\\.12\\.csv +first-fit +OPTIMAL +12 +12 +1\\.0000 +\\d+\\.\\d{3} *"), lines[2]);
        assertTrue(lines[3].matches("input\\.12\\.csv +always-unknown +UNKNOWN +- +12 +- +\\d+\\.\\d{3} +123456789 \\(10288065\\.7500x bound\\)"), lines[3]);
        assertEquals("", lines[4]);
        assertTrue(lines[5].startsWith("strategy"), lines[5]);
        assertTrue(lines[7].matches("first-fit +1 +1 +1 +0 +0 +1\\.0000 +\\d+\\.\\d{3}"), lines[7]);
        assertTrue(lines[8].matches("always-unknown +1 +0 +0 +0 +0 +- +\\d+\\.\\d{3}"), lines[8]);
    }

    @Test
    void progressBarDoesNotDisturbTheRun() {
        MemoryBenchReport report = new MemoryBench(instances(), List.of(new FirstFitAllocator()), OPTIONS, null, out,
                true).run();
        assertEquals(3, report.rows().size());
    }
}
