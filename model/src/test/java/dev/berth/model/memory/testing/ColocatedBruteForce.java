package dev.berth.model.memory.testing;

import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.MemoryProblem;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The optimal peak of a tiny instance with co-location by trying every offset: one offset per group (and per
 * buffer in no group) from 0 to the height of stacking them all (each its largest size plus its alignment),
 * which no optimal layout passes, each layout judged by the checker. Slow and obviously right; a test oracle, not a strategy. Long.MAX_VALUE when nothing is valid.
 */
public final class ColocatedBruteForce {
    private ColocatedBruteForce() {
    }

    public static long optimalPeak(MemoryProblem p) {
        Map<String, Integer> unitOfGroup = new HashMap<>();
        int[] unit = new int[p.size()];
        List<Integer> units = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            String g = p.buffer(i).colocate();
            Integer u = g == null ? null : unitOfGroup.get(g);
            if (u == null) {
                u = units.size();
                units.add(i);
                if (g != null) {
                    unitOfGroup.put(g, u);
                }
            }
            unit[i] = u;
        }
        long[] height = new long[units.size()];
        long pinned = 0;
        for (int i = 0; i < p.size(); i++) {
            height[unit[i]] = Math.max(height[unit[i]], p.buffer(i).size() + p.buffer(i).alignment());
            if (p.buffer(i).isFixed()) {
                pinned = Math.max(pinned, p.buffer(i).fixedOffset() + p.buffer(i).size());
            }
        }
        long top = pinned;
        for (long h : height) {
            top += h;
        }
        if (Math.pow(top + 1, units.size()) > 3e6) {
            throw new IllegalArgumentException("too large for the brute force");
        }
        long[] at = new long[units.size()];
        long[] offsets = new long[p.size()];
        long best = Long.MAX_VALUE;
        while (true) {
            for (int i = 0; i < p.size(); i++) {
                offsets[i] = at[unit[i]];
            }
            if (MemoryChecker.isValid(p, offsets)) {
                best = Math.min(best, MemoryChecker.peak(p, offsets));
            }
            int k = 0;
            while (k < at.length && ++at[k] > top) {
                at[k++] = 0;
            }
            if (k == at.length) {
                return best;
            }
        }
    }
}
