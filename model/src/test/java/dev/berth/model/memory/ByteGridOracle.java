package dev.berth.model.memory;

import java.util.Comparator;
import java.util.List;

/**
 * The plainest possible collision check, for tiny instances only: a counter per (time, byte), filled from
 * each buffer's lifespan and gaps (read directly, not through {@link Buffer#segments()}). Gaps must not
 * overlap each other.
 */
final class ByteGridOracle {
    private ByteGridOracle() {
    }

    /** Whether two buffers ever hold the same byte at the same time. */
    static boolean collides(MemoryProblem p, long[] offsets) {
        long horizon = p.buffers().stream().mapToLong(Buffer::end).max().orElse(0);
        long top = 0;
        for (int i = 0; i < p.size(); i++) {
            top = Math.max(top, offsets[i] + p.buffer(i).size());
        }
        int[][] count = new int[(int) horizon][(int) top];
        for (int i = 0; i < p.size(); i++) {
            Buffer b = p.buffer(i);
            for (long t = b.start(); t < b.end(); t++) {
                long[] held = held(b, t);
                for (long a = offsets[i] + held[0]; a < offsets[i] + held[1]; a++) {
                    if (++count[(int) t][(int) a] > 1) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static long[] held(Buffer b, long t) {
        List<Gap> gaps = b.gaps().stream().sorted(Comparator.comparingLong(Gap::start)).toList();
        for (Gap g : gaps) {
            if (g.start() <= t && t < g.end()) {
                return g.window() == null ? new long[] {0, 0} : new long[] {g.window().lower(), g.window().upper()};
            }
        }
        return new long[] {0, b.size()};
    }
}
