package dev.berth.bench.simt;

import dev.berth.model.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The corpus report's files, on a corpus of two kernels at one launch: a row per case with the original's
 * figures under {@code its} as the simulator gives them, the CSV and markdown written, the notes kept from the
 * previous markdown, and a stale instance refused rather than measured. What the pass makes of the kernels is not
 * asserted here: the report's job is to say it, whatever it is.
 */
class SimtCorpusReportTest {
    private static final List<String> FILES = List.of("cas-increment.simt", "release-vote.simt");

    private static Path copyCorpus(Path dir) throws IOException {
        Path corpus = Files.createDirectories(dir.resolve("corpus"));
        Path instances = Files.createDirectories(corpus.resolve("instances"));
        for (String f : FILES) {
            Files.copy(SimtCorpusTest.CORPUS.resolve(f), corpus.resolve(f));
            String name = CorpusKernel.read(corpus.resolve(f)).kernel().name();
            Files.copy(SimtCorpusTest.CORPUS.resolve("instances").resolve(name + "-1x4.json"),
                    instances.resolve(name + "-1x4.json"));
        }
        return corpus;
    }

    @Test
    void writesARowPerCaseTheCsvAndTheMarkdownKeepingItsNotes(@TempDir Path dir) throws IOException {
        Path corpus = copyCorpus(dir);
        Path md = dir.resolve("report.md");
        Files.writeString(md, "old table\n" + CorpusMarkdown.NOTES + "\nwhat a person wrote\n");
        List<CorpusRow> rows = SimtCorpusReport.run(corpus, corpus.resolve("instances"), List.of("1x4"), 2, 30,
                dir.resolve("out"), md, "--launches 1x4");

        assertEquals(2, rows.size());
        for (CorpusRow r : rows) {
            CorpusKernel k = CorpusKernel.read(corpus.resolve(r.file()));
            assertEquals("completed", r.its(), r.kernel());
            assertTrue(r.itsStable(), r.kernel());
            assertEquals(3, r.schedules());
            assertEquals(k.waits(), r.waits());
            assertEquals(k.ipdomHangs(), !r.ipdom().equals("completed"), r.kernel() + ": " + r.ipdom());
            assertEquals(r.agreeing() == r.schedules(), r.completes(), r.kernel() + ": " + r.verdict());
            assertEquals(r.completes(), r.reason().isEmpty(), r.kernel() + ": " + r.reason());
        }
        List<String> csv = Files.readAllLines(dir.resolve("out/rows.csv"));
        assertEquals(3, csv.size());
        assertEquals(String.join(",", CorpusRow.CSV_HEADER), csv.get(0));
        String text = Files.readString(md);
        assertTrue(text.contains("| cas_increment | 1x4 |") && text.contains("| release_vote | 1x4 |"), text);
        assertTrue(text.endsWith(CorpusMarkdown.NOTES + "\nwhat a person wrote\n"), text);
        assertTrue(!text.contains("old table"), text);
        assertTrue(text.contains("SimtCorpusReport --launches 1x4"), "the command that made it");
    }

    @Test
    void aStaleInstanceIsRefused(@TempDir Path dir) throws IOException {
        Path corpus = copyCorpus(dir);
        Path file = corpus.resolve("cas-increment.simt");
        Files.writeString(file, Files.readString(file).replace("add r8, %tid, 1", "add r8, %tid, 2"));
        InputException e = assertThrows(InputException.class, () -> SimtCorpusReport.run(corpus,
                corpus.resolve("instances"), List.of("1x4"), 0, 30, dir.resolve("out"), dir.resolve("r.md"), ""));
        assertTrue(e.getMessage().contains("regenerate"), e.getMessage());
    }

    @Test
    void theGeometricMeanIsOverTheRatiosOfTheRowsGiven() {
        CorpusRow twice = row(100, 200);
        CorpusRow eightTimes = row(100, 800);
        assertEquals("x4.00", CorpusMarkdown.geomean(List.of(twice, eightTimes)));
        assertEquals("-", CorpusMarkdown.geomean(List.of()));
    }

    private static CorpusRow row(long its, long answer) {
        return new CorpusRow("k", "k.simt", true, 1, 4, "completed", its, 0.5, true, "livelock", "FEASIBLE",
                "compiled", 20, 10, null, "nextpc", "completed", answer, 0.5, 9, 9, CorpusRow.COMPLETES, "", 0);
    }
}
