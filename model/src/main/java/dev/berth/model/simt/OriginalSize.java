package dev.berth.model.simt;

import dev.berth.model.Certificate;
import dev.berth.model.simt.ir.Kernel;

/**
 * The instance's kernel has {@code instructions} instructions and terminators. The pass only adds code around
 * each block's unchanged body (a distinct output block per input block, each with its terminator), so no
 * compiled kernel is smaller, and leaving the kernel unchanged is optimal.
 */
public record OriginalSize(long instructions) implements Certificate {

    public static OriginalSize of(Kernel kernel) {
        return new OriginalSize(kernel.instructions().size() + (long) kernel.blocks().size());
    }

    @Override
    public String describe() {
        return "the kernel has " + instructions + " instructions and terminators, and every compiled kernel keeps"
                + " each block's body and ends each kept block with a terminator";
    }
}
