package dev.berth.bench.memory;

import dev.berth.model.SolveOptions;
import dev.berth.model.memory.testing.FirstFitStrategy;
import dev.berth.model.io.Instances;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.check.memory.MemoryChecker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MemoryTraceGeneratorTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 42, 1234567})
    void sameSeedSameInstance(long seed) {
        MemoryTraceSpec spec = MemoryTraceSpec.defaults(800, seed);
        MemoryProblem a = MemoryTraceGenerator.generate(spec);
        MemoryProblem b = MemoryTraceGenerator.generate(spec);
        assertEquals(a, b);
        assertNotEquals(a.buffers(), MemoryTraceGenerator.generate(spec.withSeed(seed + 1)).buffers());
    }

    @ParameterizedTest
    @CsvSource({"1,true,1", "2,true,1", "3,true,2", "4,false,4", "5,true,4", "17,false,1", "18,true,3",
            "100,true,4", "101,false,2", "1001,true,4", "999,false,4"})
    void exactBufferCount(int n, boolean training, int microBatches) {
        for (long seed = 1; seed <= 5; seed++) {
            MemoryTraceSpec spec = MemoryTraceSpec.defaults(n, seed).withTraining(training).withMicroBatches(microBatches);
            assertEquals(n, MemoryTraceGenerator.generate(spec).size(), spec.toString());
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 7, 99})
    void lifetimesAreNonEmptyAndWithinTheSchedule(long seed) {
        MemoryProblem p = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(3000, seed));
        long horizon = p.buffers().stream().mapToLong(Buffer::end).max().orElseThrow();
        Set<String> ids = new HashSet<>();
        for (Buffer b : p.buffers()) {
            assertTrue(b.start() >= 0 && b.start() < b.end() && b.end() <= horizon, b.toString());
            assertTrue(b.size() > 0, b.toString());
            assertTrue(ids.add(b.id()));
        }
        // scratch buffers live for exactly one step; reads keep tensors longer
        assertTrue(p.buffers().stream().anyMatch(b -> b.duration() == 1));
        assertTrue(p.buffers().stream().anyMatch(b -> b.duration() > 10));
    }

    /** A plain chain: each op reads the previous output, so tensor k lives [k, k + 2): producer to reader + 1. */
    @Test
    void chainLifetimesAreHalfOpenFromProducerToLastReaderPlusOne() {
        MemoryTraceSpec spec = new MemoryTraceSpec(40, 5, 0, false, false, 0, 0, 0, 0, 1, 1, 0);
        List<Buffer> bs = MemoryTraceGenerator.generate(spec).buffers();
        for (int k = 0; k < bs.size() - 1; k++) {
            assertEquals(k, bs.get(k).start(), bs.get(k).toString());
            assertEquals(k + 2, bs.get(k).end(), bs.get(k).toString());
        }
        Buffer last = bs.get(bs.size() - 1);
        assertEquals(List.of(39L, 40L), List.of(last.start(), last.end()), "the program output lives to the end");
    }

    /** Training without skips: a saved activation lives until its layer's backward op, past the turnaround. */
    @Test
    void savedActivationsOutliveTheForwardPass() {
        MemoryTraceSpec spec = new MemoryTraceSpec(201, 3, 0, false, true, 0, 0, 1.0, 0, 1, 1, 0);
        List<Buffer> bs = MemoryTraceGenerator.generate(spec).buffers();
        long horizon = bs.stream().mapToLong(Buffer::end).max().orElseThrow();
        // 100 forward layers after the input: each output is read again by its backward op
        long longLived = bs.stream().filter(b -> b.start() < horizon / 2 && b.end() > horizon / 2).count();
        assertTrue(longLived >= 90, "saved activations alive at the turn: " + longLived);
    }

    @ParameterizedTest
    @CsvSource({"0.0", "0.05", "0.3", "-1"})
    void capacityFollowsTheSlack(double slack) {
        for (long seed = 1; seed <= 4; seed++) {
            MemoryProblem p = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(1500, seed).withSlack(slack));
            long lb = MemoryLowerBound.of(p);
            if (slack < 0) {
                assertFalse(p.hasCapacity());
                continue;
            }
            assertTrue(lb <= p.capacity());
            assertEquals((long) Math.ceil(lb * (1 + slack)), p.capacity());
        }
    }

    @Test
    void sizesAndAlignmentsLookLikeTensors() {
        MemoryProblem p = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(5000, 11));
        long[] sizes = p.buffers().stream().mapToLong(Buffer::size).sorted().toArray();
        long median = sizes[sizes.length / 2];
        assertTrue(median >= 1024 && median <= (1L << 31), "median size " + median);
        assertTrue(Arrays.stream(sizes).distinct().count() >= 30, "too few distinct sizes");
        assertTrue(sizes[sizes.length - 1] >= 100 * sizes[0], "sizes should span orders of magnitude");
        Set<Long> alignments = new HashSet<>();
        p.buffers().forEach(b -> alignments.add(b.alignment()));
        assertEquals(Set.of(1L, 16L, 64L, 128L, 256L), alignments);
        long aligned = p.buffers().stream().filter(b -> b.alignment() > 1).count();
        assertTrue(aligned > p.size() / 4 && aligned < 3 * p.size() / 4, "aligned: " + aligned);

        MemoryProblem plain = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(5000, 11).withAlignment(false));
        assertTrue(plain.buffers().stream().allMatch(b -> b.alignment() == 1));
    }

    @Test
    void fixedBatchScalesEveryActivation() {
        MemoryTraceSpec one = new MemoryTraceSpec(300, 8, 0, false, false, 0.3, 0.1, 0.5, 0, 1, 1, 0);
        MemoryTraceSpec four = new MemoryTraceSpec(300, 8, 0, false, false, 0.3, 0.1, 0.5, 0, 4, 1, 0);
        List<Buffer> a = MemoryTraceGenerator.generate(one).buffers();
        List<Buffer> b = MemoryTraceGenerator.generate(four).buffers();
        for (int i = 0; i < a.size(); i++) {
            assertEquals(4 * a.get(i).size(), b.get(i).size());
        }
    }

    @Test
    void twentyThousandBuffersAreGenerated() {
        MemoryProblem p = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(20_000, 1));
        assertEquals(20_000, p.size());
        assertTrue(p.hasCapacity());
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void generatedInstancesAdmitValidLayouts(long seed) {
        MemoryProblem p = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(600, seed).withUnboundedCapacity());
        Result<MemoryLayout> r = new FirstFitStrategy("start").solve(p, SolveOptions.defaults());
        assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
    }

    @Test
    void filesCarryTheCapacityAndReadBack(@TempDir Path dir) {
        MemoryProblem p = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(300, 1));
        Path csv = MemoryTraceGenerator.write(p, dir, "csv");
        assertEquals("trace-300-s1." + p.capacity() + ".csv", csv.getFileName().toString());
        Path json = MemoryTraceGenerator.write(p, dir, "json");
        assertEquals("trace-300-s1.json", json.getFileName().toString());
        for (Path f : List.of(csv, json)) {
            MemoryProblem back = (MemoryProblem) Instances.read(f);
            assertEquals(p.buffers(), back.buffers());
            assertEquals(p.capacity(), back.capacity());
        }
        MemoryProblem open = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(30, 1).withUnboundedCapacity());
        assertEquals("trace-30-s1.csv", MemoryTraceGenerator.fileName(open, "csv"));
        assertThrows(IllegalArgumentException.class, () -> MemoryTraceGenerator.fileName(open, "xml"));
    }

    @Test
    void specRejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> MemoryTraceSpec.defaults(0, 1));
        assertThrows(IllegalArgumentException.class, () -> MemoryTraceSpec.defaults(10, 1).withMicroBatches(0));
        assertThrows(IllegalArgumentException.class,
                () -> new MemoryTraceSpec(10, 1, 0, true, true, 0.8, 0.5, 0.5, 0.5, 0, 1, 0));
        assertThrows(IllegalArgumentException.class,
                () -> new MemoryTraceSpec(10, 1, Double.NaN, true, true, 0.3, 0.1, 0.5, 0.5, 0, 1, 0));
    }
}
