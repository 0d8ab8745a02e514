package dev.berth.bench.tiles;

import dev.berth.bench.BenchStatus;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.testing.StackedTileLayout;
import dev.berth.model.tiles.testing.TileExamples;
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
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TileBenchTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(5));

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    /** Generated programs light enough that a stack without reuse fits, and the formats example. */
    static List<TileProblem> instances(long seed) {
        return List.of(TileProgramGenerator.generate(TileProgramSpec.small(seed).withFill(0.1, 0.2)),
                TileProgramGenerator.generate(TileProgramSpec.ipu(6, 16, 4, seed).withLayers(4, 8).withFill(0.05, 0.1)),
                TileExamples.formatsExample());
    }

    private TileBenchReport bench(List<TileProblem> instances, List<TileAllocator> strategies, Path dir) {
        return new TileBench(instances, strategies, OPTIONS, dir, out, false).run();
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void oneCheckedRowPerInstanceAndStrategy(long seed) {
        List<TileProblem> instances = instances(seed);
        TileBenchReport report = bench(instances, List.of(TestTileAllocators.stacked("reference"),
                TestTileAllocators.stacked("replicated", false)), null);
        assertEquals(6, report.rows().size());
        for (int i = 0; i < instances.size(); i++) {
            TileProblem p = instances.get(i);
            TileBenchRow shared = report.rows().get(2 * i);
            TileBenchRow replicated = report.rows().get(2 * i + 1);
            assertEquals(p.name(), shared.instance());
            assertEquals("reference", shared.strategy());
            assertEquals(p.tiles(), shared.tiles());
            assertEquals(p.variableCount(), shared.variables());
            assertEquals(p.equalAddress().size(), shared.sets());
            assertEquals(p.structureCount(), shared.structures());
            long bound = TileLowerBound.of(p).max();
            for (TileBenchRow r : List.of(shared, replicated)) {
                assertTrue(r.solved(), r.status() + ": " + r.message());
                assertEquals(TileBenchRow.VALID, r.validator());
                assertEquals(null, r.secondOpinion(), "no checker given");
                assertEquals(bound, r.bound());
                assertTrue(r.maxPeak() >= bound && r.ratio() >= 1, r.toString());
            }
            TileObjective expected = TileObjective.of(p, StackedTileLayout.of(p, TestTileAllocators.plans(p, true)));
            assertEquals(expected.maxPeak(), shared.maxPeak());
            assertEquals(expected.totalMemory(), shared.totalMemory());
            assertEquals(expected.exchangeCycles(), shared.exchangeCycles());
            assertEquals(shared.stats().get("shared"), shared.shared());
            assertEquals(0, replicated.shared());
            assertEquals(0, replicated.exchangeCycles());
        }
        assertTrue(report.invalid().isEmpty() && report.errors().isEmpty());
    }

    @Test
    void theSecondOpinionIsRecordedAndAComplaintIsInvalid() {
        List<TileProblem> instances = instances(4);
        AtomicInteger calls = new AtomicInteger();
        TileBenchReport agrees = new TileBench(instances, List.of(TestTileAllocators.stacked("reference")), OPTIONS, null,
                out, false).withChecker((p, layout) -> {
                    calls.incrementAndGet();
                    layout.variableOffsets()[0] = -1; // a copy: the bench's layout is not touched
                    return null;
                }).run();
        assertEquals(3, calls.get());
        agrees.rows().forEach(r -> {
            assertEquals(TileBenchRow.VALID, r.secondOpinion());
            assertTrue(r.solved(), r.message());
        });
        TileBenchReport refuses = new TileBench(instances, List.of(TestTileAllocators.stacked("reference")), OPTIONS,
                null, out, false).withChecker((p, layout) -> "tile 0 read tile 1's data").run();
        for (TileBenchRow r : refuses.rows()) {
            assertEquals(BenchStatus.INVALID, r.status());
            assertEquals(TileBenchRow.VALID, r.validator());
            assertEquals("tile 0 read tile 1's data", r.secondOpinion());
            assertTrue(r.message().contains("the second opinion does not"), r.message());
        }
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("!!! 3 INVALID result(s)"));
    }

    @Test
    void wrongAnswersAreInvalid() {
        TileProblem p = instances(5).get(0);
        TileBenchRunner runner = new TileBenchRunner(null);
        TileBenchRow lies = runner.run(p, TestTileAllocators.liesAboutObjective(), OPTIONS);
        assertEquals(BenchStatus.INVALID, lies.status());
        assertTrue(lies.message().startsWith("reported max peak"), lies.message());
        TileBenchRow overlap = runner.run(p, TestTileAllocators.allAtZero(), OPTIONS);
        assertEquals(BenchStatus.INVALID, overlap.status());
        assertTrue(overlap.validator().contains("overlap"), overlap.validator());
        TileBenchRow high = runner.run(p, TestTileAllocators.boundTooHigh(), OPTIONS);
        assertEquals(BenchStatus.INVALID, high.status());
        assertTrue(high.message().startsWith("reported lower bound"), high.message());
        TileBenchRow silent = runner.run(p, TestTileAllocators.claimsInfeasible(""), OPTIONS);
        assertEquals(BenchStatus.INVALID, silent.status());
        assertEquals("claimed INFEASIBLE without a reason", silent.message());
    }

    @Test
    void anotherRunsValidLayoutRefutesInfeasibleClaimsAndBounds() {
        TileProblem p = instances(6).get(1);
        TileAllocator infeasible = TestTileAllocators.claimsInfeasible("made up");
        TileBenchReport alone = bench(List.of(p), List.of(infeasible), null);
        assertEquals(BenchStatus.INFEASIBLE, alone.rows().get(0).status(), "nothing refutes it on its own");
        TileBenchReport all = bench(List.of(p), List.of(infeasible, TestTileAllocators.paddedClaimsOptimal(),
                TestTileAllocators.stacked("reference", false)), null);
        TileBenchRow plain = all.rows().get(2);
        assertTrue(plain.solved());
        for (TileBenchRow r : all.rows().subList(0, 2)) {
            assertEquals(BenchStatus.INVALID, r.status());
            assertTrue(r.message().endsWith("reference found a valid layout with max peak " + plain.maxPeak()), r.message());
        }
        assertTrue(all.rows().get(1).message().startsWith("reported bound " + all.rows().get(1).reportedBound()
                + " is above"), all.rows().get(1).message());
        assertEquals(BenchStatus.OPTIMAL, bench(List.of(p), List.of(TestTileAllocators.paddedClaimsOptimal()), null)
                .rows().get(0).status(), "alone, its claim stands");
    }

    @Test
    void throwingAndRunawayStrategiesBecomeErrorRows() {
        TileProblem p = TileExamples.formatsExample();
        TileBenchRunner runner = new TileBenchRunner(null, Duration.ofMillis(50));
        SolveOptions quick = OPTIONS.withTimeLimit(Duration.ofMillis(50));
        TileBenchRow thrown = runner.run(p, TestTileAllocators.throwing(), quick);
        assertEquals(BenchStatus.ERROR, thrown.status());
        assertTrue(thrown.message().startsWith("IllegalStateException: boom"), thrown.message());
        assertEquals(-1, thrown.maxPeak());
        TileBenchRow slow = runner.run(p, TestTileAllocators.ignoresLimitUntilCancelled(), quick);
        assertEquals(BenchStatus.UNKNOWN, slow.status(), "cancelled after the grace period, then it returns");
        assertEquals(1540, slow.bound(), "formats example's bound");
    }

    @Test
    void summaryComparesWithTheReference() {
        List<TileProblem> instances = instances(7);
        TileBenchReport report = bench(instances, List.of(TestTileAllocators.stacked("shares"),
                TestTileAllocators.throwing(), TestTileAllocators.liesAboutObjective()), null);
        assertEquals(-1, report.summaries().get(0).atMostReference(), "no strategy is called reference");
        TileBenchReport vs = new TileBench(instances, List.of(TestTileAllocators.stacked("shares"),
                TestTileAllocators.throwing()), OPTIONS, null, out, false).withReference("throws").run();
        TileBenchSummary shares = vs.summaries().get(0);
        assertEquals(3, shares.runs());
        assertEquals(3, shares.solved());
        assertEquals(3, shares.atMostReference(), "the reference has no layout anywhere");
        assertEquals(0, vs.summaries().get(1).atMostReference());
        assertEquals(3, vs.summaries().get(1).errors());
        double mean = vs.rows().stream().filter(TileBenchRow::solved).mapToDouble(TileBenchRow::ratio).average().orElseThrow();
        double max = vs.rows().stream().filter(TileBenchRow::solved).mapToDouble(TileBenchRow::ratio).max().orElseThrow();
        assertEquals(mean, shares.meanRatio(), 1e-12);
        assertEquals(max, shares.maxRatio(), 1e-12);
        TileBenchReport self = new TileBench(instances, List.of(TestTileAllocators.stacked("a"),
                TestTileAllocators.stacked("b")), OPTIONS, null, out, false).withReference("b").run();
        assertEquals(3, self.summaries().get(0).atMostReference(), "equal max peaks count");
    }

    @Test
    void writesCsvMarkdownAndPlot(@TempDir Path dir) throws Exception {
        TileBenchReport report = bench(instances(8), List.of(TestTileAllocators.stacked("reference"),
                TestTileAllocators.throwing()), dir);
        assertEquals(List.of("results.csv", "results.md", "peak-ratio.png"),
                report.files().stream().map(f -> f.getFileName().toString()).toList());
        List<String> csv = Files.readAllLines(dir.resolve("results.csv"));
        assertEquals(String.join(",", TileBenchFiles.CSV_COLUMNS), csv.get(0));
        assertEquals(1 + 6, csv.size());
        TileBenchRow first = report.rows().get(0);
        assertTrue(csv.get(1).startsWith(first.instance() + "," + first.tiles() + "," + first.variables() + ","
                + first.sets() + "," + first.structures() + ",reference," + first.status() + "," + first.maxPeak() + ","
                + first.totalMemory() + "," + first.exchangeCycles() + ","), csv.get(1));
        assertTrue(csv.get(2).contains(",throws,ERROR,,,,,"), csv.get(2));
        String md = Files.readString(dir.resolve("results.md"));
        assertTrue(md.contains("## Summary") && md.contains("## Runs"), md);
        assertTrue(md.contains("| strategy | runs | solved |"), md);
        assertTrue(md.contains("| reference | 3 | 3 |"), md);
        BufferedImage img = ImageIO.read(dir.resolve("peak-ratio.png").toFile());
        assertNotNull(img);
        assertTrue(img.getWidth() > 100 && img.getHeight() > 100);
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("!! 3 ERROR run(s):"));
    }
}
