package dev.berth.bench.tiles;

import dev.berth.bench.Bench;
import dev.berth.bench.BenchReport;
import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchStatus;
import dev.berth.bench.BenchSummary;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.testing.TileExamples;
import dev.berth.model.testing.TestStrategies;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bench and the sharing study on tiles programs: the per-tile bound, the BSP simulator, what sharing buys. */
class TileBenchKitTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(10))
            .withNodeLimit(2_000);
    private static final TileBenchKit KIT = new TileBenchKit();

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    private static List<TileProblem> instances(long seed) {
        return List.of(TileProgramGenerator.generate(TileProgramSpec.small(seed).withFill(0.1, 0.2)),
                TileProgramGenerator.generate(TileProgramSpec.ipu(6, 16, 4, seed).withLayers(4, 8).withFill(0.05, 0.1)));
    }

    @Test
    void theReferenceAndThePortfolioAreCheckedAgainstThePerTileBound() {
        List<TileProblem> instances = instances(1);
        BenchReport r = Bench.of(KIT, instances, List.of(KIT.registry().byName("reference"),
                KIT.registry().byName("portfolio")), OPTIONS).printingTo(out).run();
        assertTrue(r.clean(), printed.toString(StandardCharsets.UTF_8));
        for (int i = 0; i < instances.size(); i++) {
            BenchRow reference = r.rows().get(2 * i);
            BenchRow portfolio = r.rows().get(2 * i + 1);
            assertEquals(TileLowerBound.of(instances.get(i)).max(), reference.bound());
            assertEquals(BenchRow.VALID, reference.secondOpinion(), "the BSP machine ran");
            assertTrue(portfolio.objective() <= reference.objective(), "the portfolio is never above the reference");
            assertEquals(instances.get(i).tiles(), reference.facts().get("tiles"));
        }
        BenchSummary p = r.summaries().stream().filter(s -> s.strategy().equals("portfolio")).findFirst().orElseThrow();
        assertEquals(2, p.atMostVersus(), "compared with the reference");
    }

    @Test
    void anAnswerTheCheckerRefusesIsInvalid() {
        TileProblem p = TileExamples.fig4a();
        Strategy<TileProblem, TileLayout> reference = KIT.registry().byName("reference");
        Strategy<TileProblem, TileLayout> shifted = TestStrategies.of("shifted", (q, o) -> {
            TileLayout l = reference.solve(q, o).solution();
            long[] offsets = l.variableOffsets().clone();
            offsets[0] += 1;
            return Result.feasible(new TileLayout(offsets, l.structures()));
        });
        BenchReport r = Bench.of(KIT, List.of(p), List.of(shifted), OPTIONS).printingTo(out).run();
        assertEquals(BenchStatus.INVALID, r.rows().get(0).status());
        assertTrue(r.rows().get(0).message().contains("the answer is invalid"), r.rows().get(0).message());
    }

    @Test
    void theSharingStudyComparesTheConfiguredRunWithReplicatingEverything(@TempDir Path dir) throws Exception {
        List<TileProblem> instances = List.of(TileExamples.formatsExample());
        Strategy<TileProblem, TileLayout> reference = KIT.registry().byName("reference");
        TileSharingStudy study = new TileSharingStudy(KIT, reference, OPTIONS);
        assertEquals("none", study.replicated().params().get("reference.share"));
        List<TileSharingRow> rows = study.run(instances, dir, out, false);
        TileSharingRow row = rows.get(0);
        assertEquals("reference", row.shared().strategy());
        assertEquals("reference share=none", row.replicated().strategy());
        assertTrue(row.comparable(), row.shared().message() + " / " + row.replicated().message());
        assertEquals(0L, row.replicated().extras().get("shared"));
        assertTrue(((Number) row.shared().extras().get("shared")).longValue() > 0, "the example shares its vertex state");
        assertTrue(row.exchangeCycles() > 0, "shared structures are sent");
        assertEquals(row.maxPeak(false) - row.maxPeak(true), row.maxPeakSaved());
        assertEquals(row.total(false) - row.total(true), row.totalSaved());
        List<String> csv = Files.readAllLines(dir.resolve("sharing.csv"));
        assertEquals(String.join(",", TileSharingStudy.COLUMNS), csv.get(0));
        assertEquals(2, csv.size());
        assertTrue(Files.readString(dir.resolve("sharing.md")).contains("| instance | strategy | status |"));
        BufferedImage img = ImageIO.read(dir.resolve("sharing.png").toFile());
        assertNotNull(img);
        assertTrue(img.getHeight() > img.getWidth() / 2, "two panels, one above the other");
    }
}
