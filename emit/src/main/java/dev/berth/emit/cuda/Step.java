package dev.berth.emit.cuda;

/** One instruction of a warp in the emitted kernel, in program order. */
public sealed interface Step {
    /** Work that touches no sync resource: a delay of {@code cycles} plus the run's jitter. */
    record Compute(String text, long cycles) implements Step {
    }

    /** The producer of pair {@code pair}: it writes the pair's token, then signals (unless the pair was removed). */
    record Signal(int pair) implements Step {
    }

    /** The consumer of pair {@code pair}: it waits (unless the pair was removed), then checks the pair's token. */
    record Wait(int pair) implements Step {
    }
}
