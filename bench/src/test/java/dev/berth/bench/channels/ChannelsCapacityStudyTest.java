package dev.berth.bench.channels;

import dev.berth.bench.BenchRow;
import dev.berth.model.SolveOptions;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The capacity study on a generated GEMM with every buffer unplaced: one run per capacity and strategy, all
 * valid, the joint search never slower than first fit, the tightest pool no faster than the roomiest.
 */
class ChannelsCapacityStudyTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(null).withNodeLimit(1_000_000)
            .withThreads(1);
    private static final ChannelsBenchKit KIT = new ChannelsBenchKit();

    @Test
    void makespanAgainstCapacityForTheJointSearchAndFirstFit(@TempDir Path dir) throws Exception {
        ChannelsProblem unplaced = ChannelsProgramGenerator.generate(
                ChannelsProgramSpec.of(ChannelsProgramShape.UNPLACED, 4, 2, 2, 1));
        ChannelsProblem placed = ChannelsProgramGenerator.generate(
                ChannelsProgramSpec.of(ChannelsProgramShape.GEMM, 4, 2, 1, 1));
        ChannelsCapacityStudy study = new ChannelsCapacityStudy(KIT, KIT.registry().byName("exact"), OPTIONS,
                List.of(50, 100));
        List<ChannelsProblem> expanded = study.instances(List.of(unplaced, placed));
        assertEquals(2, expanded.size(), "placed programs have no capacity to study");
        long total = unplaced.buffers().stream().mapToLong(ChannelBuffer::size).sum();
        assertEquals(total, expanded.get(1).capacity());
        assertTrue(expanded.get(0).capacity() < total);

        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        List<BenchRow> rows = study.run(List.of(unplaced, placed), dir, new PrintStream(printed, true, StandardCharsets.UTF_8),
                false);
        assertEquals(4, rows.size());
        rows.forEach(r -> assertTrue(r.solved(), r.instance() + " " + r.strategy() + ": " + r.message()));
        long[][] makespan = new long[2][2]; // [capacity][strategy]
        for (BenchRow r : rows) {
            int c = ChannelsCapacityStudy.percent(r) == 50 ? 0 : 1;
            int s = r.strategy().equals(ChannelsCapacityStudy.FIRST_FIT) ? 1 : 0;
            makespan[c][s] = ((Number) r.extras().get("makespan")).longValue();
            if (s == 0) {
                assertEquals(true, r.stats().get("makespanProven"));
                assertEquals(r.stats().get("makespan"), r.extras().get("makespan"), "the model's makespan is the simulator's");
            }
        }
        assertTrue(makespan[0][0] <= makespan[0][1] && makespan[1][0] <= makespan[1][1]);
        assertTrue(makespan[0][0] > makespan[1][0], "half the pool costs time on this program");
        List<String> csv = Files.readAllLines(dir.resolve("capacity.csv"));
        assertEquals(String.join(",", ChannelsCapacityStudy.COLUMNS), csv.get(0));
        assertEquals(5, csv.size());
        assertTrue(Files.size(dir.resolve("capacity.png")) > 0);
    }
}
