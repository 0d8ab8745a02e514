package dev.berth.solvers.memory.timefold;

/**
 * Two buffers that are live at the same time, as a problem fact for the overlap constraint. Each group of
 * four numbers in {@code windows} is one pair of segments that overlap in time: the bytes
 * {@code [la, ua)} of buffer {@code a} and {@code [lb, ub)} of buffer {@code b}, relative to their offsets.
 * A buffer without gaps has the single window {@code [0, size)}, so keeping the exact windows costs nothing
 * and keeps layouts that exploit gap windows (an initial layout may) collision-free in the model too.
 */
record Conflict(int a, int b, long[] windows) {

    /** Bytes held twice at some time (summed over the window pairs); 0 exactly when the pair is collision-free. */
    long overlap(long offsetA, long offsetB) {
        long total = 0;
        for (int k = 0; k < windows.length; k += 4) {
            long lo = Math.max(offsetA + windows[k], offsetB + windows[k + 2]);
            long hi = Math.min(offsetA + windows[k + 1], offsetB + windows[k + 3]);
            if (hi > lo) {
                total += hi - lo;
            }
        }
        return total;
    }
}
