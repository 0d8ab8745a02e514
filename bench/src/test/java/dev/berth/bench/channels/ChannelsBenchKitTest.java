package dev.berth.bench.channels;

import dev.berth.bench.Bench;
import dev.berth.bench.BenchReport;
import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchStatus;
import dev.berth.model.SolveOptions;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.solvers.channels.ChannelsStrategies;
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

/** The bench on generated programs: the columns issue 13 asks for, and none it cannot fill honestly. */
class ChannelsBenchKitTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(null).withNodeLimit(1_000_000)
            .withThreads(1);
    private static final ChannelsBenchKit KIT = new ChannelsBenchKit();

    private static ChannelsProblem program(ChannelsProgramShape shape) {
        return ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(shape, 6, 3, 2, 1));
    }

    @Test
    void everyRowReportsChannelsWidthAndCutlassGroupedByShape(@TempDir Path dir) throws Exception {
        List<ChannelsProblem> instances = List.of(program(ChannelsProgramShape.GEMM), program(ChannelsProgramShape.ATTENTION),
                program(ChannelsProgramShape.MULTI), program(ChannelsProgramShape.UNPLACED));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        BenchReport r = Bench.of(KIT, instances, List.of(KIT.registry().byName("exact")), OPTIONS)
                .printingTo(new PrintStream(printed, true, StandardCharsets.UTF_8)).writingTo(dir).run();
        assertTrue(r.clean(), printed.toString(StandardCharsets.UTF_8));
        // ring 3 + acc 2 + out 2 | q 1 + K ring 3 + V ring 3 + s 2 + p 2 + o 1 | ring 3 + acc0 2 + acc1 2 | as gemm, + scales 1
        List<Integer> slots = List.of(7, 12, 7, 8);
        for (int i = 0; i < instances.size(); i++) {
            BenchRow row = r.rows().get(i);
            ChannelsProblem p = instances.get(i);
            assertEquals(ChannelsProgramGenerator.shape(p.name()), row.group());
            assertEquals(p.placed() ? BenchStatus.OPTIMAL : BenchStatus.FEASIBLE, row.status(), row.message());
            assertEquals(row.objective(), ((Number) row.extras().get("width at its offsets")).longValue());
            assertEquals(p.placed() ? row.objective() : 0, row.bound());
            assertEquals(slots.get(i), row.facts().get("slots"), p.name());
            assertEquals(2 * slots.get(i), row.extras().get("cutlass"));
            assertTrue(row.objective() < 2L * slots.get(i), "the minimum beats two barriers per slot: " + p.name());
            assertEquals(ChannelsStrategies.REGISTRY.names().contains("reference"), row.extras().containsKey("reference"));
            // the simulator's timed run: warps overlap, so the makespan is below the sequential cycles and above
            // the busiest warp's own work
            long makespan = ((Number) row.extras().get("makespan")).longValue();
            long sequential = ChannelsBenchKit.sequentialCycles(p);
            assertTrue(makespan < sequential, p.name() + ": " + makespan + " vs " + sequential);
            assertTrue(makespan >= busiestWarp(p), p.name());
            assertTrue(((Number) row.extras().get("speed-up")).doubleValue() > 1.0, p.name());
        }
        String csv = Files.readString(dir.resolve("results.csv"));
        assertTrue(csv.lines().findFirst().orElseThrow().contains("width_at_its_offsets,cutlass"), csv);
    }

    private static long busiestWarp(ChannelsProblem p) {
        java.util.Map<Integer, Long> perWarp = new java.util.HashMap<>();
        p.stages().forEach(st -> st.body().forEach(x -> perWarp.merge(x.warp(), st.repeat() * x.cycles(), Long::sum)));
        return perWarp.values().stream().mapToLong(Long::longValue).max().orElse(0);
    }

    /** Sequential cycles: the sum over every unrolled instance, which a stage's repeat multiplies. */
    @Test
    void sequentialCyclesCountEveryIteration() {
        ChannelsProblem p = ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(ChannelsProgramShape.GEMM, 4, 2, 1, 1));
        long perIteration = p.stages().get(0).body().stream().mapToLong(x -> x.cycles()).sum();
        long out = p.stages().get(2).body().stream().mapToLong(x -> x.cycles()).sum();
        assertEquals(4 * perIteration + out, ChannelsBenchKit.sequentialCycles(p));
    }
}
