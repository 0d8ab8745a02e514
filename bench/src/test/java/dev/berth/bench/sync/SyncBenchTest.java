package dev.berth.bench.sync;

import dev.berth.bench.BenchStatus;
import dev.berth.model.SolveOptions;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyncBenchTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(5));

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    private static List<SyncProblem> instances(long seed) {
        return List.of(SyncExamples.example2("generation"),
                SyncProgramGenerator.generate(SyncProgramSpec.random(8, 120, seed).withSemantics(Semantics.PARITY)),
                SyncProgramGenerator.generate(SyncProgramSpec.pipeline(2, 3, 8, seed).withSemantics(Semantics.FLAG)));
    }

    private SyncBenchReport bench(List<SyncProblem> instances, List<SyncAllocator> strategies, Path dir) {
        return new SyncBench(instances, strategies, OPTIONS, dir, out, false).run();
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void oneCheckedRowPerInstanceAndStrategy(long seed, @TempDir Path dir) {
        List<SyncProblem> instances = instances(seed);
        List<SyncAllocator> strategies = List.of(TestSyncAllocators.chains(), TestSyncAllocators.onePerPair(false));
        SyncBenchReport report = bench(instances, strategies, dir);
        assertEquals(6, report.rows().size());
        for (int i = 0; i < 3; i++) {
            SyncProblem p = instances.get(i);
            int width = SyncWidth.of(p).width();
            SyncBenchRow chains = report.rows().get(2 * i);
            SyncBenchRow each = report.rows().get(2 * i + 1);
            assertEquals(p.name(), chains.instance());
            assertEquals("chains", chains.strategy());
            assertEquals("one-per-pair", each.strategy());
            assertEquals(BenchStatus.OPTIMAL, chains.status(), chains.message());
            assertEquals(width, chains.width());
            assertEquals(width, chains.used());
            assertEquals(0.0, chains.gap());
            assertEquals(1.0, chains.ratio());
            assertTrue(chains.atWidth());
            assertEquals(SyncBenchRow.VALID, chains.validator());
            assertNull(chains.secondOpinion(), "no checker given");
            assertEquals(BenchStatus.FEASIBLE, each.status(), each.message());
            assertEquals(p.size(), each.used());
            assertEquals(p.size() - width, each.gap());
            assertEquals((double) p.size() / width, each.ratio(), 1e-12);
            assertEquals(p.warps().size(), each.warps());
            assertEquals(p.size(), each.pairs());
            assertEquals(0, each.removed());
        }
        assertEquals(List.of("other", "random", "pipeline"), report.rows().stream().filter(r -> r.strategy().equals("chains"))
                .map(SyncBenchRow::family).toList());
        assertEquals(List.of("generation", "parity", "flag"), report.rows().stream()
                .filter(r -> r.strategy().equals("chains")).map(SyncBenchRow::semantics).toList());
        assertTrue(report.invalid().isEmpty());
        assertTrue(report.errors().isEmpty());
    }

    @Test
    void summaryPerFamilyAndStrategyWithGapsAndShareAtWidth(@TempDir Path dir) {
        List<SyncProblem> instances = instances(4);
        SyncBenchReport report = bench(instances, List.of(TestSyncAllocators.chains(),
                TestSyncAllocators.onePerPair(false)), dir);
        List<SyncBenchSummary> s = report.summaries();
        assertEquals(List.of("other/chains", "other/one-per-pair", "random/chains", "random/one-per-pair",
                "pipeline/chains", "pipeline/one-per-pair", "all/chains", "all/one-per-pair"),
                s.stream().map(x -> x.family() + "/" + x.strategy()).toList());
        SyncBenchSummary allChains = s.get(6);
        assertEquals(3, allChains.runs());
        assertEquals(3, allChains.atWidth());
        assertEquals(100.0, allChains.percentAtWidth());
        assertEquals(0.0, allChains.meanGap());
        SyncBenchSummary allEach = s.get(7);
        double gaps = 0;
        for (SyncProblem p : instances) {
            gaps += p.size() - SyncWidth.of(p).width();
        }
        assertEquals(gaps / 3, allEach.meanGap(), 1e-9);
        assertEquals(0, allEach.atWidth(), "every instance has two pairs that can share");
        assertEquals(3, allEach.solved());
        assertEquals(0, allEach.optimal());
        assertTrue(allEach.maxSeconds() >= 0);
    }

    @Test
    void invalidMappingIsFlaggedWithTheValidatorsReason(@TempDir Path dir) {
        SyncBenchReport report = bench(instances(5), List.of(TestSyncAllocators.allOnZero()), dir);
        assertEquals(3, report.invalid().size());
        for (SyncBenchRow r : report.rows()) {
            assertEquals(BenchStatus.INVALID, r.status());
            assertNotEquals(SyncBenchRow.VALID, r.validator());
            assertTrue(r.message().contains("the mapping is invalid: " + r.validator()), r.message());
            assertEquals(1, r.used(), "the rejected mapping's count stays on the row");
            assertTrue(Double.isNaN(r.gap()));
            assertTrue(r.width() > 1);
        }
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("!!! 3 INVALID"));
    }

    @Test
    void secondOpinionIsRecordedAndCanOverrule(@TempDir Path dir) {
        AtomicInteger calls = new AtomicInteger();
        SyncBenchReport accepting = new SyncBench(instances(6), List.of(TestSyncAllocators.chains()), OPTIONS, dir, out,
                false).withChecker((p, m) -> {
                    calls.incrementAndGet();
                    return null;
                }).run();
        assertEquals(3, calls.get());
        assertTrue(accepting.rows().stream().allMatch(r -> SyncBenchRow.VALID.equals(r.secondOpinion())));
        assertTrue(accepting.invalid().isEmpty());

        SyncBenchReport rejecting = new SyncBench(instances(6), List.of(TestSyncAllocators.chains(),
                TestSyncAllocators.allOnZero()), OPTIONS, dir, out, false)
                .withChecker((p, m) -> "simulated hazard on " + p.name()).run();
        for (SyncBenchRow r : rejecting.rows()) {
            assertEquals(BenchStatus.INVALID, r.status());
            assertEquals("simulated hazard on " + r.instance(), r.secondOpinion(), "recorded even after the validator");
        }
        SyncBenchRow chains = rejecting.rows().get(0);
        assertEquals(SyncBenchRow.VALID, chains.validator());
        assertTrue(chains.message().contains("the second opinion does not"), chains.message());
    }

    @Test
    void unprovenClaimsAreInvalid(@TempDir Path dir) {
        SyncBenchReport report = bench(instances(7), List.of(TestSyncAllocators.onePerPair(true),
                TestSyncAllocators.alwaysInfeasible(), TestSyncAllocators.chains()), dir);
        for (SyncBenchRow r : report.rows()) {
            switch (r.strategy()) {
                case "chains" -> assertEquals(BenchStatus.OPTIMAL, r.status());
                case "one-per-pair-claims-optimal" -> {
                    assertEquals(BenchStatus.INVALID, r.status());
                    assertTrue(r.message().startsWith("claimed OPTIMAL"), r.message());
                }
                default -> {
                    assertEquals(BenchStatus.INVALID, r.status());
                    assertTrue(r.message().contains("claimed INFEASIBLE"), r.message());
                }
            }
        }
    }

    @Test
    void infeasibleUnderALimitIsRefutedByAnotherRunsValidMapping(@TempDir Path dir) {
        SyncProblem limited = SyncProgramGenerator.generate(SyncProgramSpec.pipeline(1, 2, 6, 1)
                .withLimit(16, List.of(0)));
        SyncBenchReport alone = bench(List.of(limited), List.of(TestSyncAllocators.alwaysInfeasible()), dir);
        assertEquals(BenchStatus.INFEASIBLE, alone.rows().get(0).status(), "nothing refutes it on its own");
        SyncBenchReport both = bench(List.of(limited), List.of(TestSyncAllocators.alwaysInfeasible(),
                TestSyncAllocators.chains()), dir);
        assertEquals(BenchStatus.INVALID, both.rows().get(0).status());
        assertTrue(both.rows().get(0).message().contains("chains found a valid mapping with 2 physical"),
                both.rows().get(0).message());
        assertEquals(BenchStatus.OPTIMAL, both.rows().get(1).status());
    }

    @Test
    void throwingAndRunawayStrategiesBecomeErrorRows() {
        SyncProblem p = SyncExamples.example1("generation");
        SyncBenchRunner runner = new SyncBenchRunner(null, Duration.ofMillis(50));
        SolveOptions quick = OPTIONS.withTimeLimit(Duration.ofMillis(50));
        SyncInstance inst = SyncInstance.of(p);
        SyncBenchRow thrown = runner.run(p, inst, TestSyncAllocators.throwing(), quick);
        assertEquals(BenchStatus.ERROR, thrown.status());
        assertTrue(thrown.message().startsWith("IllegalStateException: boom"), thrown.message());
        SyncBenchRow slow = runner.run(p, inst, TestSyncAllocators.ignoresLimitUntilCancelled(), quick);
        assertEquals(BenchStatus.UNKNOWN, slow.status(), "cancelled after the grace period, then it returns");
        assertEquals(2, inst.width(), "worked example 1 under generation");
    }

    @Test
    void writesCsvMarkdownAndPlots(@TempDir Path dir) throws Exception {
        SyncBenchReport report = bench(instances(8), List.of(TestSyncAllocators.chains(),
                TestSyncAllocators.onePerPair(false), TestSyncAllocators.throwing()), dir);
        assertEquals(List.of("results.csv", "results.md", "used-vs-width.png", "seconds-vs-pairs.png"),
                report.files().stream().map(f -> f.getFileName().toString()).toList());
        List<String> csv = Files.readAllLines(dir.resolve("results.csv"));
        assertEquals(String.join(",", SyncBenchFiles.CSV_COLUMNS), csv.get(0));
        assertEquals(1 + 9, csv.size());
        assertTrue(csv.get(1).startsWith("example2,other,5,8,generation,chains,OPTIMAL,6,6,0,1.000000,"), csv.get(1));
        String md = Files.readString(dir.resolve("results.md"));
        assertTrue(md.contains("## Summary"));
        assertTrue(md.contains("| family | strategy | runs |"), md);
        assertTrue(md.contains("| all | chains | 3 | 3 | 3 | 3 | 100.0% | 0.00 | 1.0000 | 0 | 0 |"), md);
        for (String png : List.of("used-vs-width.png", "seconds-vs-pairs.png")) {
            BufferedImage img = ImageIO.read(dir.resolve(png).toFile());
            assertNotNull(img, png);
            assertTrue(img.getWidth() > 100 && img.getHeight() > 100);
        }
        assertEquals(3, report.errors().size());
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("!! 3 ERROR run(s):"));
    }
}
