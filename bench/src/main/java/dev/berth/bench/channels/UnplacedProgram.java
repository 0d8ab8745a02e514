package dev.berth.bench.channels;

import dev.berth.model.channels.ChannelsProblem;

import java.util.List;

import static dev.berth.bench.channels.SequentialProgram.call;
import static dev.berth.bench.channels.SequentialProgram.range;

/**
 * The GEMM of {@link GemmProgram} with no buffer placed, after a prologue in which the load warp copies a
 * table of per-column scales and the mma warp reads it once. The table is dead afterwards, so a placement may
 * put the ring on its addresses — and then the ring's first load must wait for the prologue's read: here the
 * addresses decide which resource dependences exist.
 */
final class UnplacedProgram {
    private UnplacedProgram() {
    }

    static ChannelsProblem build(ChannelsProgramSpec spec) {
        GemmProgram gemm = new GemmProgram(spec);
        SequentialProgram program = new SequentialProgram(false);
        long scales = gemm.outputBytes() / 8;
        program.buffer("scales", scales);
        gemm.buffers(program);
        program.once("prologue", List.of(
                call("load", GemmProgram.LOAD, Cycles.copy(scales), List.of(), List.of(range("scales", 0, scales))),
                call("prep", GemmProgram.MMA, Cycles.elementwise(scales / 4), List.of(range("scales", 0, scales)),
                        List.of())));
        gemm.tiles(program);
        return program.build(spec.name(), spec.channels());
    }
}
