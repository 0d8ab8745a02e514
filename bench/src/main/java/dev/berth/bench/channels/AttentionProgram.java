package dev.berth.bench.channels;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static dev.berth.bench.channels.SequentialProgram.call;
import static dev.berth.bench.channels.SequentialProgram.range;

/**
 * A FlashAttention-style forward pass written sequentially, per query tile: the load warp (0) copies Q once,
 * then for every KV block {@code j} copies K into slot {@code g mod S} of the K ring; the mma warp (1) computes
 * the scores Q·Kᵀ into {@code s[j mod 2]}; the softmax warp (2) turns them into probabilities {@code p[j mod 2]};
 * the load warp copies V into the V ring; the mma warp accumulates P·V into {@code o}. At the end of the tile
 * the epilogue warp (3) normalises {@code o} and stores it. The next tile's Q overwrites what the mma warp read.
 */
final class AttentionProgram {
    private AttentionProgram() {
    }

    static ChannelsProblem build(ChannelsProgramSpec spec) {
        Random r = new Random(spec.seed());
        long br = 64L << r.nextInt(2);
        long bc = 64L << r.nextInt(2);
        long d = 64L << r.nextInt(2);
        long q = br * d * 2;
        long kv = bc * d * 2;
        long s = br * bc * 4;
        long p = br * bc * 2;
        long o = br * d * 4;
        SequentialProgram program = new SequentialProgram(true);
        program.buffer("q", q);
        program.buffer("kring", spec.slots() * kv);
        program.buffer("vring", spec.slots() * kv);
        program.buffer("s", 2 * s);
        program.buffer("p", 2 * p);
        program.buffer("o", o);
        long g = 0;
        for (int t = 0; t < spec.tiles(); t++) {
            program.once("t" + t + "q", List.of(call("loadq", 0, Cycles.copy(q), List.of(), List.of(range("q", 0, q)))));
            List<List<Intrinsic>> blocks = new ArrayList<>();
            for (int j = 0; j < spec.stages(); j++, g++) {
                long slot = (g % spec.slots()) * kv;
                long sj = (j % 2) * s;
                long pj = (j % 2) * p;
                blocks.add(List.of(
                        call("loadk", 0, Cycles.copy(kv), List.of(), List.of(range("kring", slot, kv))),
                        call("qk", 1, Cycles.mma(br, bc, d), List.of(range("q", 0, q), range("kring", slot, kv)),
                                List.of(range("s", sj, s))),
                        call("softmax", 2, Cycles.softmax(br, bc), List.of(range("s", sj, s)), List.of(range("p", pj, p))),
                        call("loadv", 0, Cycles.copy(kv), List.of(), List.of(range("vring", slot, kv))),
                        call("pv", 1, Cycles.mma(br, d, bc),
                                List.of(range("p", pj, p), range("vring", slot, kv), range("o", 0, o)),
                                List.of(range("o", 0, o)))));
            }
            program.loop("t" + t + "kv", blocks);
            program.once("t" + t + "out", List.of(call("epilogue", 3, Cycles.elementwise(br * d) + Cycles.copy(br * d * 2),
                    List.of(range("o", 0, o)), List.of())));
        }
        return program.build(spec.name(), spec.channels());
    }
}
