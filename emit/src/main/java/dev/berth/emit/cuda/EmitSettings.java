package dev.berth.emit.cuda;

import dev.berth.model.InputException;
import dev.berth.model.sync.Semantics;

/**
 * How a sync answer is emitted. The run-time values are the kernel's defaults; its command line overrides them.
 *
 * @param semantics     the wake-up rule to implement, null for the instance's own (emitting an answer under a
 *                      stricter rule than it was made for shows what that rule's hardware does to it)
 * @param computeCycles the duration of an ordinary instruction that states none (sync instances)
 * @param runs          launches, each with its own seed
 * @param seed          the first launch's seed
 * @param jitterCycles  at most this many extra cycles before each step, drawn per warp from the launch's seed
 * @param timeoutMillis how long one wait may take before it counts as a timeout
 */
public record EmitSettings(Semantics semantics, long computeCycles, long runs, long seed, long jitterCycles,
                           long timeoutMillis) {
    public EmitSettings {
        positive("compute cycles", computeCycles, 0, 1L << 30);
        positive("runs", runs, 1, 1L << 31);
        positive("jitter", jitterCycles, 1, 1L << 30);
        positive("timeout (ms)", timeoutMillis, 1, 3_600_000);
        if (seed < 0 || seed > 0xffffffffL) {
            throw new InputException("seed", "must be between 0 and 4294967295, got " + seed);
        }
    }

    public static EmitSettings defaults() {
        return new EmitSettings(null, 200, 10_000, 1, 400, 20);
    }

    public EmitSettings withSemantics(Semantics s) {
        return new EmitSettings(s, computeCycles, runs, seed, jitterCycles, timeoutMillis);
    }

    private static void positive(String name, long v, long min, long max) {
        if (v < min || v > max) {
            throw new InputException(name, "must be between " + min + " and " + max + ", got " + v);
        }
    }
}
