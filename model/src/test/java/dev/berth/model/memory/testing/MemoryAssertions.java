package dev.berth.model.memory.testing;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Checks the memory tests of every module make on a layout, spelled out apart from the checker. */
public final class MemoryAssertions {
    private MemoryAssertions() {
    }

    /** Every pinned buffer at its pin, every offset a multiple of its buffer's alignment. */
    public static void assertPinsAndAlignmentsHeld(MemoryProblem p, long[] offsets) {
        for (int i = 0; i < p.size(); i++) {
            Buffer b = p.buffer(i);
            if (b.isFixed()) {
                assertEquals(b.fixedOffset().longValue(), offsets[i], b.id() + " moved from its pin");
            }
            assertEquals(0, offsets[i] % b.alignment(), b.id() + " misaligned");
        }
    }
}
