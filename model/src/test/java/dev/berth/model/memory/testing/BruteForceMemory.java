package dev.berth.model.memory.testing;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.List;

/**
 * The optimal peak of a tiny instance (no gap windows) by exhaustion: every optimal layout, sorted by offset
 * and dropped as low as it goes in that order, is rebuilt by first-fit, so the minimum over all orders of
 * first-fit is the optimum. Pinned buffers stay where they are. A test oracle, not a strategy.
 */
public final class BruteForceMemory {
    private BruteForceMemory() {
    }

    /** The best layout's offsets; its peak is the optimum (capacity ignored). */
    public static long[] optimalLayout(MemoryProblem p) {
        int n = p.size();
        if (n > 9) {
            throw new IllegalArgumentException("brute force is for at most 9 buffers");
        }
        List<Integer> free = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (!p.buffer(i).isFixed()) {
                free.add(i);
            }
        }
        boolean[][] conflict = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                conflict[i][j] = i != j && timeOverlap(p.buffer(i), p.buffer(j));
            }
        }
        long[] best = new long[n];
        long[] bestPeak = {Long.MAX_VALUE};
        permute(p, free, 0, conflict, best, bestPeak);
        return best;
    }

    public static long optimalPeak(MemoryProblem p) {
        long[] l = optimalLayout(p);
        long peak = 0;
        for (int i = 0; i < l.length; i++) {
            if (p.buffer(i).size() > 0) {
                peak = Math.max(peak, l[i] + p.buffer(i).size());
            }
        }
        return peak;
    }

    private static boolean timeOverlap(Buffer a, Buffer b) {
        for (Segment x : a.segments()) {
            for (Segment y : b.segments()) {
                if (x.overlapsInTime(y)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void permute(MemoryProblem p, List<Integer> free, int k, boolean[][] conflict, long[] best, long[] bestPeak) {
        if (k == free.size()) {
            long[] off = firstFit(p, free, conflict);
            long peak = 0;
            for (int i = 0; i < off.length; i++) {
                if (p.buffer(i).size() > 0) {
                    peak = Math.max(peak, off[i] + p.buffer(i).size());
                }
            }
            if (peak < bestPeak[0]) {
                bestPeak[0] = peak;
                System.arraycopy(off, 0, best, 0, off.length);
            }
            return;
        }
        for (int i = k; i < free.size(); i++) {
            java.util.Collections.swap(free, k, i);
            permute(p, free, k + 1, conflict, best, bestPeak);
            java.util.Collections.swap(free, k, i);
        }
    }

    private static long[] firstFit(MemoryProblem p, List<Integer> order, boolean[][] conflict) {
        int n = p.size();
        long[] off = new long[n];
        boolean[] placed = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (p.buffer(i).isFixed()) {
                off[i] = p.buffer(i).fixedOffset();
                placed[i] = true;
            }
        }
        for (int i : order) {
            Buffer b = p.buffer(i);
            long candidate = 0;
            boolean moved = true;
            while (moved) {
                moved = false;
                candidate = (candidate + b.alignment() - 1) / b.alignment() * b.alignment();
                for (int j = 0; j < n; j++) {
                    if (placed[j] && conflict[i][j] && b.size() > 0 && p.buffer(j).size() > 0
                            && off[j] < candidate + b.size() && candidate < off[j] + p.buffer(j).size()) {
                        candidate = off[j] + p.buffer(j).size();
                        moved = true;
                    }
                }
            }
            off[i] = candidate;
            placed[i] = true;
        }
        return off;
    }
}
