package dev.berth.bench.sync;

import dev.berth.bench.Bench;
import dev.berth.bench.BenchReport;
import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchStatus;
import dev.berth.bench.BenchSummary;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.testing.TestStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bench on sync programs: the width as the bound, groups by generator, the warp simulator's opinion. */
class SyncBenchKitTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(10));
    private static final SyncBenchKit KIT = new SyncBenchKit();

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    private static List<SyncProblem> instances(long seed) {
        return List.of(SyncExamples.example2("generation"),
                SyncProgramGenerator.generate(SyncProgramSpec.random(8, 120, seed).withSemantics(Semantics.PARITY)),
                SyncProgramGenerator.generate(SyncProgramSpec.pipeline(2, 3, 8, seed).withSemantics(Semantics.FLAG)));
    }

    /** One physical resource per pair: valid, never shares, rarely at the width. */
    private static Strategy<SyncProblem, SyncMapping> onePerPair() {
        return TestStrategies.of("one-per-pair", (p, o) -> {
            int[] ids = new int[p.size()];
            Arrays.setAll(ids, r -> r);
            return Result.feasible(new SyncMapping(ids));
        });
    }

    /** Every pair on id 0: invalid whenever two pairs may be in flight at once. */
    private static Strategy<SyncProblem, SyncMapping> allOnZero() {
        return TestStrategies.of("all-on-zero", (p, o) -> Result.feasible(new SyncMapping(new int[p.size()])));
    }

    @Test
    void theWidthIsTheBoundAndRowsAreGroupedByGenerator(@TempDir Path dir) throws Exception {
        List<SyncProblem> instances = instances(1);
        BenchReport r = Bench.of(KIT, instances, List.of(KIT.registry().byName("exact"), onePerPair()), OPTIONS)
                .printingTo(out).writingTo(dir).run();
        assertTrue(r.clean(), printed.toString(StandardCharsets.UTF_8));
        for (int i = 0; i < 3; i++) {
            SyncProblem p = instances.get(i);
            long width = SyncWidth.of(HappensBefore.of(p)).width();
            BenchRow exact = r.rows().get(2 * i);
            BenchRow each = r.rows().get(2 * i + 1);
            assertEquals(BenchStatus.OPTIMAL, exact.status(), exact.message());
            assertEquals(width, exact.objective());
            assertEquals(width, exact.bound());
            assertEquals("certificate", exact.proof());
            assertEquals(BenchRow.VALID, exact.secondOpinion(), "the warp simulator ran");
            assertEquals(BenchStatus.FEASIBLE, each.status());
            assertEquals(p.size(), each.objective());
            assertEquals(p.size(), each.facts().get("pairs"));
            assertEquals(0, each.extras().get("removed"));
        }
        assertEquals(List.of("other", "random", "pipeline"), r.rows().stream().filter(x -> x.strategy().equals("exact"))
                .map(BenchRow::group).toList());
        assertEquals(List.of("generation", "parity", "flag"), r.rows().stream().filter(x -> x.strategy().equals("exact"))
                .map(x -> x.facts().get("semantics")).toList());
        BenchSummary all = r.summaries().stream().filter(s -> s.group().equals(BenchSummary.ALL)
                && s.strategy().equals("exact")).findFirst().orElseThrow();
        assertEquals(3, all.atBound());
        assertTrue(Files.readString(dir.resolve("results.csv")).startsWith("instance,group,warps,pairs,semantics,strategy,status,used,width,"));
    }

    @Test
    void aMappingThatSharesWhatMayBeInFlightIsInvalid() {
        BenchReport r = Bench.of(KIT, instances(2), List.of(allOnZero()), OPTIONS).printingTo(out).run();
        assertEquals(3, r.invalid().size());
        for (BenchRow row : r.rows()) {
            assertTrue(row.message().contains("the answer is invalid"), row.message());
        }
    }

    @Test
    void claimsWithoutProofAreInvalid() {
        SyncProblem p = SyncExamples.example2("generation");
        BenchReport r = Bench.of(KIT, List.of(p), List.of(TestStrategies.claimsOptimal(onePerPair(), p.size()),
                TestStrategies.claimsInfeasible()), OPTIONS).printingTo(out).run();
        assertEquals(List.of(BenchStatus.INVALID, BenchStatus.INVALID), r.rows().stream().map(BenchRow::status).toList());
        assertTrue(r.rows().get(0).message().contains("claimed OPTIMAL"), r.rows().get(0).message());
        assertTrue(r.rows().get(1).message().contains("nothing that proves it"), r.rows().get(1).message());
    }
}
