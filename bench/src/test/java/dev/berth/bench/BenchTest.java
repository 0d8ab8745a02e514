package dev.berth.bench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.bench.memory.MemoryBenchKit;
import dev.berth.bench.memory.MemoryTraceGenerator;
import dev.berth.bench.memory.MemoryTraceSpec;
import dev.berth.model.Budget;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.io.Json;
import dev.berth.model.memory.LiveBytes;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.FirstFitStrategy;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import dev.berth.model.memory.testing.ZeroStacker;
import dev.berth.model.testing.TestStrategies;
import dev.berth.solvers.Gate;
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
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bench on memory instances: rows, checks that trust no strategy, cross-checks, files, tables. */
class BenchTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(5));
    private static final MemoryBenchKit KIT = new MemoryBenchKit();

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    private static List<MemoryProblem> instances() {
        return List.of(TinyMemoryInstances.miniMallocExample(),
                MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(120, 1)),
                MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(90, 2).withUnboundedCapacity()));
    }

    private Bench<MemoryProblem, MemoryLayout> bench(List<MemoryProblem> instances,
                                                     List<Strategy<MemoryProblem, MemoryLayout>> strategies) {
        return Bench.of(KIT, instances, strategies, OPTIONS).printingTo(out);
    }

    private String printed() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    @Test
    void oneRowPerInstanceAndStrategyInOrder() {
        List<Strategy<MemoryProblem, MemoryLayout>> strategies = List.of(new FirstFitStrategy("start"),
                TestStrategies.unknown());
        BenchReport report = bench(instances(), strategies).run();
        assertEquals(6, report.rows().size());
        for (int i = 0; i < 3; i++) {
            for (int s = 0; s < 2; s++) {
                BenchRow r = report.rows().get(2 * i + s);
                assertEquals(instances().get(i).name(), r.instance());
                assertEquals(strategies.get(s).name(), r.strategy());
            }
        }
        BenchRow ff = report.rows().get(0);
        assertEquals(BenchStatus.OPTIMAL, ff.status(), "first fit meets the bound 12 on the MiniMalloc example");
        assertEquals(12, ff.objective());
        assertEquals(12, ff.bound());
        assertEquals(1.0, ff.ratio());
        assertEquals(12L, ff.facts().get("capacity"));
        BenchRow unknown = report.rows().get(1);
        assertEquals(BenchStatus.UNKNOWN, unknown.status());
        assertEquals(-1, unknown.objective());
        assertEquals(123456789L, unknown.extras().get("over capacity"));
        assertNull(report.rows().get(4).facts().get("capacity"), "unbounded instance");
        assertTrue(report.clean());
        assertEquals(List.of("first-fit", "always-unknown"),
                report.summaries().stream().map(BenchSummary::strategy).toList());
        BenchRow tight = report.rows().get(2);
        assertEquals(BenchStatus.UNKNOWN, tight.status(), "first fit misses the 5 % slack of trace-120-s1");
        assertTrue((Long) tight.extras().get("over capacity") > (Long) tight.facts().get("capacity"));
        assertEquals(2, report.summaries().get(0).solved());
        assertEquals(0, report.summaries().get(1).solved());
        assertTrue(report.rows().stream().allMatch(r -> r.heapPeakBytes() > 0 && r.heapBaseBytes() > 0));
    }

    @Test
    void rejectedAnswersAreInvalidAndFlaggedLoudly() {
        List<MemoryProblem> unbounded = instances().stream().map(p -> p.withCapacity(MemoryProblem.UNBOUNDED)).toList();
        BenchReport report = bench(unbounded, List.of(ZeroStacker.allAtZero(), ZeroStacker.liesAboutPeak())).run();
        for (BenchRow r : report.rows()) {
            assertEquals(BenchStatus.INVALID, r.status(), r.toString());
            assertEquals(-1, r.objective());
        }
        assertTrue(report.rows().get(0).message().contains("overlap in memory"), report.rows().get(0).message());
        assertTrue(report.rows().get(1).message().startsWith("reported score"), report.rows().get(1).message());
        assertTrue(printed().contains("!!! 6 INVALID result(s)"), printed());
        assertEquals(3, report.summaries().get(0).invalid());
        assertEquals(List.of(), report.files());
    }

    @Test
    void claimsWithoutProofOrRefutedByAnotherRunAreInvalid() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample().withCapacity(MemoryProblem.UNBOUNDED);
        Strategy<MemoryProblem, MemoryLayout> stacked = TestStrategies.of("stacked", (q, o) -> {
            long[] offsets = new long[q.size()];
            long top = 0;
            for (int i = 0; i < q.size(); i++) {
                offsets[i] = top;
                top += q.buffer(i).size();
            }
            return Result.feasible(new MemoryLayout(offsets));
        });
        List<Strategy<MemoryProblem, MemoryLayout>> strategies = List.of(
                TestStrategies.claimsInfeasible(), new FirstFitStrategy("start"),
                TestStrategies.of("bound-too-high", (q, o) -> Result.<MemoryLayout>unknown("no")
                        .withBound(Long.MAX_VALUE / 2, Proof.search(1))),
                TestStrategies.claimsOptimal(stacked, 20),
                TestStrategies.claimsInfeasible(new LiveBytes(0, 12)),
                TestStrategies.claimsBound(stacked, 20, new LiveBytes(0, 20)));
        List<BenchRow> rows = bench(List.of(p), strategies).withoutProofChecks().run().rows();
        assertEquals(List.of(BenchStatus.INVALID, BenchStatus.OPTIMAL, BenchStatus.INVALID, BenchStatus.INVALID,
                BenchStatus.INVALID, BenchStatus.INVALID), rows.stream().map(BenchRow::status).toList());
        assertTrue(rows.get(0).message().contains("nothing that proves it"), rows.get(0).message());
        assertTrue(rows.get(2).message().startsWith("bound "), rows.get(2).message());
        assertTrue(rows.get(3).message().startsWith("claimed OPTIMAL at 20 with nothing"), rows.get(3).message());
        assertTrue(rows.get(4).message().contains("certificate does not prove it"), rows.get(4).message());
        assertTrue(rows.get(5).message().contains("bound 20, but its certificate does not prove it"), rows.get(5).message());
    }

    @Test
    void whatAGateRefusedOrRecordedAsACrashIsStillABugInTheBench() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample().withCapacity(MemoryProblem.UNBOUNDED);
        Strategy<MemoryProblem, MemoryLayout> overlapping = TestStrategies.of("overlapping",
                (q, o) -> Result.feasible(new MemoryLayout(new long[q.size()])));
        Strategy<MemoryProblem, MemoryLayout> falseBound = TestStrategies.claimsBound(new FirstFitStrategy("size"), 20,
                new LiveBytes(0, 20));
        Map<String, Object> liar = Map.of("status", "UNKNOWN", Result.REJECTED, true, "reason", "it overlapped");
        Strategy<MemoryProblem, MemoryLayout> memberLied = TestStrategies.of("portfolio-like",
                (q, o) -> new FirstFitStrategy("size").solve(q, o).withStat("members", Map.of("liar", liar)));
        List<Strategy<MemoryProblem, MemoryLayout>> strategies = List.of(
                Gate.of(MemoryFamily.INSTANCE, overlapping), Gate.of(MemoryFamily.INSTANCE, falseBound),
                Gate.of(MemoryFamily.INSTANCE, memberLied), Gate.of(MemoryFamily.INSTANCE, TestStrategies.throwing()),
                Gate.of(MemoryFamily.INSTANCE, new FirstFitStrategy("start")));
        List<BenchRow> rows = bench(List.of(p), strategies).withoutProofChecks().run().rows();
        assertEquals(List.of(BenchStatus.INVALID, BenchStatus.INVALID, BenchStatus.INVALID, BenchStatus.ERROR),
                rows.subList(0, 4).stream().map(BenchRow::status).toList(), rows.toString());
        assertTrue(rows.get(4).solved(), "an honest strategy behind the same gate: " + rows.get(4));
        assertTrue(rows.get(0).message().contains("rejected") && rows.get(0).message().contains("overlap"),
                rows.get(0).message());
        assertTrue(rows.get(1).message().contains("rejectedBound"), rows.get(1).message());
        assertTrue(rows.get(2).message().startsWith("member liar: ") && rows.get(2).message().contains("it overlapped"),
                rows.get(2).message());
        assertTrue(rows.get(3).message().contains("boom"), rows.get(3).message());
    }

    @Test
    void theSimulatorCanRejectWhatTheCheckerAccepts() {
        BenchKit<MemoryProblem, MemoryLayout> picky = new MemoryBenchKit() {
            @Override
            public String secondOpinion(MemoryProblem p, MemoryLayout layout) {
                return layout.offset(0) == 0 ? "simulated fault at buffer " + p.buffer(0).id() : null;
            }
        };
        BenchRow row = Bench.of(picky, List.of(TinyMemoryInstances.miniMallocExample()),
                List.<Strategy<MemoryProblem, MemoryLayout>>of(new FirstFitStrategy("input")), OPTIONS).printingTo(out)
                .run().rows().get(0);
        assertEquals(BenchStatus.INVALID, row.status());
        assertTrue(row.message().contains("the simulator does not: simulated fault at buffer b1"), row.message());
    }

    @Test
    void strategyFailuresBecomeErrorRowsAndTheBenchGoesOn() {
        List<Strategy<MemoryProblem, MemoryLayout>> strategies = List.of(TestStrategies.throwing(),
                new FirstFitStrategy("start"), TestStrategies.returnsNull(), TestStrategies.of("out-of-memory", (p, o) -> {
                    throw new OutOfMemoryError("simulated");
                }));
        BenchReport report = bench(instances(), strategies).run();
        assertEquals(12, report.rows().size());
        for (int i = 0; i < 3; i++) {
            BenchRow thrown = report.rows().get(4 * i);
            assertEquals(BenchStatus.ERROR, thrown.status());
            assertTrue(thrown.message().startsWith("IllegalStateException: boom on "), thrown.message());
            assertTrue(report.rows().get(4 * i + 1).status() != BenchStatus.ERROR);
            assertEquals("returned no result", report.rows().get(4 * i + 2).message());
            assertTrue(report.rows().get(4 * i + 3).message().startsWith("OutOfMemoryError: simulated"));
        }
        assertEquals(9, report.errors().size());
        assertTrue(printed().contains("!! 9 ERROR run(s):"), printed());
    }

    @Test
    void aStrategyThatIgnoresItsTimeLimitIsCancelled() {
        java.util.concurrent.atomic.AtomicBoolean overran = new java.util.concurrent.atomic.AtomicBoolean();
        Strategy<MemoryProblem, MemoryLayout> stubborn = new Strategy<>() {
            @Override
            public String name() {
                return "ignores-time";
            }

            @Override
            public String description() {
                return "spins until cancelled";
            }

            @Override
            public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
                while (!budget.cancelled()) {
                    if (budget.exhausted()) {
                        overran.set(true); // past its limit and not yet cancelled: the guard waits out the grace
                    }
                    Thread.onSpinWait();
                }
                return Result.unknown("cancelled");
            }
        };
        BenchRunner<MemoryProblem, MemoryLayout> runner = new BenchRunner<>(KIT, Duration.ofMillis(100), true);
        BenchRow row = runner.run(TinyMemoryInstances.miniMallocExample(), 12, stubborn,
                OPTIONS.withTimeLimit(Duration.ofMillis(100)), "ignores-time");
        assertEquals(BenchStatus.UNKNOWN, row.status());
        assertEquals("cancelled", row.message());
        assertTrue(overran.get(), "cancelled before its time limit was over");
    }

    @Test
    void aStrategyThatNeverReturnsIsAbandonedAsError() {
        CountDownLatch release = new CountDownLatch(1);
        Strategy<MemoryProblem, MemoryLayout> stuck = TestStrategies.of("stuck", (p, o) -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Result.unknown("released");
        });
        BenchRunner<MemoryProblem, MemoryLayout> runner = new BenchRunner<>(KIT, Duration.ofMillis(100), true);
        BenchRow row = runner.run(TinyMemoryInstances.miniMallocExample(), 12, stuck,
                OPTIONS.withTimeLimit(Duration.ofMillis(100)), "stuck");
        release.countDown();
        assertEquals(BenchStatus.ERROR, row.status());
        assertTrue(row.message().startsWith("did not return "), row.message());
        assertTrue(row.message().contains("abandoned"), row.message());
    }

    @Test
    void filesAreWrittenAndReadable(@TempDir Path dir) throws Exception {
        List<Strategy<MemoryProblem, MemoryLayout>> strategies = List.of(new FirstFitStrategy("start"),
                TestStrategies.unknown(), TestStrategies.throwing());
        BenchReport report = bench(instances(), strategies).writingTo(dir.resolve("out")).run();
        Set<String> names = report.files().stream().map(f -> f.getFileName().toString()).collect(Collectors.toSet());
        assertEquals(Set.of("results.csv", "results.json", "results.md", "results-seconds.png", "results-ratio.png"), names);

        List<String> csv = Files.readAllLines(dir.resolve("out/results.csv"));
        assertTrue(csv.get(0).startsWith("instance,group,buffers,capacity,strategy,status,peak,bound,ratio,"), csv.get(0));
        assertEquals(10, csv.size());
        assertTrue(csv.get(1).startsWith("input.12.csv,,5,12,first-fit,OPTIMAL,12,12,1.000000,"), csv.get(1));
        assertTrue(csv.get(3).contains(",ERROR,,"), csv.get(3));
        assertTrue(csv.get(0).contains(",second_opinion,over_capacity,message,stats"), csv.get(0));
        assertTrue(csv.get(2).contains("\"\"overCapacityPeak\"\":123456789"), "stats keep their numbers: " + csv.get(2));

        JsonNode json = Json.MAPPER.readTree(dir.resolve("out/results.json").toFile());
        assertEquals("memory", json.get("family").asText());
        assertEquals(9, json.get("rows").size());
        assertEquals("OPTIMAL", json.get("rows").get(0).get("status").asText());
        assertTrue(json.get("rows").get(1).get("peak").isNull());
        assertEquals(123456789L, json.get("rows").get(1).get("extras").get("over capacity").asLong());
        assertEquals("valid", json.get("rows").get(0).get("validator").asText());
        assertEquals("bound", json.get("boundName").asText());
        assertEquals(5.0, json.get("options").get("timeLimitSeconds").asDouble());
        assertEquals(3, json.get("summary").size());
        assertTrue(json.get("summary").get(1).get("meanRatio").isNull(), "no valid run, no mean: " + json.get("summary"));
        assertTrue(Files.readString(dir.resolve("out/results.md")).contains("| first-fit |"));

        for (String png : List.of("results-seconds.png", "results-ratio.png")) {
            Path f = dir.resolve("out").resolve(png);
            BufferedImage img = ImageIO.read(f.toFile());
            assertNotNull(img, png + " decodes");
            assertTrue(img.getWidth() >= 800 && img.getHeight() == 600);
        }
        assertTrue(printed().contains("wrote " + dir.resolve("out/results.csv")));
    }

    @Test
    void theTableAndSummaryArePrinted() {
        bench(List.of(TinyMemoryInstances.miniMallocExample()),
                List.of(new FirstFitStrategy("start"), TestStrategies.unknown())).run();
        String[] lines = printed().split("\n");
        assertTrue(lines[0].matches("instance +strategy +status +peak +bound +peak/bound +proof +seconds +checks +over capacity"),
                lines[0]);
        assertTrue(lines[2].matches("input\\.12\\.csv +first-fit +OPTIMAL +12 +12 +1\\.0000 +certificate +\\d+\\.\\d{3} +valid/valid *"),
                lines[2]);
        assertTrue(lines[3].matches("input\\.12\\.csv +always-unknown +UNKNOWN +- +12 +- +none +\\d+\\.\\d{3} +- +123456789"), lines[3]);
        assertEquals("", lines[4]);
        assertTrue(lines[5].startsWith("strategy"), lines[5]);
        assertTrue(lines[7].matches("first-fit +1 +1 +1 +0 +0 +0 +0 +1 +0\\.00 +1\\.0000 +1\\.0000 +\\d+\\.\\d{3} +\\d+\\.\\d{3}"),
                lines[7]);
    }

    @Test
    void searchProofsArePutToASecondCompleteStrategy() {
        MemoryProblem p = null;
        for (long seed = 1; p == null; seed++) {
            MemoryProblem q = TinyMemoryInstances.random(seed, 7, true).withCapacity(MemoryProblem.UNBOUNDED);
            Result<MemoryLayout> ff = new FirstFitStrategy("input").solve(q, OPTIONS);
            if (BruteForceMemory.optimalPeak(q) > MemoryLowerBound.of(q)
                    && ff.objective() > BruteForceMemory.optimalPeak(q)) {
                p = q;
            }
        }
        Strategy<MemoryProblem, MemoryLayout> exact = KIT.registry().byName("exact");
        Strategy<MemoryProblem, MemoryLayout> liar = TestStrategies.of("liar", (q, o) -> {
            Result<MemoryLayout> r = new FirstFitStrategy("input").solve(q, o);
            return r.withBound(r.objective(), Proof.search(1)).withStatus(Status.OPTIMAL).withScore(Score.of(r.objective()));
        });
        BenchReport report = bench(List.of(p), List.of(exact, liar)).run();
        ProofCheck honest = report.proofChecks().get(0);
        assertEquals("exact", honest.row().strategy());
        assertEquals("cpsat", honest.checker());
        assertEquals(ProofCheck.Verdict.CONFIRMED, honest.verdict(), honest.detail());
        assertEquals(BenchStatus.INVALID, report.rows().get(1).status(), "exact's valid optimum refutes the liar");
        assertTrue(printed().contains("search proofs checked by a second complete strategy"), printed());
    }

    @Test
    void progressBarDoesNotDisturbTheRun() {
        BenchReport report = bench(instances(), List.of(new FirstFitStrategy("start"))).withProgress(true).run();
        assertEquals(3, report.rows().size());
    }
}
