package dev.berth.bench.channels;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static dev.berth.bench.channels.SequentialProgram.call;
import static dev.berth.bench.channels.SequentialProgram.range;

/**
 * One producer, two consumers of every tile (CUTLASS's cooperative consumers): the load warp (0) fills slot
 * {@code g mod S} of the ring, consumer warps 1 and 2 both read it, each into its own half of the output
 * tile's accumulator ({@code acc0}, {@code acc1}, two slots each); per output tile the store warp (3) reads
 * both halves. A slot is free again only when both consumers are done with it.
 */
final class MultiConsumerProgram {
    private MultiConsumerProgram() {
    }

    static ChannelsProblem build(ChannelsProgramSpec spec) {
        Random r = new Random(spec.seed());
        long m = 128L << r.nextInt(2);
        long n = 64L << r.nextInt(3);
        long k = 32L << r.nextInt(2);
        long slot = (m + n) * k * 2;
        long half = m / 2 * n * 4;
        SequentialProgram program = new SequentialProgram(true);
        program.buffer("ring", spec.slots() * slot);
        program.buffer("acc0", 2 * half);
        program.buffer("acc1", 2 * half);
        long g = 0;
        for (int t = 0; t < spec.tiles(); t++) {
            long acc = (t % 2) * half;
            List<List<Intrinsic>> mainloop = new ArrayList<>();
            for (int kb = 0; kb < spec.stages(); kb++, g++) {
                long at = (g % spec.slots()) * slot;
                mainloop.add(List.of(
                        call("load", 0, Cycles.copy(slot), List.of(), List.of(range("ring", at, slot))),
                        call("mma0", 1, Cycles.mma(m / 2, n, k), List.of(range("ring", at, slot), range("acc0", acc, half)),
                                List.of(range("acc0", acc, half))),
                        call("mma1", 2, Cycles.mma(m / 2, n, k), List.of(range("ring", at, slot), range("acc1", acc, half)),
                                List.of(range("acc1", acc, half)))));
            }
            program.loop("t" + t + "k", mainloop);
            program.once("t" + t + "out", List.of(call("store", 3, Cycles.elementwise(m * n) + Cycles.copy(m * n * 2),
                    List.of(range("acc0", acc, half), range("acc1", acc, half)), List.of())));
        }
        return program.build(spec.name(), spec.channels());
    }
}
