package dev.berth.bench.memory;

import dev.berth.bench.memory.ParameterTensors.Kind;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Traces with parameters ({@link MemoryTraceSpec#weights()}): what lives how long, what is shared, how much. */
class MemoryTraceWeightsTest {

    @ParameterizedTest
    @CsvSource({"1,true,1", "2,true,1", "3,true,2", "4,false,4", "5,true,4", "7,true,1", "17,false,1", "18,true,3",
            "100,true,4", "101,false,2", "1001,true,4", "999,false,4", "5000,true,1", "5003,false,3"})
    void exactBufferCount(int n, boolean training, int microBatches) {
        for (long seed = 1; seed <= 5; seed++) {
            MemoryTraceSpec spec = MemoryTraceSpec.training(n, seed).withTraining(training).withMicroBatches(microBatches);
            assertEquals(n, MemoryTraceGenerator.generate(spec).size(), spec.toString());
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 42})
    void sameSeedSameInstance(long seed) {
        MemoryTraceSpec spec = MemoryTraceSpec.training(1500, seed);
        assertEquals(MemoryTraceGenerator.generate(spec), MemoryTraceGenerator.generate(spec));
        assertNotEquals(MemoryTraceGenerator.generate(spec).buffers(),
                MemoryTraceGenerator.generate(spec.withSeed(seed + 1)).buffers());
    }

    /** Weights and Adam's moments span the trace; a gradient runs from a backward op to the end; one each. */
    @ParameterizedTest
    @CsvSource({"3000,1,4", "3000,2,1", "12000,3,4", "8000,4,2"})
    void trainingLifetimes(int n, long seed, int microBatches) {
        NetworkTrace.Trace t = NetworkTrace.trace(MemoryTraceSpec.training(n, seed).withMicroBatches(microBatches));
        long horizon = horizon(t);
        int weights = 0;
        int gradients = 0;
        int moments = 0;
        Set<Long> gradientStarts = new HashSet<>();
        for (int k = 0; k < t.buffers().size(); k++) {
            Buffer b = t.buffers().get(k);
            switch (t.kinds()[k]) {
                case WEIGHT, OPTIMIZER_STATE -> {
                    assertEquals(List.of(0L, horizon), List.of(b.start(), b.end()), b.toString());
                    if (t.kinds()[k] == Kind.WEIGHT) {
                        weights++;
                    } else {
                        moments++;
                    }
                }
                case GRADIENT -> {
                    assertEquals(horizon, b.end(), b.toString());
                    assertTrue(b.start() > 0, b.toString());
                    gradients++;
                    gradientStarts.add(b.start());
                }
                case ACTIVATION -> assertTrue(b.end() - b.start() < horizon, b.toString());
            }
        }
        assertTrue(weights > 20, "weights: " + weights);
        assertEquals(weights, gradients);
        assertEquals(2 * weights, moments);
        // one backward op per layer and micro-batch: a layer's gradient starts at its first one, so no two
        // gradients start together
        assertEquals(gradients, gradientStarts.size());
    }

    /** One micro-batch: every forward op comes before the loss, every backward op after it. */
    @Test
    void gradientsStartInTheBackwardPass() {
        NetworkTrace.Trace t = NetworkTrace.trace(MemoryTraceSpec.training(4000, 5).withMicroBatches(1));
        long horizon = horizon(t);
        long forward = firstActivationGradientStart(t);
        for (int k = 0; k < t.buffers().size(); k++) {
            if (t.kinds()[k] == Kind.GRADIENT) {
                assertTrue(t.buffers().get(k).start() >= forward && forward > horizon / 3, t.buffers().get(k) + " " + forward);
            }
        }
    }

    /**
     * Shared, not per copy: each forward layer costs a copy at least two buffers (its output and its
     * backward op's gradient), so a network of L layers per copy needs at least 2 x copies x L buffers
     * besides the parameters, and has at most L weights. Per-copy weights would be copies x L.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4, 6})
    void weightsAreSharedByTheMicroBatches(int microBatches) {
        for (long seed = 1; seed <= 3; seed++) {
            NetworkTrace.Trace t = NetworkTrace.trace(MemoryTraceSpec.training(20_000, seed).withMicroBatches(microBatches));
            long weights = count(t, Kind.WEIGHT);
            long params = weights + count(t, Kind.GRADIENT) + count(t, Kind.OPTIMIZER_STATE);
            double layersPerCopy = (t.buffers().size() - params) / (2.0 * microBatches);
            assertTrue(weights <= layersPerCopy && weights >= 0.5 * layersPerCopy,
                    microBatches + " copies, seed " + seed + ": " + weights + " weights, at most " + layersPerCopy
                            + " layers a copy");
        }
    }

    @Test
    void inferenceHasWeightsOnly() {
        NetworkTrace.Trace t = NetworkTrace.trace(MemoryTraceSpec.training(5000, 2).withTraining(false));
        long horizon = horizon(t);
        assertEquals(0, count(t, Kind.GRADIENT) + count(t, Kind.OPTIMIZER_STATE));
        assertTrue(count(t, Kind.WEIGHT) > 100);
        for (int k = 0; k < t.buffers().size(); k++) {
            if (t.kinds()[k] == Kind.WEIGHT) {
                assertEquals(List.of(0L, horizon), List.of(t.buffers().get(k).start(), t.buffers().get(k).end()));
            }
        }
    }

    /** The share of the bound lands on the spec's (within the rounding of tiny tensors to whole elements). */
    @ParameterizedTest
    @CsvSource({"2000,1,0.25", "10000,1,0.25", "10000,2,0.25", "30000,3,0.25", "10000,4,0.10", "10000,4,0.40"})
    void shareOfTheBound(int n, long seed, double share) {
        MemoryTraceSpec spec = MemoryTraceSpec.training(n, seed).withWeights(share);
        NetworkTrace.Trace t = NetworkTrace.trace(spec);
        WeightShares s = WeightShares.of(t);
        MemoryProblem p = MemoryTraceGenerator.problem(spec, t.buffers());
        assertEquals(Arrays.stream(MemoryLowerBound.profile(p)).mapToLong(e -> e[1]).max().orElse(0), s.maxLive());
        assertTrue(MemoryLowerBound.of(p) >= s.maxLive(), "the bound adds the padding of aligned parameters");
        assertEquals(share, s.bound(), 0.01, s.toString());
        assertTrue(s.weightsAtPeak() > 0 && s.weightsAtPeak() < s.bound() / 2, s.toString()); // + gradient + 2 moments
        assertTrue(t.parameterScale() < 1, "the shapes were scaled down, not up: " + t.parameterScale());
    }

    private static long firstActivationGradientStart(NetworkTrace.Trace t) {
        long forward = Long.MAX_VALUE;
        for (int k = 0; k < t.buffers().size(); k++) {
            if (t.kinds()[k] == Kind.GRADIENT) {
                forward = Math.min(forward, t.buffers().get(k).start());
            }
        }
        return forward;
    }

    private static long count(NetworkTrace.Trace t, Kind kind) {
        long c = 0;
        for (Kind k : t.kinds()) {
            c += k == kind ? 1 : 0;
        }
        return c;
    }

    private static long horizon(NetworkTrace.Trace t) {
        return horizon(t.buffers());
    }

    private static long horizon(List<Buffer> bs) {
        return bs.stream().mapToLong(Buffer::end).max().orElseThrow();
    }
}
