package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Operand;
import dev.berth.model.simt.ir.Operands;

import java.util.BitSet;

/**
 * The registers a kernel leaves free within its budgets. A register counts as used if any instruction or
 * terminator reads or writes it: the pass must not share one with the program, whatever its liveness.
 */
final class FreeRegisters {
    private FreeRegisters() {
    }

    /** The lowest per-thread register below {@code kernel.registers()} the kernel never names, or -1. */
    static int lowestThreadRegister(Kernel kernel) {
        BitSet used = new BitSet();
        forEach(kernel, x -> Operands.of(x).forEach(o -> {
            if (o instanceof Operand.Reg r) {
                used.set(r.index());
            }
        }));
        int free = used.nextClearBit(0);
        return free < kernel.registers() ? free : -1;
    }

    /** The lowest warp register below {@code kernel.warpRegisters()} the kernel never names, or -1. */
    static int lowestWarpRegister(Kernel kernel) {
        BitSet used = new BitSet();
        forEach(kernel, x -> {
            int w = Operands.warpRegister(x);
            if (w >= 0) {
                used.set(w);
            }
        });
        int free = used.nextClearBit(0);
        return free < kernel.warpRegisters() ? free : -1;
    }

    private static void forEach(Kernel kernel, java.util.function.Consumer<Object> f) {
        for (Block b : kernel.blocks()) {
            for (Instruction x : b.body()) {
                f.accept(x);
            }
            f.accept(b.end());
        }
    }
}
