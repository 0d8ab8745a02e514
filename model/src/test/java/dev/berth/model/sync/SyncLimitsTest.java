package dev.berth.model.sync;

import dev.berth.model.TooLarge;
import dev.berth.model.io.Json;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.io.SyncJson;
import dev.berth.model.sync.io.SyncLimits;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sync family's size limits: refused with the field and the limit named, accepted up to the limit. */
class SyncLimitsTest {

    /** {@code pairs} pairs from warp a to warp b, beside {@code empty} warps without instructions. */
    private static String program(int pairs, int empty) {
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < pairs; i++) {
            a.append(i == 0 ? "" : ",").append("\"p").append(i).append('"');
            b.append(i == 0 ? "" : ",").append("\"c").append(i).append('"');
        }
        return "{\"family\":\"sync\",\"warps\":[{\"id\":\"a\",\"ops\":[" + a + "]},{\"id\":\"b\",\"ops\":[" + b + "]}"
                + ",{\"ops\":[]}".repeat(empty) + "]}";
    }

    @Test
    void happensBeforeEntriesAreAcceptedUpToTheLimit() {
        // 3 x 4,473 events x 5,000 warps = 67,095,000 <= 2^26 = 67,108,864 < 3 x 4,474 x 5,000
        SyncProblem p = SyncJson.parse("under.json", Json.parse("under.json", program(4_473, 4_998)));
        assertEquals(4_473, p.size());
        assertEquals(4_473 * 3, HappensBefore.of(p).eventCount());
        TooLarge e = assertThrows(TooLarge.class, () -> SyncJson.parse("over.json", Json.parse("over.json", program(4_474, 4_998))));
        assertEquals("sync.reach", e.limit());
        assertTrue(e.getMessage().startsWith("over.json: warps: expands to 67,110,000 happens-before entries (13422 sync "
                + "events x 5000 warps)"), e.getMessage());
    }

    /** 1,000 pairs from warp a to warp b beside {@code empty} warps, built as records. */
    private static SyncProblem records(int empty) {
        List<SyncOp> a = new ArrayList<>();
        List<SyncOp> b = new ArrayList<>();
        List<LogicalResource> resources = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            a.add(SyncOp.produce(Integer.toString(i)));
            b.add(SyncOp.consume(Integer.toString(i)));
            resources.add(new LogicalResource(Integer.toString(i), 0, i, 1, i, 0, LogicalResource.FREE,
                    LogicalResource.ANY_ARRIVALS));
        }
        List<Warp> warps = new ArrayList<>(List.of(new Warp("a", a), new Warp("b", b)));
        for (int w = 0; w < empty; w++) {
            warps.add(new Warp("e" + w, List.of()));
        }
        return new SyncProblem("java", warps, List.of(ResourceClass.unlimited(Semantics.GENERATION)), resources);
    }

    @Test
    void aProgramBuiltInJavaIsHeldToTheSameLimits() {
        // 3,000 events x 22,369 warps = 67,107,000 <= 2^26 < 3,000 x 22,370
        assertEquals(1_000, records(22_369 - 2).size());
        TooLarge e = assertThrows(TooLarge.class, () -> records(22_370 - 2));
        assertEquals("sync.reach", e.limit());
        assertTrue(e.getMessage().startsWith("java: warps:"), e.getMessage());
        assertEquals("sync.reach", assertThrows(TooLarge.class,
                () -> SyncLimits.checkReach("x", Long.MAX_VALUE / 2, Long.MAX_VALUE / 2)).limit(), "saturated, not wrapped");
        assertDoesNotThrow(() -> SyncLimits.checkOps("x", SyncLimits.OPS));
        assertEquals("sync.ops", assertThrows(TooLarge.class, () -> SyncLimits.checkOps("x", SyncLimits.OPS + 1)).limit());
    }

    @Test
    void reservedIdsAreAcceptedUpToTheLimit() {
        List<Integer> reserved = new ArrayList<>();
        for (int i = 0; i < SyncLimits.RESERVED; i++) {
            reserved.add(i);
        }
        assertEquals(SyncLimits.RESERVED, new ResourceClass("c", ResourceClass.UNLIMITED, reserved, Semantics.FLAG).reserved().size());
        reserved.add((int) SyncLimits.RESERVED);
        TooLarge e = assertThrows(TooLarge.class, () -> new ResourceClass("c", ResourceClass.UNLIMITED, reserved, Semantics.FLAG));
        assertEquals("sync.reserved", e.limit());
        assertTrue(e.getMessage().startsWith("classes[id=c].reserved"), e.getMessage());
    }
}
