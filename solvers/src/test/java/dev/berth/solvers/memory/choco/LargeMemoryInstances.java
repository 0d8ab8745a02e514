package dev.berth.solvers.memory.choco;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded small instances with accelerator-like magnitudes: sizes from kilobytes to hundreds of megabytes,
 * sometimes multiples of a tensor granule and sometimes odd, alignments up to 256, many distinct times.
 * Their address range times their number of time points passes 2^31 for the larger scales, which is where
 * 32-bit area arithmetic breaks. Few enough buffers for {@code BruteForceMemory}.
 */
final class LargeMemoryInstances {
    private static final long[] SCALES = {1L << 14, 1L << 22, 1L << 27};
    private static final long[] ALIGNMENTS = {1, 1, 16, 64, 256};
    private static final long[] GRANULES = {1, 16, 256};

    private LargeMemoryInstances() {
    }

    /** {@code n} buffers, no capacity; with {@code features}, gaps (no windows) and a pinned buffer too. */
    static MemoryProblem random(long seed, int n, boolean features) {
        Random r = new Random(seed);
        long scale = SCALES[r.nextInt(SCALES.length)];
        long granule = GRANULES[r.nextInt(GRANULES.length)];
        int horizon = 2 * n + r.nextInt(2 * n);
        List<Buffer> buffers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(horizon);
            int e = s + 1 + r.nextInt(horizon - s);
            long size = Math.max(granule, (scale / 2 + (long) (r.nextDouble() * scale)) / granule * granule);
            Buffer b = Buffer.of("b" + i, s, e, size).withAlignment(ALIGNMENTS[r.nextInt(ALIGNMENTS.length)]);
            if (features && e - s >= 3 && r.nextInt(3) == 0) {
                int gs = s + 1 + r.nextInt(e - s - 2);
                b = b.withGaps(List.of(new Gap(gs, gs + 1)));
            }
            if (features && i == 0 && r.nextBoolean()) {
                b = b.withFixedOffset(b.alignment() * granule * r.nextInt(1 + (int) (scale / (b.alignment() * granule))));
            }
            buffers.add(b);
        }
        return new MemoryProblem("large-" + seed, buffers, MemoryProblem.UNBOUNDED);
    }
}
