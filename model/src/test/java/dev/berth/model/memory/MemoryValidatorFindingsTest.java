package dev.berth.model.memory;

import dev.berth.model.check.memory.MemoryChecker;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertNotNull;

/** Layouts the validator wrongly accepted (found by disagreement with the memory simulator). */
class MemoryValidatorFindingsTest {
    /**
     * Without a capacity nothing bounds an offset, and {@code offset + size} wraps around past
     * {@link Long#MAX_VALUE}: the sweep then sees an empty range and accepts two buffers on the same bytes
     * (a solver that returned {@code Long.MAX_VALUE} as "not placed" would pass). {@link MemoryLayouts#peak}
     * wraps too and reports 0.
     */
    @Test
    void offsetsWhoseEndPassesTheLongRangeAreRejectedWithoutCapacity() {
        MemoryProblem p = new MemoryProblem("huge", List.of(Buffer.of("a", 0, 2, 4), Buffer.of("b", 0, 2, 4)),
                MemoryProblem.UNBOUNDED);
        long o = Long.MAX_VALUE - 1;
        assertNotNull(MemoryChecker.firstViolation(p, new long[] {o, o}));
        assertNotNull(MemoryChecker.firstViolation(p, new long[] {0, o}));
    }
}
