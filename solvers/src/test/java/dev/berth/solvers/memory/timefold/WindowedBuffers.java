package dev.berth.solvers.memory.timefold;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.Segment;
import dev.berth.model.memory.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded buffers with alignments and gaps, with and without windows, and a brute-force overlap for tests. */
final class WindowedBuffers {
    private WindowedBuffers() {
    }

    static List<Buffer> random(long seed, int n, int horizon) {
        Random r = new Random(seed);
        List<Buffer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(horizon);
            int e = s + 1 + r.nextInt(Math.min(horizon - s, 1 + horizon / 3));
            long size = 1 + r.nextInt(r.nextBoolean() ? 4 : 12);
            Buffer b = Buffer.of("b" + i, s, e, size);
            if (r.nextInt(4) == 0) {
                b = b.withAlignment(new long[] {2, 4, 8}[r.nextInt(3)]);
            }
            if (e - s >= 3 && r.nextInt(3) == 0) {
                int gs = s + 1 + r.nextInt(e - s - 2);
                long lower = r.nextInt((int) size);
                Window w = r.nextBoolean() ? null : new Window(lower, lower + 1 + r.nextInt((int) (size - lower)));
                b = b.withGaps(List.of(new Gap(gs, gs + 1 + r.nextInt(e - gs - 1), w)));
            }
            out.add(b);
        }
        return out;
    }

    /** Bytes held twice by two buffers at these offsets, summed over their segments live at the same time. */
    static long overlap(Buffer a, long oa, Buffer b, long ob) {
        long total = 0;
        for (Segment s : a.segments()) {
            for (Segment t : b.segments()) {
                if (s.overlapsInTime(t)) {
                    long lo = Math.max(oa + s.lower(), ob + t.lower());
                    long hi = Math.min(oa + s.upper(), ob + t.upper());
                    total += Math.max(0, hi - lo);
                }
            }
        }
        return total;
    }
}
