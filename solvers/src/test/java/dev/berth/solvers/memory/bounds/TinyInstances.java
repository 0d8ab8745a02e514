package dev.berth.solvers.memory.bounds;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded tiny memory instances small enough for {@link BruteForcePeak}, with every feature the format has. */
final class TinyInstances {
    private TinyInstances() {
    }

    /**
     * {@code n} buffers over times 0..9, sizes 1..6 (some 2..8 in steps of 2); with {@code features}: alignments
     * 2 and 4, pins, gaps (plain and windowed) and one co-location pair.
     */
    static MemoryProblem random(long seed, int n, boolean features, boolean windows) {
        Random r = new Random(seed);
        List<Buffer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long s = r.nextInt(8);
            long e = s + 1 + r.nextInt(5);
            long size = r.nextBoolean() ? 1 + r.nextInt(6) : 2 + 2 * r.nextInt(4);
            Buffer b = Buffer.of("b" + i, s, e, size);
            if (features) {
                int f = r.nextInt(10);
                if (f < 2) {
                    b = b.withAlignment(f == 0 ? 2 : 4);
                } else if (f == 2) {
                    long a = 1 + r.nextInt(2);
                    b = b.withAlignment(a).withFixedOffset(a * r.nextInt(5));
                } else if (f == 3 && e - s >= 3) {
                    b = b.withGaps(List.of(new Gap(s + 1, s + 2)));
                } else if (f == 4 && e - s >= 3 && windows && size >= 2) {
                    long lo = r.nextInt((int) size);
                    b = b.withGaps(List.of(new Gap(s + 1, e - 1, new Window(lo, lo + 1 + r.nextInt((int) (size - lo))))));
                }
            }
            out.add(b);
        }
        if (features && n >= 3 && r.nextInt(3) == 0) {
            out.set(0, out.get(0).withFixedOffset(null).withAlignment(1).withColocate("g"));
            out.set(1, out.get(1).withFixedOffset(null).withColocate("g"));
        }
        return new MemoryProblem("tiny-" + seed, out, MemoryProblem.UNBOUNDED);
    }
}
