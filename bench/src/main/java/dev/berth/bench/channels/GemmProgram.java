package dev.berth.bench.channels;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static dev.berth.bench.channels.SequentialProgram.call;
import static dev.berth.bench.channels.SequentialProgram.range;

/**
 * A warp-specialised GEMM written sequentially, per output tile {@code t}: for every k-block the load warp (0)
 * copies the A and B blocks into slot {@code g mod S} of the ring ({@code g} counts k-blocks over all tiles)
 * and the mma warp (1) multiplies them into accumulator {@code t mod 2}, reading and writing it; then the
 * epilogue warp (2) converts that accumulator into output slot {@code t mod 2}, which the store warp (3)
 * copies out. The mma is the consumer of the loads and the producer of the epilogue.
 */
final class GemmProgram {
    static final int LOAD = 0;
    static final int MMA = 1;
    static final int EPILOGUE = 2;
    static final int STORE = 3;

    private final ChannelsProgramSpec spec;
    private final long m;
    private final long n;
    private final long k;

    /** The tile shape comes from the seed: m in {64, 128}, n in {64, 128, 256}, k in {32, 64} (FP16 in, FP32 accumulate). */
    GemmProgram(ChannelsProgramSpec spec) {
        this.spec = spec;
        Random r = new Random(spec.seed());
        m = 64L << r.nextInt(2);
        n = 64L << r.nextInt(3);
        k = 32L << r.nextInt(2);
    }

    /** The GEMM in a pool of its buffers at their offsets. */
    static ChannelsProblem build(ChannelsProgramSpec spec) {
        GemmProgram g = new GemmProgram(spec);
        SequentialProgram program = new SequentialProgram(true);
        g.buffers(program);
        g.tiles(program);
        return program.build(spec.name(), spec.channels());
    }

    long slotBytes() {
        return (m + n) * k * 2;
    }

    long accumulatorBytes() {
        return m * n * 4;
    }

    long outputBytes() {
        return m * n * 2;
    }

    /** ring (S slots), acc (2 slots), out (2 slots). */
    void buffers(SequentialProgram program) {
        program.buffer("ring", spec.slots() * slotBytes());
        program.buffer("acc", 2 * accumulatorBytes());
        program.buffer("out", 2 * outputBytes());
    }

    void tiles(SequentialProgram program) {
        long g = 0;
        for (int t = 0; t < spec.tiles(); t++) {
            long acc = (t % 2) * accumulatorBytes();
            List<List<Intrinsic>> mainloop = new ArrayList<>();
            for (int kb = 0; kb < spec.stages(); kb++, g++) {
                long slot = (g % spec.slots()) * slotBytes();
                mainloop.add(List.of(
                        call("load", LOAD, Cycles.copy(slotBytes()), List.of(), List.of(range("ring", slot, slotBytes()))),
                        call("mma", MMA, Cycles.mma(m, n, k),
                                List.of(range("ring", slot, slotBytes()), range("acc", acc, accumulatorBytes())),
                                List.of(range("acc", acc, accumulatorBytes())))));
            }
            program.loop("t" + t + "k", mainloop);
            long out = (t % 2) * outputBytes();
            program.once("t" + t + "out", List.of(
                    call("epilogue", EPILOGUE, Cycles.elementwise(m * n), List.of(range("acc", acc, accumulatorBytes())),
                            List.of(range("out", out, outputBytes()))),
                    call("store", STORE, Cycles.copy(outputBytes()), List.of(range("out", out, outputBytes())), List.of())));
        }
    }
}
