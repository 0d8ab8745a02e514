package dev.berth.bench.engine;

import dev.berth.bench.Bench;
import dev.berth.bench.BenchRow;
import dev.berth.bench.channels.ChannelsBenchKit;
import dev.berth.bench.channels.ChannelsProgramGenerator;
import dev.berth.bench.channels.ChannelsProgramShape;
import dev.berth.bench.channels.ChannelsProgramSpec;
import dev.berth.model.SolveOptions;
import dev.berth.model.channels.ChannelsProblem;
import org.junit.jupiter.api.Test;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A sweep run two pairs at a time on the shared engine gives the rows a sequential sweep gives, in the same
 * order, for deterministic strategies (node limits, no clock): issue 15's "results identical".
 */
class ParallelRunsTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(null).withNodeLimit(100_000)
            .withThreads(1).withSeed(1).withParam("timefold.steps", "20");

    @Test
    void twoAtATimeGivesTheSequentialRows() {
        ChannelsBenchKit kit = new ChannelsBenchKit();
        List<ChannelsProblem> programs = List.of(
                ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(ChannelsProgramShape.GEMM, 4, 2, 2, 1)),
                ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(ChannelsProgramShape.UNPLACED, 4, 2, 2, 1)),
                ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(ChannelsProgramShape.MULTI, 4, 2, 1, 1)));
        List<BenchRow> one = sweep(kit, programs, 1);
        List<BenchRow> two = sweep(kit, programs, 2);
        assertEquals(one.size(), two.size());
        for (int i = 0; i < one.size(); i++) {
            BenchRow a = one.get(i);
            BenchRow b = two.get(i);
            String what = a.instance() + " / " + a.strategy();
            assertEquals(a.instance() + a.strategy(), b.instance() + b.strategy(), "same order");
            assertEquals(a.status(), b.status(), what);
            assertEquals(Arrays.toString(a.score()), Arrays.toString(b.score()), what);
            assertEquals(a.extras().get("makespan"), b.extras().get("makespan"), what);
        }
    }

    private static List<BenchRow> sweep(ChannelsBenchKit kit, List<ChannelsProblem> programs, int parallel) {
        return Bench.of(kit, programs, List.of(kit.registry().byName("exact"), kit.registry().byName("timefold")),
                OPTIONS).withoutProofChecks().printingTo(new PrintStream(OutputStream.nullOutputStream()))
                .parallelRuns(parallel).run().rows();
    }
}
