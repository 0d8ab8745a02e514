package dev.berth.model.memory;

import dev.berth.model.TooLarge;
import dev.berth.model.io.Json;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.model.memory.io.MemoryJson;
import dev.berth.model.memory.io.MemoryLimits;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The memory family's size limits: refused with the field and the limit named, accepted up to the limit. */
class MemoryLimitsTest {

    private static void assertNames(TooLarge e, String where, String limit) {
        assertEquals(limit, e.limit());
        assertTrue(e.getMessage().startsWith(where), e.getMessage());
        assertTrue(e.getMessage().contains("(limit " + limit + ")"), e.getMessage());
    }

    @Test
    void aCsvWithMoreRowsThanTheLimitIsRefusedBeforeAnyRowIsRead() {
        // every row is the same id: a file read row by row would stop at the duplicate on line 3 instead
        String rows = "id,lower,upper,size\n" + "b,0,1,1\n".repeat((int) MemoryLimits.BUFFERS + 1);
        TooLarge e = assertThrows(TooLarge.class, () -> MemoryCsv.parse("huge.csv", rows));
        assertNames(e, "huge.csv", "memory.buffers");
        assertTrue(e.getMessage().contains("2,000,001 buffers, more than the 2,000,000"), e.getMessage());
    }

    @Test
    void theBufferCountIsAcceptedUpToTheLimit() {
        assertDoesNotThrow(() -> MemoryLimits.checkBuffers("x", MemoryLimits.BUFFERS));
        assertNames(assertThrows(TooLarge.class, () -> MemoryLimits.checkBuffers("x", MemoryLimits.BUFFERS + 1)),
                "x", "memory.buffers");
        assertDoesNotThrow(() -> MemoryLimits.checkGaps("x", MemoryLimits.GAPS));
        assertNames(assertThrows(TooLarge.class, () -> MemoryLimits.checkGaps("x", MemoryLimits.GAPS + 1)),
                "x", "memory.gaps");
    }

    private static String group(int members) {
        StringBuilder b = new StringBuilder("{\"family\":\"memory\",\"capacity\":1048576,\"buffers\":[");
        for (int i = 0; i < members; i++) {
            b.append(i == 0 ? "" : ",").append("{\"id\":\"m").append(i).append("\",\"start\":").append(i)
                    .append(",\"end\":").append(i + members).append(",\"size\":64,\"colocate\":\"g\"}");
        }
        return b.append("]}").toString();
    }

    @Test
    void aCoLocationGroupIsAcceptedUpToTheLimitOfMembers() {
        int limit = (int) MemoryLimits.GROUP_MEMBERS;
        MemoryProblem p = MemoryJson.parse("g.json", Json.parse("g.json", group(limit)));
        assertEquals(limit, p.groups().get(0).members().length);
        TooLarge e = assertThrows(TooLarge.class, () -> MemoryJson.parse("g.json", Json.parse("g.json", group(limit + 1))));
        assertNames(e, "g.json: co-location group g", "memory.group");
    }

    @Test
    void stackedBytesAreAcceptedUpTo2To53() {
        long half = 1L << 52;
        List<Buffer> at = new ArrayList<>(List.of(Buffer.of("x", 0, 1L << 53, half), Buffer.of("y", 0, 1, half)));
        MemoryProblem p = new MemoryProblem("edge", at, MemoryProblem.UNBOUNDED);
        assertEquals(1L << 53, p.horizon(), "stacking both reaches the limit exactly");
        List<Buffer> over = List.of(Buffer.of("x", 0, 1, half), Buffer.of("y", 0, 1, half).withAlignment(2));
        assertNames(assertThrows(TooLarge.class, () -> new MemoryProblem("over", over, MemoryProblem.UNBOUNDED)),
                "over", "memory.bytes");
        String csv = "id,lower,upper,size\n" + "b1,0,1,9007199254740992\nb2,0,1,1\n";
        assertNames(assertThrows(TooLarge.class, () -> MemoryCsv.parse("s.csv", csv)), "s.csv", "memory.bytes");
    }

    @Test
    void theAreaOfAHugeBufferSaturates() {
        Buffer b = Buffer.of("w", 0, 1L << 53, 1L << 53);
        assertEquals(Long.MAX_VALUE, b.area());
        assertEquals(12, Buffer.of("s", 2, 5, 4).area());
    }
}
