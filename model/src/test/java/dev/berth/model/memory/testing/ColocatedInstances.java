package dev.berth.model.memory.testing;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Small instances with co-location groups, for tests of every part that must honour them. */
public final class ColocatedInstances {
    private ColocatedInstances() {
    }

    /**
     * An in-place chain: x (0-3, 8 bytes) is updated in place by relu into y (2-6, 8 bytes) and by a
     * narrowing op into z (5-8, 4 bytes); w (1-7, 6 bytes) is live beside them. Live bytes peak at 14.
     */
    public static MemoryProblem inPlaceChain() {
        return new MemoryProblem("in-place", List.of(
                Buffer.of("x", 0, 3, 8).withColocate("act"),
                Buffer.of("y", 2, 6, 8).withColocate("act"),
                Buffer.of("z", 5, 8, 4).withColocate("act"),
                Buffer.of("w", 1, 7, 6)), MemoryProblem.UNBOUNDED);
    }

    /**
     * A random instance of {@code n} buffers (sizes 1-3, times 0-8, alignments 1 or 2, now and then a plain
     * gap), the first two and about half of the others in up to two groups; with {@code pins}, sometimes a group member is pinned.
     */
    public static MemoryProblem random(long seed, int n, boolean pins) {
        Random r = new Random(seed);
        List<Buffer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long start = r.nextInt(6);
            long end = start + 1 + r.nextInt(3);
            Buffer b = Buffer.of("b" + i, start, end, 1 + r.nextInt(3)).withAlignment(r.nextInt(4) == 0 ? 2 : 1);
            if (end - start >= 3 && r.nextInt(3) == 0) {
                b = b.withGaps(List.of(new Gap(start + 1, start + 2)));
            }
            int g = i < 2 ? 0 : r.nextInt(4); // the first two always alias: at most n - 1 offsets to choose
            if (g < 2) {
                b = b.withColocate("g" + g);
            }
            out.add(b);
        }
        if (pins && r.nextBoolean()) {
            for (int i = 0; i < out.size(); i++) {
                if (out.get(i).isColocated()) {
                    out.set(i, out.get(i).withFixedOffset(4L));
                    break;
                }
            }
        }
        return new MemoryProblem("colocated-" + seed, out, MemoryProblem.UNBOUNDED);
    }
}
