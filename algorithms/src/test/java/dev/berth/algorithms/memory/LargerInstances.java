package dev.berth.algorithms.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded instances of a few hundred to a few thousand buffers with every feature: alignments, gaps with
 * and without windows, zero-size buffers, and pinned buffers that cannot collide (each pinned one owns a
 * 4096-byte slot of its own). Capacity: unbounded.
 */
final class LargerInstances {
    private LargerInstances() {
    }

    static MemoryProblem random(long seed, int n) {
        Random r = new Random(seed);
        int horizon = 50 + r.nextInt(300);
        List<Buffer> bs = new ArrayList<>();
        int pins = 0;
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(horizon);
            int e = s + 1 + r.nextInt(Math.min(horizon - s, 1 + r.nextInt(60)));
            long size = r.nextInt(50) == 0 ? 0 : 1 + r.nextInt(r.nextBoolean() ? 64 : 2000);
            Buffer b = Buffer.of("v" + i, s, e, size);
            if (r.nextInt(5) == 0) {
                b = b.withAlignment(new long[] {2, 8, 64, 256}[r.nextInt(4)]);
            }
            if (e - s >= 4 && r.nextInt(4) == 0) {
                int gs = s + 1 + r.nextInt(e - s - 2);
                int ge = gs + 1 + r.nextInt(e - gs - 1);
                Window w = null;
                if (size >= 2 && r.nextBoolean()) {
                    long lo = r.nextInt((int) size - 1);
                    w = new Window(lo, lo + 1 + r.nextInt((int) (size - lo - 1)));
                }
                b = b.withGaps(List.of(new Gap(gs, ge, w)));
            }
            if (size <= 2000 && r.nextInt(40) == 0) {
                // slot k of 4096 bytes, 256-aligned so any alignment above divides it
                b = b.withFixedOffset(4096L * pins++);
            }
            bs.add(b);
        }
        return new MemoryProblem("larger-" + seed, bs, MemoryProblem.UNBOUNDED);
    }
}
