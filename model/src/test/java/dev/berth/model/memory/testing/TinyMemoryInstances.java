package dev.berth.model.memory.testing;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded small instances for property tests: plain, aligned, with gaps and with pinned buffers. */
public final class TinyMemoryInstances {
    private TinyMemoryInstances() {
    }

    /** The MiniMalloc README example; its optimum is 12, its capacity. */
    public static MemoryProblem miniMallocExample() {
        return new MemoryProblem("input.12.csv", List.of(
                Buffer.of("b1", 0, 3, 4), Buffer.of("b2", 3, 9, 4), Buffer.of("b3", 0, 9, 4),
                Buffer.of("b4", 9, 21, 4), Buffer.of("b5", 0, 21, 4)), 12);
    }

    /**
     * Buffer 0 pinned at 8, the others aligned to 4, 8, 1 and 2, the last of size 0, all meeting some of the
     * others. Capacity: unbounded.
     */
    public static MemoryProblem pinnedAndAligned() {
        return new MemoryProblem("pinned", List.of(
                Buffer.of("p", 0, 10, 4).withFixedOffset(8L),
                Buffer.of("a", 0, 5, 6).withAlignment(4),
                Buffer.of("b", 3, 8, 3).withAlignment(8),
                Buffer.of("c", 2, 9, 5),
                Buffer.of("d", 6, 10, 7).withAlignment(2),
                Buffer.of("z", 1, 4, 0)), MemoryProblem.UNBOUNDED);
    }

    /**
     * {@code n} buffers over a short horizon. With {@code features}, some buffers get alignments, gaps
     * (without windows) and a pinned offset. Capacity: unbounded.
     */
    public static MemoryProblem random(long seed, int n, boolean features) {
        Random r = new Random(seed);
        List<Buffer> bs = new ArrayList<>();
        int horizon = 4 + r.nextInt(8);
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(horizon);
            int e = s + 1 + r.nextInt(horizon - s);
            long size = 1 + r.nextInt(r.nextBoolean() ? 4 : 12);
            Buffer b = Buffer.of("b" + i, s, e, size);
            if (features) {
                if (r.nextInt(4) == 0) {
                    b = b.withAlignment(new long[] {2, 4, 8}[r.nextInt(3)]);
                }
                if (e - s >= 3 && r.nextInt(4) == 0) {
                    int gs = s + 1 + r.nextInt(e - s - 2);
                    b = b.withGaps(List.of(new Gap(gs, gs + 1)));
                }
                if (i == 0 && r.nextInt(3) == 0) {
                    b = b.withFixedOffset(b.alignment() * r.nextInt(3));
                }
            }
            bs.add(b);
        }
        return new MemoryProblem("tiny-" + seed, bs, MemoryProblem.UNBOUNDED);
    }
}
