package dev.berth.model.simt;

import dev.berth.model.simt.ir.Kernel;

/**
 * The compiled kernel, with the registers the pass gave the next-PC machinery ({@code -1} when the kernel was
 * left unchanged, as a lock-free one is).
 *
 * @param nextPc     the per-thread register holding each thread's next block id
 * @param maskRegister the warp register holding the active mask
 */
public record SimtSolution(Kernel kernel, int nextPc, int maskRegister) {
    public boolean transformed() {
        return nextPc >= 0;
    }
}
