package dev.berth.model.memory;

import dev.berth.model.families.MemoryFamily;

import dev.berth.model.InputException;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.io.MemorySolutions;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A solution that leaves buffers out is read, and found invalid by the checker naming the first one it leaves
 * out; a file that is no solution at all is still an input error.
 */
class IncompleteSolutionTest {
    private static final MemoryProblem P = TinyMemoryInstances.miniMallocExample();
    private static final long NONE = MemoryLayout.NO_OFFSET;

    @Test
    void aJsonAssignmentThatLeavesBuffersOutIsInvalidNamingTheFirst() {
        long[] offsets = MemorySolutions.readOffsets("s", "s.json", "{\"assignment\":{\"b1\":0,\"b3\":4,\"b5\":8}}", P);
        assertArrayEquals(new long[] {0, NONE, 4, NONE, 8}, offsets);
        assertEquals("buffer b2 has no offset", new MemoryChecker().violation(P, new MemoryLayout(offsets)));
        assertEquals(2, MemoryChecker.violations(P, offsets, 5).stream().filter(v -> v.endsWith("has no offset")).count());
    }

    @Test
    void aCsvThatLeavesARowOutOrAnOffsetCellEmptyIsInvalid() {
        String emptyCell = "id,lower,upper,size,offset\nb1,0,3,4,0\nb2,3,9,4,\nb3,0,9,4,4\nb4,9,21,4,0\nb5,0,21,4,8\n";
        long[] a = MemorySolutions.readOffsets("s", "s.csv", emptyCell, P);
        assertArrayEquals(new long[] {0, NONE, 4, 0, 8}, a);
        assertEquals("buffer b2 has no offset", new MemoryChecker().violation(P, new MemoryLayout(a)));
        String missingRow = "id,lower,upper,size,offset\nb1,0,3,4,0\nb2,3,9,4,0\nb3,0,9,4,4\nb5,0,21,4,8\n";
        assertEquals("buffer b4 has no offset",
                new MemoryChecker().violation(P, new MemoryLayout(MemorySolutions.readOffsets("s", "s.csv", missingRow, P))));
        String complete = "id,lower,upper,size,offset\nb1,0,3,4,0\nb2,3,9,4,0\nb3,0,9,4,4\nb4,9,21,4,0\nb5,0,21,4,8\n";
        assertEquals(null, new MemoryChecker().violation(P, new MemoryLayout(MemorySolutions.readOffsets("s", "s.csv", complete, P))));
    }

    @Test
    void whatIsNoSolutionStaysAnInputError() {
        assertThrows(InputException.class, () -> MemorySolutions.readOffsets("s", "s.json", "[]", P));
        assertThrows(InputException.class, () -> MemorySolutions.readOffsets("s", "s.json", "{\"assignment\":{\"b1\":\"x\"}}", P));
        assertThrows(InputException.class, () -> MemorySolutions.readOffsets("s", "s.csv", "id,lower,upper,size\nb1,0,3,4\n", P));
        assertThrows(InputException.class,
                () -> MemorySolutions.readOffsets("s", "s.csv", "id,lower,upper,size,offset\nb1,0,3,4,0\nb1,0,3,4,4\n", P));
    }

    @Test
    void anUnknownIdNamesTheInstanceWithoutSayingInstanceTwice() {
        MemoryProblem inline = P.withName("instance");
        InputException e = assertThrows(InputException.class,
                () -> MemorySolutions.readOffsets("solution", "solution.json", "{\"assignment\":{\"c\":0}}", inline));
        assertEquals("solution: buffer 'c' is not in the instance", e.getMessage());
        InputException named = assertThrows(InputException.class,
                () -> MemorySolutions.readOffsets("solution", "solution.json", "{\"assignment\":{\"c\":0}}", P));
        assertEquals("solution: buffer 'c' is not in the instance input.12.csv", named.getMessage());
    }
}
