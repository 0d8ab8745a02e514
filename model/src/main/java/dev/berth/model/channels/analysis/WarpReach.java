package dev.berth.model.channels.analysis;

import dev.berth.model.CurrentBudget;

import java.util.Arrays;
import java.util.List;

/**
 * What each instance reaches over an order graph of {@link OrderPaths}: program order inside every warp plus
 * edges forward in position. Since every instance has an edge to the next of its warp, the instances of one
 * warp an instance reaches are all those from the first one on: per instance and per warp that first
 * position in the warp is the whole answer. Instances × warps ints instead of instances² bits (312 MB at
 * 50,000 instances), and one query is two array reads.
 */
public final class WarpReach {
    private static final int NONE = Integer.MAX_VALUE;
    private final int warps;
    private final int[] warpOf;
    private final int[] indexInWarp;
    /** Per instance and warp index: the first index in that warp reached by one or more edges, or {@link #NONE}. */
    private final int[] first;

    private WarpReach(int warps, int[] warpOf, int[] indexInWarp, int[] first) {
        this.warps = warps;
        this.warpOf = warpOf;
        this.indexInWarp = indexInWarp;
        this.first = first;
    }

    /** The reach over {@code successors} (by position; every edge forward, program order included). */
    public static WarpReach of(Unrolled program, List<List<Integer>> successors) {
        int n = program.size();
        int warps = program.warps().size();
        int[] warpOf = program.warpIndexes();
        int[] indexInWarp = new int[n];
        int[] count = new int[warps];
        for (int k = 0; k < n; k++) {
            indexInWarp[k] = count[warpOf[k]]++;
        }
        int[] first = new int[n * warps];
        Arrays.fill(first, NONE);
        for (int u = n - 1; u >= 0; u--) {
            if ((u & 0x3ff) == 0) {
                CurrentBudget.check("following the program's order");
            }
            int base = u * warps;
            for (int s : successors.get(u)) {
                int sb = s * warps;
                for (int w = 0; w < warps; w++) {
                    if (first[sb + w] < first[base + w]) {
                        first[base + w] = first[sb + w];
                    }
                }
                if (indexInWarp[s] < first[base + warpOf[s]]) {
                    first[base + warpOf[s]] = indexInWarp[s];
                }
            }
        }
        return new WarpReach(warps, warpOf, indexInWarp, first);
    }

    /** Whether {@code u} reaches {@code v} by one or more edges. */
    public boolean reaches(int u, int v) {
        return first[u * warps + warpOf[v]] <= indexInWarp[v];
    }

    /**
     * Per warp, the first index reached from any of {@code successors} by one or more edges: {@code v} is
     * there exactly when a path of two or more edges through one of them leads to it ({@link #within}).
     * An instance never reaches itself, so {@code v} among the successors does not count as its own path.
     */
    public int[] beyond(List<Integer> successors) {
        int[] out = new int[warps];
        Arrays.fill(out, NONE);
        for (int s : successors) {
            int sb = s * warps;
            for (int w = 0; w < warps; w++) {
                out[w] = Math.min(out[w], first[sb + w]);
            }
        }
        return out;
    }

    /** Whether {@code v} is among the instances {@code firsts} (from {@link #beyond}) reach. */
    public boolean within(int[] firsts, int v) {
        return firsts[warpOf[v]] <= indexInWarp[v];
    }
}
