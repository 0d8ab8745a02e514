package dev.berth.simulator.channels;

import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Write-after-write races the pool's tags catch: a write landing under a running read, a wrong last writer. */
class RacesTest {
    static final Access ALL = new Access("pool", 0, 0, 10);

    static Intrinsic writer(String id, int warp, long cycles) {
        return new Intrinsic(id, warp, cycles, List.of(), List.of(ALL));
    }

    static ChannelsProblem program(Intrinsic... body) {
        return new ChannelsProblem("races", ResourceClass.unlimited(Semantics.GENERATION), 10,
                List.of(new ChannelBuffer("pool", 10, 0)), List.of(new Stage("s", 1, List.of(body))));
    }

    static Warp warp(String id, String... ops) {
        return new Warp(id, Arrays.stream(ops).map(SyncOp::parse).toList());
    }

    /** Two writers of [0, 10) in two warps with nothing between them: the first in program order lands last. */
    @Test
    void writersLandingOutOfOrderLeaveTheWrongFinalContents() {
        ChannelsProblem p = program(writer("a", 0, 10), writer("b", 1, 5));
        ChannelsSolution s = new ChannelsSolution(List.of(warp("w0", "s:a:0"), warp("w1", "s:b:0")), Map.of(),
                Map.of("pool", 0L), List.of());
        ChannelsSimulationReport r = ChannelsSimulator.run(p, s);
        assertEquals(1, r.violations().size(), r.violations().toString());
        ChannelsViolation v = r.violations().get(0);
        assertEquals(ChannelsViolation.Kind.WRONG_FINAL_CONTENTS, v.kind());
        assertEquals("after the run [0, 10) holds s:a:0's data, not s:b:0's", v.message());
        assertTrue(r.completed());
        assertEquals(10, r.makespan());
    }

    /**
     * Program order a, b, r: r must read b's data. b → r is synced, a is left unordered and, slower, lands at
     * cycle 15 while r reads over [5, 25): r found b's data when it started and a's when it ended.
     */
    @Test
    void aWriteLandingUnderARunningReadIsAWrongRead() {
        ChannelsProblem p = program(writer("a", 2, 15), writer("b", 0, 5),
                new Intrinsic("r", 1, 20, List.of(ALL), List.of()));
        ChannelsSolution s = new ChannelsSolution(List.of(warp("w0", "s:b:0", "p1"), warp("w1", "c1", "s:r:0"),
                warp("w2", "s:a:0")), Map.of("1", 1), Map.of("pool", 0L), List.of());
        ChannelsSimulationReport r = ChannelsSimulator.run(p, s);
        ChannelsViolation v = r.violations().get(0);
        assertEquals(ChannelsViolation.Kind.WRONG_READ, v.kind(), r.violations().toString());
        assertEquals(25, v.cycle());
        assertEquals("s:r:0 ending at cycle 25 read data that changed under it: [0, 10) holds s:a:0's data, not"
                + " s:b:0's", v.message());
        assertEquals(ChannelsViolation.Kind.WRONG_FINAL_CONTENTS, r.violations().get(1).kind());
    }
}
