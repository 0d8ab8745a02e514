package dev.berth.algorithms.memory;

import dev.berth.model.InputException;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.Window;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ReferenceMemoryAllocatorTest extends MemoryHeuristicContract<ReferenceMemoryAllocator> {
    private static final String[] METRICS = {"bytes", "count", "span", "degree"};

    private final ReferenceMemoryAllocator reference = heuristic;

    ReferenceMemoryAllocatorTest() {
        super(new ReferenceMemoryAllocator(),
                Arrays.stream(METRICS).map(m -> options().withParam("class-order", m)).toList());
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void largerLayoutsAreValid(long seed) {
        MemoryProblem p = LargerInstances.random(seed, 500);
        for (String m : METRICS) {
            assertValid(p, reference.solve(p, options().withParam("class-order", m)), m);
        }
    }

    @Test
    void miniMallocExample() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        // classes: {b1, b2} (both interfere with exactly b3 and b5), {b3}, {b4}, {b5}.
        // bytes: {b1, b2} (8 bytes) first, both at 0 (they never meet); then b3 at 4, b4 at 0, b5 at 8
        Result<MemoryLayout> bytes = reference.solve(p, options());
        assertEquals(Status.OPTIMAL, bytes.status());
        assertEquals(12, bytes.objective());
        assertArrayEquals(new long[] {0, 0, 4, 0, 8}, bytes.solution().offsets());
        assertEquals(4, bytes.stats().get("classes"));
        assertArrayEquals(new long[] {0, 0, 4, 0, 8},
                reference.solve(p, options().withParam("class-order", "count")).solution().offsets());
        // span: b5 (21 steps) first at 0, then b4 (12) at 4, {b1, b2} (9) at 4, b3 (9) at 8
        Result<MemoryLayout> span = reference.solve(p, options().withParam("class-order", "span"));
        assertArrayEquals(new long[] {4, 4, 8, 4, 0}, span.solution().offsets());
        assertEquals(12, span.objective());
        // degree: b5 interferes with 3 classes, b3 with 2, {b1, b2} with 2, b4 with 1
        Result<MemoryLayout> degree = reference.solve(p, options().withParam("class-order", "degree"));
        assertArrayEquals(new long[] {4, 4, 8, 4, 0}, degree.solution().offsets());
    }

    @Test
    void pinsFirstThenFirstFitWithAlignment() {
        MemoryProblem p = new MemoryProblem("pin", List.of(
                Buffer.of("p", 0, 10, 4).withFixedOffset(2L), Buffer.of("a", 0, 10, 2),
                Buffer.of("b", 0, 10, 4).withAlignment(4), Buffer.of("c", 0, 10, 1)), MemoryProblem.UNBOUNDED);
        // all four interfere with each other: one clique class {p, a, b, c} (identical lifespans).
        // p holds [2, 6); b (largest free) goes to the first multiple of 4 clear of it, 8; a fits [0, 2);
        // c takes the first free byte, 6
        Result<MemoryLayout> r = reference.solve(p, options());
        assertArrayEquals(new long[] {2, 0, 8, 6}, r.solution().offsets());
        assertEquals(1, r.stats().get("classes"));
        assertEquals(1, r.stats().get("mutuallyInterferingClasses"));
    }

    @Test
    void buffersThatNeverMeetShareAnAddressAndGapsAreNoInterference() {
        MemoryProblem p = new MemoryProblem("twins", List.of(
                Buffer.of("c", 0, 10, 4), Buffer.of("a", 2, 5, 2), Buffer.of("b", 5, 8, 3),
                Buffer.of("h", 0, 10, 1).withGaps(List.of(new Gap(2, 9)))), MemoryProblem.UNBOUNDED);
        // a and b lie in h's gap: a, b and h each interfere with exactly {c}, one class of 6 bytes, placed
        // first, all three at 0; c goes above the largest of them
        Result<MemoryLayout> r = reference.solve(p, options());
        assertArrayEquals(new long[] {3, 0, 0, 0}, r.solution().offsets());
        assertEquals(2, r.stats().get("classes"));
        assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));

        // a window is held conservatively: the whole buffer counts as taken
        MemoryProblem windowed = new MemoryProblem("window", List.of(
                Buffer.of("a", 0, 10, 4).withGaps(List.of(new Gap(3, 7, new Window(0, 2)))), Buffer.of("b", 4, 6, 4)),
                MemoryProblem.UNBOUNDED);
        Result<MemoryLayout> w = reference.solve(windowed, options());
        assertArrayEquals(new long[] {0, 4}, w.solution().offsets());
        assertEquals(Status.FEASIBLE, w.status());
    }

    @Test
    void sameInputSameLayout() {
        MemoryProblem p = LargerInstances.random(12, 500);
        Result<MemoryLayout> a = reference.solve(p, options());
        Result<MemoryLayout> b = reference.solve(p, options());
        assertArrayEquals(a.solution().offsets(), b.solution().offsets());
        assertEquals(a.stats(), b.stats());
    }

    @Test
    void unknownMetricIsRejected() {
        assertThrows(InputException.class, () -> reference.solve(TinyMemoryInstances.miniMallocExample(),
                options().withParam("class-order", "random")));
    }
}
