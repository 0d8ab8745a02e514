package dev.berth.model.channels;

import dev.berth.model.InputException;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The records refuse what the reader refuses, naming the element and the field, whoever builds them. */
class ChannelsRecordsTest {

    static String refused(Runnable build) {
        return assertThrows(InputException.class, build::run).getMessage();
    }

    @Test
    void recordsNameTheElementAndField() {
        assertTrue(refused(() -> new Access("pool", 0, 0, 0)).contains("access[buffer=pool]: field 'size'"));
        assertTrue(refused(() -> new ChannelBuffer("b", 4, -3)).contains("buffers[id=b]: field 'offset'"));
        assertTrue(refused(() -> new Intrinsic("a:b", 0, 1, List.of(), List.of())).contains("body[id=a:b].id"));
        assertTrue(refused(() -> new Intrinsic("x", 0, 0, List.of(), List.of())).contains("field 'cycles'"));
        Intrinsic x = new Intrinsic("x", 0, 1, List.of(), List.of());
        assertTrue(refused(() -> new Stage("s", 0, List.of(x))).contains("stages[id=s].repeat"));
        assertTrue(refused(() -> new Stage("s", 1, List.of(x, x))).contains("stages[id=s].body[1].id"));
        ResourceClass sync = ResourceClass.unlimited(Semantics.PARITY);
        Stage reading = new Stage("s", 2, List.of(new Intrinsic("r", 1, 1, List.of(new Access("b", 0, 4, 4)), List.of())));
        String m = refused(() -> new ChannelsProblem("t", sync, 100, List.of(new ChannelBuffer("b", 4, 0)), List.of(reading)));
        assertTrue(m.contains("t: stages[0].body[0].reads[0]") && m.contains("beyond buffer 'b'"), m);
        m = refused(() -> new ChannelsProblem("t", sync, 100, List.of(new ChannelBuffer("b", 4, 0),
                new ChannelBuffer("b", 4, 0)), List.of()));
        assertTrue(m.contains("t: buffers[1].id"), m);
    }
}
