package dev.berth.algorithms.memory;

import java.util.Arrays;

/**
 * The buffers that interfere with one buffer (some segments overlap in time, as
 * {@link dev.berth.model.memory.Buffer#interferes} says), each listed once, found through the time index.
 * Reuses its arrays from call to call, so it is not thread-safe.
 */
final class NeighbourScan {
    private final SegmentIndex index;
    private final int[] seen;
    private int stamp;
    private int[] found = new int[64];
    private int count;
    private int current;

    NeighbourScan(SegmentIndex index, int buffers) {
        this.index = index;
        this.seen = new int[buffers];
    }

    /** Collects the buffers interfering with {@code b}; returns how many there are. */
    int scan(int b) {
        stamp++;
        count = 0;
        current = b;
        for (int s = index.firstSegment[b]; s < index.firstSegment[b + 1]; s++) {
            index.forEachOverlapping(index.start[s], index.end[s], this::visit);
        }
        return count;
    }

    /** The {@code k}-th buffer found by the last scan. */
    int get(int k) {
        return found[k];
    }

    private void visit(int segment) {
        int u = index.owner[segment];
        if (u == current || seen[u] == stamp) {
            return;
        }
        seen[u] = stamp;
        if (count == found.length) {
            found = Arrays.copyOf(found, 2 * count);
        }
        found[count++] = u;
    }
}
