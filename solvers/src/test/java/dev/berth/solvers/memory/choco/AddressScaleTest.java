package dev.berth.solvers.memory.choco;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.Window;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

class AddressScaleTest {

    private static MemoryProblem problem(long capacity, Buffer... buffers) {
        return new MemoryProblem("p", List.of(buffers), capacity);
    }

    @Test
    void unitIsTheCommonFactorOfSizesAndStatesEverythingInIt() {
        MemoryProblem p = problem(100, Buffer.of("a", 0, 2, 32).withAlignment(256),
                Buffer.of("b", 1, 3, 48).withAlignment(8), Buffer.of("c", 0, 3, 16).withFixedOffset(64L));
        AddressScale scale = AddressScale.of(p);
        assertEquals(16, scale.unit());
        MemoryProblem u = scale.scaled();
        assertEquals(6, u.capacity(), "capacity rounds down");
        assertEquals(2, u.buffer(0).size());
        assertEquals(16, u.buffer(0).alignment(), "an alignment that is a multiple of the unit is divided");
        assertEquals(1, u.buffer(1).alignment(), "an alignment dividing the unit is implied");
        assertEquals(4L, u.buffer(2).fixedOffset());
        assertArrayEquals(new long[] {32, 16, 64}, scale.toBytes(new long[] {2, 1, 4}));
    }

    @Test
    void alignmentsNeitherDividingNorMultiplesOfTheUnitShrinkIt() {
        // 12 -> 6 for alignment 18, which makes alignment 4 neither: 6 -> 2
        MemoryProblem p = problem(MemoryProblem.UNBOUNDED, Buffer.of("a", 0, 2, 12).withAlignment(4),
                Buffer.of("b", 1, 3, 24).withAlignment(18));
        assertEquals(2, AddressScale.of(p).unit());
    }

    @Test
    void pinsAndWindowBoundsBoundTheUnit() {
        assertEquals(8, AddressScale.of(problem(64, Buffer.of("a", 0, 2, 32).withFixedOffset(8L))).unit());
        Buffer windowed = Buffer.of("w", 0, 4, 32).withGaps(List.of(new Gap(1, 2, new Window(4, 12))));
        AddressScale scale = AddressScale.of(problem(64, windowed));
        assertEquals(4, scale.unit());
        assertEquals(new Window(1, 3), scale.scaled().buffer(0).gaps().get(0).window());
    }

    @Test
    void aUnitOfOneKeepsTheProblem() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        assertEquals(4, AddressScale.of(p).unit());
        MemoryProblem odd = problem(10, Buffer.of("a", 0, 2, 3), Buffer.of("b", 0, 2, 4));
        assertSame(odd, AddressScale.of(odd).scaled());
    }

    /** The rounding-down argument, checked: the optimum in units, times the unit, is the optimum in bytes. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19})
    void solvingInUnitsLosesNothing(int seed) {
        MemoryProblem p = LargeMemoryInstances.random(seed, 3 + seed % 5, seed % 2 == 0);
        AddressScale scale = AddressScale.of(p);
        long[] inUnits = BruteForceMemory.optimalLayout(scale.scaled());
        long[] bytes = scale.toBytes(inUnits);
        assertNull(MemoryChecker.firstViolation(p, bytes));
        assertEquals(BruteForceMemory.optimalPeak(p), BruteForceMemory.optimalPeak(scale.scaled()) * scale.unit());
    }
}
