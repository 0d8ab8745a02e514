package dev.berth.bench.tiles;

import dev.berth.bench.BenchStatus;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileProblem;
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
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TileSharingStudyTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(5))
            .withParam("share", "rule");

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    @Test
    void comparesTheConfiguredRunWithReplicatingEverything(@TempDir Path dir) throws Exception {
        List<TileProblem> instances = TileBenchTest.instances(1);
        List<String> seen = new ArrayList<>();
        TileSharingReport report = new TileSharingStudy(instances, TestTileAllocators.of("probe", (p, o, b) -> {
            seen.add(o.param("share", "?"));
            return TestTileAllocators.stacked("probe").allocate(p, o, b);
        }), OPTIONS, dir, out, false).run();
        assertEquals(List.of("rule", "none", "rule", "none", "rule", "none"), seen);
        assertEquals(3, report.rows().size());
        for (int i = 0; i < 3; i++) {
            TileSharingRow r = report.rows().get(i);
            assertEquals(instances.get(i).name(), r.instance());
            assertEquals("probe", r.shared().strategy());
            assertEquals("probe share=none", r.replicated().strategy());
            assertTrue(r.comparable(), r.shared().message() + " / " + r.replicated().message());
            assertEquals(0, r.replicated().shared());
            assertEquals(0, r.replicated().exchangeCycles());
            assertTrue(r.shared().shared() > 0, "the example programs have shareable structures");
            assertTrue(r.exchangeCycles() > 0, "shared structures are sent");
            assertEquals(r.replicated().maxPeak() - r.shared().maxPeak(), r.maxPeakSaved());
            assertEquals(r.replicated().totalMemory() - r.shared().totalMemory(), r.totalSaved());
            assertEquals(100.0 * r.totalSaved() / r.replicated().totalMemory(), r.totalSavedPercent(), 1e-12);
        }
        assertEquals(List.of("sharing.csv", "sharing.md", "sharing.png"),
                report.files().stream().map(f -> f.getFileName().toString()).toList());
        List<String> csv = Files.readAllLines(dir.resolve("sharing.csv"));
        assertEquals(String.join(",", TileBenchFiles.SHARING_COLUMNS), csv.get(0));
        assertEquals(4, csv.size());
        TileSharingRow first = report.rows().get(0);
        assertTrue(csv.get(1).startsWith(first.instance() + ",probe," + first.shared().status() + ","
                + first.replicated().status() + "," + first.shared().maxPeak() + "," + first.replicated().maxPeak() + ","
                + first.maxPeakSaved() + ","), csv.get(1));
        String md = Files.readString(dir.resolve("sharing.md"));
        assertTrue(md.contains("share=rule") && md.contains("| instance | strategy | status |"), md);
        BufferedImage img = ImageIO.read(dir.resolve("sharing.png").toFile());
        assertNotNull(img);
        assertTrue(img.getHeight() > img.getWidth() / 2, "two panels, one above the other");
    }

    @Test
    void aFailedRunLeavesNoSavingsAndIsFlagged() {
        TileProblem p = TileBenchTest.instances(2).get(0);
        TileSharingReport report = new TileSharingStudy(List.of(p), TestTileAllocators.of("shares-only", (q, o, b) -> {
            if ("none".equals(o.param("share", "rule"))) {
                throw new IllegalStateException("cannot replicate");
            }
            return TestTileAllocators.stacked("shares-only").allocate(q, o, b);
        }), OPTIONS, null, out, false).run();
        TileSharingRow r = report.rows().get(0);
        assertEquals(BenchStatus.ERROR, r.replicated().status());
        assertTrue(r.shared().solved());
        assertTrue(Double.isNaN(r.maxPeakSavedPercent()) && Double.isNaN(r.totalSavedPercent()));
        assertTrue(report.files().isEmpty());
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("shares-only share=none: IllegalStateException"));
    }
}
