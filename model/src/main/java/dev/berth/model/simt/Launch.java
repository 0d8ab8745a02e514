package dev.berth.model.simt;

import dev.berth.model.InputException;

import java.util.Map;
import java.util.TreeMap;

/**
 * How a kernel runs: {@code warps} warps of {@code threadsPerWarp} threads (at most 64, one mask bit each),
 * over {@code sharedWords} 64-bit words of shared memory, zero but for {@code memory} (word address → value).
 */
public record Launch(int warps, int threadsPerWarp, int sharedWords, Map<Long, Long> memory) {
    public static final int MAX_LANES = 64;
    public static final int MAX_WARPS = 1024;
    /** {@link SimtLimits#MAX_SHARED_WORDS}. */
    public static final int MAX_SHARED_WORDS = SimtLimits.MAX_SHARED_WORDS;

    public Launch {
        if (warps < 1 || warps > MAX_WARPS) {
            throw new InputException("launch.warps", "must be within [1, " + MAX_WARPS + "], got " + warps);
        }
        if (threadsPerWarp < 1 || threadsPerWarp > MAX_LANES) {
            throw new InputException("launch.threadsPerWarp", "must be within [1, " + MAX_LANES + "], got "
                    + threadsPerWarp);
        }
        if (sharedWords < 0) {
            throw new InputException("launch.shared", "must be at least 0, got " + sharedWords);
        }
        SimtLimits.checkSharedWords("launch.shared", sharedWords);
        memory = memory == null ? Map.of() : new TreeMap<>(memory);
        for (long a : memory.keySet()) {
            if (a < 0 || a >= sharedWords) {
                throw new InputException("launch.memory", "address " + a + " is outside the " + sharedWords
                        + " shared words");
            }
        }
        memory = java.util.Collections.unmodifiableMap(memory);
    }

    /** A bare kernel file's launch: one warp of 32 threads over 64 zero words. */
    public static Launch defaults() {
        return new Launch(1, 32, 64, Map.of());
    }

    public int threads() {
        return warps * threadsPerWarp;
    }

    /** The initial shared memory. */
    public long[] initialMemory() {
        long[] m = new long[sharedWords];
        memory.forEach((a, v) -> m[(int) (long) a] = v);
        return m;
    }
}
