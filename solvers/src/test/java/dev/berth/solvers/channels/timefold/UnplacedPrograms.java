package dev.berth.solvers.channels.timefold;

import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.CodeMakespan;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Programs with buffers to place, built by hand for the {@code timefold} tests, and the makespan of an answer. */
final class UnplacedPrograms {
    static final ResourceClass SIXTEEN = new ResourceClass(ResourceClass.DEFAULT, 16, List.of(0), Semantics.GENERATION);

    private UnplacedPrograms() {
    }

    /**
     * Three producer→consumer hand-offs in sequence, A (4 bytes), B (4), C (2), in a pool of 8, so C must share
     * addresses with A or B. A's consumer is slow (30 cycles): C over A waits until cycle 40, over B until 50.
     * Their lifetimes are disjoint, so first fit puts all three at 0 (makespan 80); the best is 60.
     */
    static ChannelsProblem threeHandOffs() {
        List<Stage> stages = List.of(
                handOff("sa", "A", 4, 10, 30),
                handOff("sb", "B", 4, 10, 10),
                handOff("sc", "C", 2, 10, 10));
        return new ChannelsProblem("three-hand-offs", SIXTEEN, 8, List.of(ChannelBuffer.unplaced("A", 4),
                ChannelBuffer.unplaced("B", 4), ChannelBuffer.unplaced("C", 2)), stages);
    }

    /**
     * {@code stages} stages of one producer (warp 0) writing a range of a random buffer and one consumer (warp 1
     * or 2) reading it, over {@code buffers} buffers of even sizes, one of them placed at 0; the pool holds about
     * two thirds of the bytes, so some buffers must share addresses.
     */
    static ChannelsProblem random(long seed, int buffers, int stages) {
        Random rnd = new Random(seed);
        List<ChannelBuffer> bs = new ArrayList<>();
        long total = 0;
        for (int b = 0; b < buffers; b++) {
            long size = 2L * (2 + rnd.nextInt(6));
            total += size;
            bs.add(b == 0 ? new ChannelBuffer("b0", size, 0) : ChannelBuffer.unplaced("b" + b, size));
        }
        long capacity = Math.max(bs.stream().mapToLong(ChannelBuffer::size).max().orElseThrow(), total * 2 / 3);
        List<Stage> st = new ArrayList<>();
        for (int s = 0; s < stages; s++) {
            ChannelBuffer b = bs.get(rnd.nextInt(buffers));
            long size = 2L * (1 + rnd.nextInt((int) (b.size() / 2)));
            long at = 2L * rnd.nextInt((int) ((b.size() - size) / 2 + 1));
            Access range = new Access(b.id(), at, 0, size);
            st.add(new Stage("s" + s, 1, List.of(
                    new Intrinsic("p", 0, 5 + rnd.nextInt(20), List.of(), List.of(range)),
                    new Intrinsic("c", 1 + rnd.nextInt(2), 5 + rnd.nextInt(30), List.of(range), List.of()))));
        }
        return new ChannelsProblem("random-" + seed, SIXTEEN, capacity, bs, st);
    }

    /** The makespan of the code at {@code offsets} (reduced), as the strategies compute it. */
    static long makespan(ChannelsProblem p, long[] offsets) {
        ChannelsPlan plan = ChannelsPlan.of(p, offsets, true);
        return CodeMakespan.of(plan.code().reduced().program(), plan.code().sync().warps());
    }

    static long[] offsets(ChannelsProblem p, Map<String, Long> byId) {
        return p.buffers().stream().mapToLong(b -> byId.get(b.id())).toArray();
    }

    private static Stage handOff(String id, String buffer, long size, long produce, long consume) {
        Access all = new Access(buffer, 0, 0, size);
        return new Stage(id, 1, List.of(
                new Intrinsic("p", 0, produce, List.of(), List.of(all)),
                new Intrinsic("c", 1, consume, List.of(all), List.of())));
    }
}
