package dev.berth.model.simt;

import dev.berth.model.TooLarge;
import dev.berth.model.simt.ir.Kernel;

/**
 * The simt family's size limits (docs/simt.md, "Limits"), checked while an instance is read and before a
 * simulator allocates a run: what a kernel and its launch expand to — instructions the pass and the checker
 * walk, register words and shared words every simulated run holds — stays within what Berth builds for one
 * instance. Estimates are computed in saturating arithmetic from the fields alone.
 */
public interface SimtLimits {
    /**
     * Instructions and terminators of an instance's kernel ({@code simt.instructions}). The pass, the checker
     * and the post-dominators are near-linear in it; their remaining quadratic corners (nested loops, long
     * blocks the checker searches) stay within a few seconds here.
     */
    int MAX_INSTRUCTIONS = 10_000;
    /**
     * The blocks of a kernel's natural loops, each counted once per loop around it — its nesting depth summed
     * over the blocks ({@code simt.loopBlocks}). Every analysis of the pass walks each loop's blocks; checked by
     * the pass as it collects the loops, before any of them is walked. A kernel at {@link #MAX_INSTRUCTIONS}
     * nested twenty-five deep on average is within.
     */
    int MAX_LOOP_BLOCKS = 250_000;
    /**
     * Instructions and terminators of a compiled kernel read from a solution
     * ({@code simt.compiledInstructions}): the pass at most quadruples a block (a synchronising one-instruction
     * block becomes three blocks of eight lines) and adds a two-line entry.
     */
    int MAX_COMPILED_INSTRUCTIONS = 4 * MAX_INSTRUCTIONS + 2;
    /**
     * Per-thread register words of one run, threads × {@code .registers} ({@code simt.registerWords}): the
     * largest launch (1024 warps of 64 threads) with the default 32 registers, twice over. Every simulated run
     * holds them, hashed, and a deterministic run keeps one saved copy.
     */
    long MAX_REGISTER_WORDS = 1L << 22;
    /**
     * Warp registers of a kernel ({@code simt.warpRegisters}, {@code .warp-registers}): the next-PC machine
     * hashes every warp's registers after each of its steps, so a step costs them.
     */
    int MAX_WARP_REGISTERS = 64;
    /** Shared memory words ({@code simt.sharedWords}, {@code launch.shared}): 8 MiB a run, one saved copy. */
    int MAX_SHARED_WORDS = 1 << 20;


    /** Refuses {@code words} shared words above {@link #MAX_SHARED_WORDS}. */
    static void checkSharedWords(String where, long words) {
        if (words > MAX_SHARED_WORDS) {
            throw new TooLarge(where, "shared words", words, MAX_SHARED_WORDS, "simt.sharedWords");
        }
    }

    /** Refuses a {@code .warp-registers} budget above {@link #MAX_WARP_REGISTERS}. */
    static void checkWarpRegisters(String where, long warpRegisters) {
        if (warpRegisters > MAX_WARP_REGISTERS) {
            throw new TooLarge(where, "warp registers per warp", warpRegisters, MAX_WARP_REGISTERS, "simt.warpRegisters");
        }
    }

    /** Refuses a kernel whose registers over the launch's threads pass {@link #MAX_REGISTER_WORDS}. */
    static void checkRegisterWords(String where, Kernel kernel, Launch launch) {
        long words = registerWords(kernel.registers(), launch.threads());
        if (words > MAX_REGISTER_WORDS) {
            throw new TooLarge(where, "register words (" + launch.threads() + " threads × " + kernel.registers()
                    + " .registers)", words, MAX_REGISTER_WORDS, "simt.registerWords");
        }
    }

    /** threads × registers, saturated. */
    static long registerWords(long registers, long threads) {
        return registers <= 0 || threads <= 0 ? 0
                : registers > Long.MAX_VALUE / threads ? Long.MAX_VALUE : registers * threads;
    }

    /** The refusal of a kernel text past {@code max} instructions and terminators (limit {@code limit}). */
    static TooLarge tooManyInstructions(String where, long count, int max, String limit) {
        return new TooLarge(where, "instructions and terminators", count, max, limit);
    }
}
