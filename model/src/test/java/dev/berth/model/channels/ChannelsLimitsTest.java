package dev.berth.model.channels;

import dev.berth.model.InputException;
import dev.berth.model.TooLarge;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.io.ChannelsJson;
import dev.berth.model.io.Json;
import dev.berth.model.io.Numbers;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each documented limit refuses, from the fields, a program one past it, naming the field; one at it parses. */
class ChannelsLimitsTest {
    private static final String SOURCE = "instance";

    private static ChannelsProblem parse(String json) {
        return ChannelsJson.parse(SOURCE, Json.parse(SOURCE, json));
    }

    private static TooLarge refused(String json) {
        return assertThrows(TooLarge.class, () -> parse(json));
    }

    /** One buffer {@code pool} of {@code size} bytes at 0 and the given stages. */
    private static String program(long size, String stages) {
        return "{\"family\":\"channels\",\"buffers\":[{\"id\":\"pool\",\"size\":" + size + ",\"offset\":0}],"
                + "\"stages\":[" + stages + "]}";
    }

    /** A stage of one producer on warp 0 and one consumer on warp 1 over the same byte, {@code repeat} times. */
    private static String pair(String id, long repeat) {
        return "{\"id\":\"" + id + "\",\"repeat\":" + repeat + ",\"body\":["
                + "{\"id\":\"p\",\"warp\":0,\"writes\":[{\"buffer\":\"pool\",\"at\":0,\"size\":1}]},"
                + "{\"id\":\"c\",\"warp\":1,\"reads\":[{\"buffer\":\"pool\",\"at\":0,\"size\":1}]}]}";
    }

    private static void assertNames(TooLarge e, String field, String limit) {
        assertTrue(e.getMessage().startsWith(SOURCE + ": " + field + ": "), e.getMessage());
        assertTrue(e.getMessage().contains("(limit " + limit + ")"), e.getMessage());
        assertEquals(limit, e.limit());
    }

    @Test
    void opInstancesOnePastTheLimitAreRefusedNamingTheRepeat() {
        long half = ChannelsLimits.INSTANCES / 2;
        assertEquals(2 * half, ChannelsLimits.instances(parse(program(1, pair("s", half))).stages()));
        TooLarge e = refused(program(1, pair("s", half) + "," + pair("t", 1)));
        assertNames(e, "stages[1].body", ChannelsLimits.INSTANCES_NAME);
        assertTrue(e.getMessage().contains("expands to " + String.format("%,d", 2 * half + 2) + " op instances"),
                e.getMessage());
        e = refused(program(1, pair("s", 1) + "," + pair("t", half)));
        assertNames(e, "stages[1].repeat", ChannelsLimits.INSTANCES_NAME);
    }

    @Test
    void theWorkedExampleRepeatedAMillionTimesIsRefusedAtOnce() {
        String bomb = program(60, pair("s1", Stage.MAX_REPEAT) + "," + pair("s2", Stage.MAX_REPEAT));
        TooLarge e = refused(bomb);
        assertNames(e, "stages[0].repeat", ChannelsLimits.INSTANCES_NAME);
        assertTrue(e.getMessage().contains("4,194,304 op instances"), e.getMessage());
    }

    @Test
    void iterationsOfEmptyBodiesCount() {
        String empty = "{\"id\":\"e\",\"repeat\":" + (ChannelsLimits.INSTANCES + 1) + ",\"body\":[]}";
        assertNames(refused(program(1, empty)), "stages[0].repeat", ChannelsLimits.INSTANCES_NAME);
    }

    @Test
    void accessesOnePastTheLimitAreRefusedNamingTheIntrinsic() {
        long perIteration = 8;
        long repeat = ChannelsLimits.ACCESSES / perIteration;
        StringBuilder reads = new StringBuilder();
        for (int k = 0; k < perIteration; k++) {
            reads.append(k == 0 ? "" : ",").append("{\"buffer\":\"pool\",\"at\":0,\"size\":1}");
        }
        String atTheLimit = "{\"id\":\"s\",\"repeat\":" + repeat + ",\"body\":[{\"id\":\"c\",\"warp\":0,\"reads\":["
                + reads + "]}]}";
        parse(program(1, atTheLimit));
        String onePast = "{\"id\":\"t\",\"body\":[{\"id\":\"w\",\"warp\":1,\"writes\":[{\"buffer\":\"pool\",\"at\":0,"
                + "\"size\":1}]}]}";
        TooLarge e = refused(program(1, atTheLimit + "," + onePast));
        assertNames(e, "stages[1].body[0].writes", ChannelsLimits.ACCESSES_NAME);
        assertTrue(e.getMessage().contains(String.format("%,d", ChannelsLimits.ACCESSES + 1) + " accesses"),
                e.getMessage());
    }

    @Test
    void warpsOnePastTheLimitAreRefusedNamingTheWarp() {
        StringBuilder body = new StringBuilder();
        for (int w = 0; w <= ChannelsLimits.WARPS; w++) {
            body.append(w == 0 ? "" : ",").append("{\"id\":\"x").append(w).append("\",\"warp\":").append(1000 * w)
                    .append(",\"reads\":[{\"buffer\":\"pool\",\"at\":0,\"size\":1}]}");
        }
        TooLarge e = refused(program(1, "{\"id\":\"s\",\"body\":[" + body + "]}"));
        assertNames(e, "stages[0].body[" + ChannelsLimits.WARPS + "].warp", ChannelsLimits.WARPS_NAME);
        String atTheLimit = body.substring(0, body.lastIndexOf(",{"));
        assertEquals(ChannelsLimits.WARPS, parse(program(1, "{\"id\":\"s\",\"body\":[" + atTheLimit + "]}"))
                .stages().get(0).body().size());
    }

    @Test
    void sequentialCyclesBeyondTheLimitAreRefusedNamingTheCycles() {
        String slow = "{\"id\":\"s\",\"repeat\":3,\"body\":[{\"id\":\"p\",\"warp\":0,\"cycles\":" + Numbers.MAX_VALUE
                + ",\"writes\":[{\"buffer\":\"pool\",\"at\":0,\"size\":1}]}]}";
        assertNames(refused(program(1, slow)), "stages[0].body[0].cycles", ChannelsLimits.CYCLES_NAME);
        String once = slow.replace("\"repeat\":3", "\"repeat\":1");
        assertEquals(Numbers.MAX_VALUE, parse(program(1, once)).stages().get(0).body().get(0).cycles());
    }

    @Test
    void buffersLargerThanAnyPoolTogetherAreRefusedNamingTheSize() {
        String buffers = "{\"id\":\"a\",\"size\":" + Numbers.MAX_VALUE + "},{\"id\":\"b\",\"size\":1}";
        TooLarge e = refused("{\"buffers\":[" + buffers + "],\"stages\":[]}");
        assertNames(e, "buffers[1].size", ChannelsLimits.BYTES_NAME);
        parse("{\"buffers\":[" + buffers.replace(String.valueOf(Numbers.MAX_VALUE), String.valueOf(Numbers.MAX_VALUE - 1))
                + "],\"stages\":[]}");
    }

    @Test
    void buffersOnePastTheLimitAreRefused() {
        java.util.List<ChannelBuffer> buffers = new java.util.ArrayList<>();
        for (int b = 0; b < ChannelsLimits.BUFFERS; b++) {
            buffers.add(ChannelBuffer.unplaced("b" + b, 8));
        }
        ResourceClass sync = ResourceClass.unlimited(Semantics.GENERATION);
        assertEquals(ChannelsLimits.BUFFERS, new ChannelsProblem(SOURCE, sync, ChannelsProblem.UNBOUNDED, buffers,
                java.util.List.of()).buffers().size());
        buffers.add(ChannelBuffer.unplaced("one more", 8));
        TooLarge e = assertThrows(TooLarge.class, () -> new ChannelsProblem(SOURCE, sync, ChannelsProblem.UNBOUNDED,
                buffers, java.util.List.of()));
        assertNames(e, "buffers", ChannelsLimits.BUFFERS_NAME);
    }

    /** (repeat − 1) × step beyond 2^64 wrapped to a small end and let every later iteration out of the buffer. */
    @Test
    void aStepThatWouldOverflowIsOutOfTheBufferNotWrapped() {
        String far = "{\"id\":\"s\",\"repeat\":2049,\"body\":[{\"id\":\"p\",\"warp\":0,\"writes\":[{\"buffer\":\"pool\","
                + "\"at\":0,\"step\":" + Numbers.MAX_VALUE + ",\"size\":1}]}]}";
        InputException e = assertThrows(InputException.class, () -> parse(program(1, far)));
        assertFalse(e instanceof TooLarge);
        assertTrue(e.getMessage().contains("stages[0].body[0].writes[0]") && e.getMessage().contains("beyond buffer"),
                e.getMessage());
    }

    /**
     * Each writer its own byte, each reader every byte: the fields are small, the ranges cut into a piece per
     * written byte, and every reader depends on every writer. Refused by the analysis before the dependences.
     */
    @Test
    void rangesCutIntoTooManyPiecesAreRefusedWhenPlanned() {
        int writers = 2000;
        int readers = (int) (ChannelsLimits.PIECES / writers);
        String wide = "{\"id\":\"w\",\"repeat\":" + writers + ",\"body\":[{\"id\":\"p\",\"warp\":0,\"writes\":"
                + "[{\"buffer\":\"pool\",\"at\":0,\"step\":1,\"size\":1}]}]},{\"id\":\"r\",\"repeat\":" + readers
                + ",\"body\":[{\"id\":\"c\",\"warp\":1,\"reads\":[{\"buffer\":\"pool\",\"at\":0,\"size\":" + writers
                + "}]}]}";
        ChannelsProblem p = parse(program(writers, wide));
        TooLarge e = assertThrows(TooLarge.class, () -> ChannelsPlan.of(p, new long[] {0}, true));
        assertNames(e, "stages", ChannelsLimits.PIECES_NAME);
        assertTrue(e.getMessage().contains(String.format("%,d", writers + (long) readers * writers) + " range pieces"),
                e.getMessage());
        assertEquals(60 * 60, ChannelsPlan.of(wide(60), new long[] {0}, true).code().dependences().stream()
                .filter(d -> d.kind() == DependenceKind.DATA).count());
    }

    /**
     * 200 writers of a byte each in one warp, 200 readers of every byte in another: only the last write and the
     * first read need a pair, and each of the other 39,999 dependences names the run of program order that
     * implies it, 200 instances on average: eight million in all, refused as they pass two million.
     */
    @Test
    void pathsImplyingTooManyDependencesAreRefusedAsTheyAreFound() {
        TooLarge e = assertThrows(TooLarge.class, () -> ChannelsPlan.of(wide(200), new long[] {0}, true));
        assertNames(e, "stages", ChannelsLimits.PATHS_NAME);
        ChannelsPlan fewer = ChannelsPlan.of(wide(60), new long[] {0}, true);
        assertEquals(1, fewer.code().reduced().synced().size());
        assertEquals(60 * 60 - 1, fewer.code().reduced().implied().stream().filter(java.util.Objects::nonNull).count());
    }

    /** {@code n} writers of one byte each on warp 0, then {@code n} readers of all of them on warp 1. */
    private static ChannelsProblem wide(int n) {
        return parse(program(n, "{\"id\":\"w\",\"repeat\":" + n + ",\"body\":[{\"id\":\"p\",\"warp\":0,\"writes\":"
                + "[{\"buffer\":\"pool\",\"at\":0,\"step\":1,\"size\":1}]}]},{\"id\":\"r\",\"repeat\":" + n
                + ",\"body\":[{\"id\":\"c\",\"warp\":1,\"reads\":[{\"buffer\":\"pool\",\"at\":0,\"size\":" + n + "}]}]}"));
    }

    /** The service names an inline instance "instance"; its refusals name it once. */
    @Test
    void aRefusalNamesTheSourceOnce() {
        InputException e = assertThrows(InputException.class, () -> parse(program(1, pair("s", 1) + "," + pair("s", 1))));
        assertEquals(SOURCE + ": stages[1].id: stage 's' appears twice", e.getMessage());
        e = refused(program(1, pair("s", ChannelsLimits.INSTANCES)));
        assertFalse(e.getMessage().contains(SOURCE + ": " + SOURCE), e.getMessage());
    }
}
