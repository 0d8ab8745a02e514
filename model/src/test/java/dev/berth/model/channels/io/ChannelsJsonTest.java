package dev.berth.model.channels.io;

import dev.berth.model.InputException;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChannelsJsonTest {

    static ChannelsProblem parse(String text) {
        return ChannelsJson.parse("t.json", Json.parse("t.json", text));
    }

    static String message(String text) {
        return assertThrows(InputException.class, () -> parse(text)).getMessage();
    }

    @Test
    void theWorkedExampleReadsAndWritesBackUnchanged() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        assertEquals(3, p.stages().size());
        assertEquals(3, p.stages().get(0).repeat());
        assertEquals(60, p.capacity());
        ChannelsProblem again = ChannelsJson.parse("worked-example.json", ChannelsJson.toJson(p));
        assertEquals(p, again);
    }

    @Test
    void errorsNameTheJsonPath() {
        String m = message("{\"buffers\":[{\"id\":\"pool\",\"size\":8}],\"stages\":[{\"id\":\"s\",\"body\":["
                + "{\"id\":\"p\",\"warp\":0,\"writes\":[{\"buffer\":\"nope\",\"at\":0,\"size\":1}]}]}]}");
        assertTrue(m.contains("stages[0].body[0].writes[0].buffer") && m.contains("unknown buffer 'nope'"), m);
        m = message("{\"buffers\":[{\"id\":\"pool\",\"size\":8}],\"stages\":[{\"id\":\"s\",\"repeat\":3,\"body\":["
                + "{\"id\":\"p\",\"warp\":0,\"writes\":[{\"buffer\":\"pool\",\"at\":0,\"step\":4,\"size\":4}]}]}]}");
        assertTrue(m.contains("stages[0].body[0].writes[0]") && m.contains("iteration 2 ends at 12"), m);
        m = message("{\"memory\":{\"capacity\":10},\"buffers\":[{\"id\":\"pool\",\"size\":8,\"offset\":4}],\"stages\":[]}");
        assertTrue(m.contains("buffers[0]") && m.contains("beyond memory.capacity 10"), m);
        m = message("{\"buffers\":[],\"stages\":[{\"id\":\"p1\",\"body\":[]}]}");
        assertTrue(m.contains("stages[0]") && m.contains("sync notation"), m);
        m = message("{\"sync\":{\"semantics\":\"eventually\"},\"buffers\":[],\"stages\":[]}");
        assertTrue(m.contains("sync.semantics"), m);
        m = message("{\"buffers\":[],\"stages\":[{\"id\":\"s\",\"body\":[{\"id\":\"p\",\"warp\":-1}]}]}");
        assertTrue(m.contains("stages[0].body[0].warp"), m);
    }
}
