package dev.berth.model.memory.analysis;

import dev.berth.model.memory.MemoryProblem;

/** Measures of a layout. */
public final class MemoryLayouts {
    private MemoryLayouts() {
    }

    /** The highest address used: max over buffers of offset + size (0 for no buffers). */
    public static long peak(MemoryProblem problem, long[] offsets) {
        long peak = 0;
        for (int i = 0; i < offsets.length; i++) {
            long size = problem.buffer(i).size();
            if (size > 0) {
                peak = Math.max(peak, offsets[i] + size);
            }
        }
        return peak;
    }
}
