package dev.berth.solvers;

import dev.berth.model.Bound;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryFamily;
import dev.berth.model.memory.MemoryProblem;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class OwnBoundsTest {
    private static final MemoryFamily F = MemoryFamily.INSTANCE;

    @Test
    void eachProblemGetsItsOwnBoundOnceComputed() {
        MemoryProblem a = new MemoryProblem("a", List.of(Buffer.of("x", 0, 2, 4), Buffer.of("y", 1, 3, 4)), 100);
        MemoryProblem b = new MemoryProblem("b", List.of(Buffer.of("x", 0, 2, 4), Buffer.of("y", 2, 3, 6)), 100);
        Bound first = OwnBounds.of(F, a);
        assertEquals(8, first.value());
        assertEquals(6, OwnBounds.of(F, b).value());
        assertSame(first, OwnBounds.of(F, a), "the second gate on the same instance reuses it");
        for (int i = 0; i < 10; i++) {
            MemoryProblem other = new MemoryProblem("o" + i, List.of(Buffer.of("z", 0, 1, i + 1)), 100);
            assertEquals(i + 1, OwnBounds.of(F, other).value());
        }
        assertEquals(8, OwnBounds.of(F, a).value(), "pushed out by others, it is computed again, the same");
    }
}
