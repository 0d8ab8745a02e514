package dev.berth.bench.sync;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.Json;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.io.SyncJson;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.Warp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyncProgramGeneratorTest {

    static Stream<Arguments> specs() {
        List<Arguments> out = new ArrayList<>();
        for (Semantics s : Semantics.values()) {
            for (long seed = 1; seed <= 3; seed++) {
                out.add(Arguments.of(SyncProgramSpec.random(2, 40, seed).withSemantics(s)));
                out.add(Arguments.of(SyncProgramSpec.random(17, 500, seed).withSemantics(s).withWindow(3)));
                out.add(Arguments.of(SyncProgramSpec.random(64, 900, seed).withSemantics(s)
                        .withWindow(SyncProgramSpec.UNBOUNDED_WINDOW).withLimit(16, List.of(0))));
                out.add(Arguments.of(SyncProgramSpec.pipeline(1, 3, 10, seed).withSemantics(s)));
                out.add(Arguments.of(SyncProgramSpec.pipeline(3, 2, 25, seed).withSemantics(s)
                        .withLimit(ResourceClass.UNLIMITED, List.of(0, 1))));
            }
        }
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("specs")
    void jsonRoundTripGivesTheSameProblem(SyncProgramSpec spec, @TempDir Path dir) throws Exception {
        SyncProblem p = SyncProgramGenerator.generate(spec);
        String text = Json.MAPPER.writeValueAsString(SyncJson.toJson(p));
        assertEquals(p, SyncJson.parse(p.name(), Json.parse(p.name(), text)));

        Path file = SyncProgramGenerator.write(p, dir);
        assertEquals(dir.resolve(spec.name() + ".json"), file);
        JsonNode read = Json.parse(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
        assertEquals("sync", read.get("family").asText());
        assertEquals(p, SyncJson.parse(p.name(), read));
    }

    @ParameterizedTest
    @MethodSource("specs")
    void requestedShapeAndAcyclic(SyncProgramSpec spec) {
        SyncProblem p = SyncProgramGenerator.generate(spec);
        assertEquals(spec.name(), p.name());
        assertEquals(spec.warps(), p.warps().size());
        assertEquals(spec.pairs(), p.size());
        assertTrue(HappensBefore.of(p).acyclic());
        assertEquals(List.of(spec.resourceClass()), p.classes());
        Set<String> warpIds = new HashSet<>();
        p.warps().forEach(w -> assertTrue(warpIds.add(w.id())));
        for (LogicalResource r : p.resources()) {
            assertNotEquals(r.producerWarp(), r.consumerWarp(), "a pair syncs two warps: " + r);
        }
    }

    @Test
    void fullSizeRandomProgramHasTheRequestedWarpsAndPairs() {
        SyncProblem p = SyncProgramGenerator.generate(SyncProgramSpec.random(64, 10_000, 7));
        assertEquals(64, p.warps().size());
        assertEquals(10_000, p.size());
        assertTrue(p.warps().stream().allMatch(w -> !w.ops().isEmpty()), "every warp gets some work");
    }

    @ParameterizedTest
    @CsvSource({"2,1", "5,11", "64,12", "30,13"})
    void sameSeedSameProgramOtherSeedOtherProgram(int warps, long seed) {
        SyncProgramSpec spec = SyncProgramSpec.random(warps, 300, seed);
        assertEquals(SyncProgramGenerator.generate(spec), SyncProgramGenerator.generate(spec));
        assertNotEquals(SyncProgramGenerator.generate(spec).warps(),
                SyncProgramGenerator.generate(spec.withSeed(seed + 1)).warps());
        SyncProgramSpec pipe = SyncProgramSpec.pipeline(2, 3, 20, seed);
        assertEquals(SyncProgramGenerator.generate(pipe), SyncProgramGenerator.generate(pipe));
    }

    @ParameterizedTest
    @CsvSource({"3,1", "8,2", "64,3"})
    void neighbourRateOneSyncsAdjacentWarpsOnly(int warps, long seed) {
        SyncProblem p = SyncProgramGenerator.generate(SyncProgramSpec.random(warps, 400, seed).withNeighbourRate(1));
        for (LogicalResource r : p.resources()) {
            int d = Math.floorMod(r.consumerWarp() - r.producerWarp(), warps);
            assertTrue(d == 1 || d == warps - 1, r.toString());
        }
    }

    @ParameterizedTest
    @CsvSource({"0,1", "0,2", "1,1", "1,2"})
    void otherRateControlsOrdinaryOps(int rate, long seed) {
        SyncProblem p = SyncProgramGenerator.generate(SyncProgramSpec.random(6, 200, seed).withOtherRate(rate));
        for (Warp w : p.warps()) {
            for (int i = 0; i < w.ops().size(); i++) {
                SyncOp op = w.ops().get(i);
                if (rate == 0) {
                    assertFalse(op.kind() == OpKind.OTHER, op.text());
                } else if (op.kind() != OpKind.OTHER) {
                    assertTrue(i > 0 && w.ops().get(i - 1).kind() == OpKind.OTHER, "every sync op follows an ordinary op");
                }
            }
        }
    }

    /**
     * Width of a pipeline with C consumers, S stages, I iterations, under generation and parity: C x min(S, I).
     *
     * <p>One consumer, pairs f_i (producer → consumer) and e_i (consumer → producer). The producer runs
     * [wait e_{i-S}] signal f_i; the consumer wait f_i, signal e_i. Under generation r may hand over to s when
     * r's wait completes before s's signal:
     * <ul>
     *   <li>f_i → e_i: the consumer's wait for f_i precedes its own signal e_i;</li>
     *   <li>e_i → f_{i+S}: the producer completes its wait for e_i just before it signals f_{i+S};</li>
     * </ul>
     * so f_k, e_k, f_{k+S}, e_{k+S}, ... (k &lt; S) are S chains covering everything: at most S resources.
     * Conversely f_0..f_{S-1} are pairwise concurrent: the consumer's completion of f_i reaches the
     * producer only through e_i, whose wait comes after the signal of f_{i+S-1}; so at least S. With fewer
     * iterations than stages nothing ever waits for an empty pair inside the loop and all I full pairs are
     * concurrent: min(S, I). Parity adds "s's waiter starts after r's signal", which the same chains meet
     * (e_k is waited for by the producer after it signalled f_k; f_{k+S} by the consumer after it signalled
     * e_k), so the width is the same. C consumers have separate pairs that only the producer links, and the
     * same argument gives C x min(S, I): the full pairs of the first S iterations of all consumers are
     * pairwise concurrent.
     */
    @ParameterizedTest
    @CsvSource({"1,1,6", "1,2,6", "1,3,9", "1,4,12", "1,5,3", "2,3,9", "2,4,8", "3,2,6", "2,1,4"})
    void pipelineWidthUnderGenerationAndParity(int consumers, int stages, int iterations) {
        int expected = consumers * Math.min(stages, iterations);
        for (Semantics s : new Semantics[] {Semantics.GENERATION, Semantics.PARITY}) {
            for (long seed = 1; seed <= 3; seed++) {
                SyncProblem p = SyncProgramGenerator.generate(
                        SyncProgramSpec.pipeline(consumers, stages, iterations, seed).withSemantics(s));
                assertEquals(expected, SyncWidth.of(p).width(), p.name());
            }
        }
    }

    /**
     * Flag is stricter than parity, so it never needs less. It needs more: f_k and e_k may not share under flag,
     * since the producer starts waiting for e_k before anything tells it that the consumer's wait for f_k is
     * over, which breaks the chains above (measured: C x (S + 2) for S &ge; 2).
     */
    @ParameterizedTest
    @CsvSource({"1,2,6", "2,3,9", "1,4,12"})
    void flagPipelinesNeedMore(int consumers, int stages, int iterations) {
        SyncProblem p = SyncProgramGenerator.generate(
                SyncProgramSpec.pipeline(consumers, stages, iterations, 1).withSemantics(Semantics.FLAG));
        assertTrue(SyncWidth.of(p).width() > consumers * stages, p.name());
    }

    @ParameterizedTest
    @EnumSource(Semantics.class)
    void pipelinePairsAreNamedByIterationKindAndConsumer(Semantics s) {
        SyncProblem p = SyncProgramGenerator.generate(SyncProgramSpec.pipeline(2, 2, 3, 1).withSemantics(s));
        assertEquals(List.of("producer", "consumer0", "consumer1"), p.warps().stream().map(Warp::id).toList());
        for (int i = 0; i < 3; i++) {
            for (int k = 0; k < 2; k++) {
                LogicalResource f = p.resource(p.indexOf(i + "f" + k));
                LogicalResource e = p.resource(p.indexOf(i + "e" + k));
                assertEquals(0, f.producerWarp());
                assertEquals(1 + k, f.consumerWarp());
                assertEquals(1 + k, e.producerWarp());
                assertEquals(0, e.consumerWarp());
            }
        }
        assertEquals(s, p.classes().get(0).semantics());
    }

    @Test
    void namesAndFamilies() {
        SyncProgramSpec r = SyncProgramSpec.random(64, 10_000, 1);
        assertEquals("random-w64-p10000-win16-generation-s1", r.name());
        assertEquals("random-w8-p50-wininf-flag-s2-lim16r0.1", SyncProgramSpec.random(8, 50, 2)
                .withSemantics(Semantics.FLAG).withWindow(SyncProgramSpec.UNBOUNDED_WINDOW)
                .withLimit(16, List.of(1, 0)).name());
        assertEquals("pipeline-c2-st4-i100-parity-s3-r0", SyncProgramSpec.pipeline(2, 4, 100, 3)
                .withSemantics(Semantics.PARITY).withLimit(ResourceClass.UNLIMITED, List.of(0)).name());
        assertEquals("random", SyncProgramGenerator.family(r.name()));
        assertEquals("pipeline", SyncProgramGenerator.family("out/dir/pipeline-c1-st2-i4-generation-s1.json"));
        assertEquals("other", SyncProgramGenerator.family("example2"));
        assertEquals("other", SyncProgramGenerator.family("randomized"));
    }

    @Test
    void rejectsBadSpecs() {
        assertThrows(IllegalArgumentException.class, () -> SyncProgramSpec.random(1, 10, 1));
        assertThrows(IllegalArgumentException.class, () -> SyncProgramSpec.random(65, 10, 1));
        assertThrows(IllegalArgumentException.class, () -> SyncProgramSpec.random(4, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> SyncProgramSpec.random(4, 10, 1).withWindow(0));
        assertThrows(IllegalArgumentException.class, () -> SyncProgramSpec.random(4, 10, 1).withNeighbourRate(1.5));
        assertThrows(IllegalArgumentException.class, () -> SyncProgramSpec.pipeline(0, 2, 2, 1));
        assertThrows(IllegalArgumentException.class, () -> SyncProgramSpec.pipeline(64, 2, 2, 1));
        assertThrows(IllegalArgumentException.class, () -> SyncProgramSpec.pipeline(1, 0, 2, 1));
        assertThrows(IllegalArgumentException.class, () -> SyncProgramSpec.pipeline(1, 2, 2, 1).withLimit(0, List.of()));
    }

    @Test
    void pipelineDerivesWarpsAndPairsAndIgnoresRandomKnobs() {
        SyncProgramSpec p = SyncProgramSpec.pipeline(3, 4, 10, 1);
        assertEquals(4, p.warps());
        assertEquals(60, p.pairs());
        assertEquals(p, new SyncProgramSpec(SyncProgramShape.PIPELINE, 99, 5, 7, 0.5, 0.5, 3, 4, 10,
                Semantics.GENERATION, 1, ResourceClass.UNLIMITED, null));
    }
}
